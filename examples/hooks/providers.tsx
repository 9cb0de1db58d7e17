// docs/hooks.md's provider setup: the kit's provider sits inside the WagmiProvider and
// QueryClientProvider the app already has. test/react/devnet/examples.test.tsx renders the hook
// examples of this folder on the devnet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { SupertxProvider } from '../../src/react/index.js'

const queryClient = new QueryClient()

export type ProvidersProps = {
  wagmiConfig: Config
  /** The Supertransaction API, e.g. `npm run devnet`'s `http://127.0.0.1:4337`. */
  apiUrl: string
  apiKey: string
  children: ReactNode
}

export function Providers({ wagmiConfig, apiUrl, apiKey, children }: ProvidersProps) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider baseUrl={apiUrl} apiKey={apiKey}>
          {children}
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
