'use client'
// app/providers.tsx: production. The page calls your proxy at /api/supertx (the route handler
// beside it), with no key. Explorer links go to MEE Scan; EIP-7702 delegations are trusted only to
// the real service's delegation contracts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SupertxProvider } from 'supertx-kit'
// `injected` from 'wagmi' itself: 'wagmi/connectors' pulls in every connector's SDK, whose
// optional packages a Next.js build then fails to resolve.
import { createConfig, http, injected, WagmiProvider } from 'wagmi'
import { base, optimism } from 'wagmi/chains'

const wagmiConfig = createConfig({
  chains: [base, optimism],
  transports: { [base.id]: http(), [optimism.id]: http() },
  connectors: [injected()],
  ssr: true,
})
const queryClient = new QueryClient()

export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider baseUrl="/api/supertx">{children}</SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
