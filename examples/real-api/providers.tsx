// src/providers.tsx: production. The page calls your proxy at /api/supertx, with no key; the
// proxy (server.ts, or a Next.js route handler) adds it on your server. Explorer links go to
// MEE Scan.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SupertxProvider } from 'supertx-kit'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, optimism } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

const wagmiConfig = createConfig({
  chains: [base, optimism],
  transports: { [base.id]: http(), [optimism.id]: http() },
  connectors: [injected()],
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
