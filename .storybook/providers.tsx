// The providers a kit component needs, configured so that nothing ever leaves the page: a mock
// wallet connector, HTTP transports pointed at a closed local port, no polling, no retries.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { type Address, defineChain } from 'viem'
import { type Config, createConfig, http, mock, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { ownerAddress } from '../fixtures/quotes.js'
import { chainA, chainB, devnetTokenList } from '../fixtures/tokens.js'
import { createMemoryStorage, type SupertxStorage } from '../src/core/config/storage.js'
import type { TokenList } from '../src/core/tokens/token-list.js'
import type { SupertxMessagesOverride } from '../src/react/i18n/types.js'
import { SupertxProvider } from '../src/react/SupertxProvider.js'

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

/** The stories' wagmi config: the mock wallet holds `account` (not connected until asked). */
const createStoryWagmiConfig = (account: Address) =>
  createConfig({
    chains: storyChains,
    connectors: [mock({ accounts: [account] })],
    transports: { [chainA]: http(nowhere), [chainB]: http(nowhere) },
    multiInjectedProviderDiscovery: false,
    pollingInterval: 3_600_000,
    storage: null,
  })

export const storyWagmiConfig = createStoryWagmiConfig(ownerAddress)

/** Explorer bases per chain: fixed, never followed (`.invalid` resolves nowhere). */
export const storyBlockExplorers: Record<number, string> = {
  [chainA]: 'https://explorer-a.invalid',
  [chainB]: 'https://explorer-b.invalid',
}

export type StoryProvidersProps = {
  children: ReactNode
  theme?: 'light' | 'dark' | undefined
  locale?: string | undefined
  /** The locale's words, loaded before the story (preview.tsx): shown from the first paint. */
  localeMessages?: SupertxMessagesOverride | undefined
  /**
   * Where the kit keeps its history and in-flight hash. Default: a fresh in-memory storage per
   * story, so nothing from the browser's localStorage (or another story) shows up.
   */
  storage?: SupertxStorage | undefined
  /** Token symbols and decimals. Default: the devnet's tokens (`devnetTokenList`). */
  tokenList?: TokenList | undefined
  /**
   * Makes the API as a deterministic `fetch` (fixtures/api.ts) and says how often the kit
   * polls it; called once per mount, so the story starts from the first answer each time it
   * renders afresh. Default: no API (every request fails at once) and no polling.
   */
  api?: (() => { fetch: typeof fetch; pollingInterval?: number | undefined }) | undefined
  /**
   * A wallet connected on this account (the mock connector, on the first chain): the story renders
   * once it is connected. Default: no wallet connected.
   */
  connectedAccount?: Address | undefined
}

export function StoryProviders({
  children,
  theme,
  locale,
  localeMessages,
  storage,
  tokenList,
  api,
  connectedAccount,
}: StoryProvidersProps) {
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
  const [ownStorage] = useState(createMemoryStorage)
  const [fixtureApi] = useState(() => api?.())
  const wallet = useConnectedWallet(connectedAccount)
  if (!wallet) return null
  return (
    <WagmiProvider config={wallet} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider
          baseUrl={nowhere}
          explorerUrl="https://explorer.invalid"
          pollingInterval={fixtureApi?.pollingInterval ?? 3_600_000}
          fetch={fixtureApi?.fetch}
          storage={storage ?? ownStorage}
          theme={theme}
          locale={locale}
          messages={localeMessages}
          tokenList={tokenList ?? devnetTokenList}
          blockExplorers={storyBlockExplorers}
        >
          {children}
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/**
 * The shared config with no wallet connected, or a story's own config whose mock wallet is
 * connected on `account` (undefined until connected: connecting is the real wagmi action).
 */
function useConnectedWallet(account: Address | undefined): Config | undefined {
  const [config] = useState(() => (account ? createStoryWagmiConfig(account) : storyWagmiConfig))
  const [connected, setConnected] = useState(!account)
  useEffect(() => {
    if (!account) return
    const [connector] = config.connectors
    if (connector) void connect(config, { connector }).then(() => setConnected(true))
  }, [account, config])
  return connected ? config : undefined
}
