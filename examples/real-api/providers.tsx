// The kit on a real Supertransaction API: your chains, your wallet connectors, the service's URL and
// your key. Nothing else in your app changes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, optimism } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { SupertxProvider } from '../../src/react/index.js'

const wagmiConfig = createConfig({
  chains: [base, optimism],
  transports: { [base.id]: http(), [optimism.id]: http() },
  connectors: [injected()],
})
const queryClient = new QueryClient()

export function Providers({ apiKey, children }: { apiKey: string; children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider baseUrl="https://your-supertransaction-api.example" apiKey={apiKey}>
          {children}
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
