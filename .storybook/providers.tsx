// The providers a kit component needs, configured so that nothing ever leaves the page: a mock
// wallet connector, HTTP transports pointed at a closed local port, no polling, no retries.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { defineChain } from 'viem'
import { createConfig, http, mock, WagmiProvider } from 'wagmi'
import { SupertxProvider } from '../src/react/SupertxProvider.js'
import { ownerAddress } from '../stories/fixtures/quotes.js'
import { chainA, chainB } from '../stories/fixtures/tokens.js'

/** Port 9 (discard) on loopback: anything that does call out fails at once instead of hanging. */
export const nowhere = 'http://127.0.0.1:9'

const devnetChain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [nowhere] } },
  })

export const storyChains = [
  devnetChain(chainA, 'Devnet A'),
  devnetChain(chainB, 'Devnet B'),
] as const

export const storyWagmiConfig = createConfig({
  chains: storyChains,
  connectors: [mock({ accounts: [ownerAddress] })],
  transports: { [chainA]: http(nowhere), [chainB]: http(nowhere) },
  multiInjectedProviderDiscovery: false,
  pollingInterval: 3_600_000,
  storage: null,
})

export function StoryProviders({ children }: { children: ReactNode }) {
  // One QueryClient per story, so no cached data leaks from one story into the next.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false },
          mutations: { retry: false },
        },
      }),
  )
  return (
    <WagmiProvider config={storyWagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider baseUrl={nowhere} pollingInterval={3_600_000}>
          {children}
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
