// Renders hooks inside the providers a dApp has: WagmiProvider (a real config with the test
// wallet), QueryClientProvider and SupertxProvider, against a real HTTP server on 127.0.0.1.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import { connect, createConfig } from '@wagmi/core'
import type { ReactNode } from 'react'
import { defineChain, http, type LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach } from 'vitest'
import { WagmiProvider } from 'wagmi'
import {
  type CreateSupertxConfigParameters,
  createSupertxConfig,
} from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { SupertxProvider, type SupertxUiProps } from '../../../src/react/SupertxProvider.js'
import { localWallet } from './local-wallet.js'

// Without vitest globals Testing Library cannot unmount by itself: every test's hooks are
// unmounted after it, so none keeps polling a server into the next test.
afterEach(cleanup)

export const mnemonic = 'test test test test test test test test test test test junk'
export const testAccount = (addressIndex = 0): LocalAccount =>
  mnemonicToAccount(mnemonic, { addressIndex }) as unknown as LocalAccount

export const testChain = (id: number, rpcUrl = 'http://127.0.0.1:9') =>
  defineChain({
    id,
    name: `Test chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

export type SetupParameters = Omit<CreateSupertxConfigParameters, 'baseUrl'> & {
  baseUrl: string
  account?: LocalAccount
  walletKind?: 'local' | 'json-rpc'
  /**
   * Chain id → RPC URL. Default one chain 31337 at `${baseUrl}/rpc/31337`: register `rpcNodes()`
   * (test/support/rpc-node.ts) on the scripted server for a node there (the kit reads the account
   * factory before signing); without it the chain cannot be read.
   */
  chains?: Record<number, string>
  /** More accounts the user can switch the wallet to (`switchAccount(i)`, 1-based). */
  otherAccounts?: LocalAccount[]
  /** Leave the wallet disconnected. */
  disconnected?: boolean
  /** The provider's look and words (token list, locale, messages). */
  ui?: SupertxUiProps
}

export async function setup(parameters: SetupParameters) {
  const {
    account = testAccount(),
    walletKind,
    chains = { 31337: `${parameters.baseUrl.replace(/\/+$/, '')}/rpc/31337` },
  } = parameters
  const { connector, wallet } = localWallet({ account, kind: walletKind })
  const others = (parameters.otherAccounts ?? []).map((other) =>
    localWallet({ account: other, kind: walletKind }),
  )
  const chainList = Object.entries(chains).map(([id, url]) => testChain(Number(id), url))
  const wagmiConfig = createConfig({
    chains: chainList as [ReturnType<typeof testChain>, ...ReturnType<typeof testChain>[]],
    connectors: [connector, ...others.map((o) => o.connector)],
    transports: Object.fromEntries(chainList.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
    storage: null,
  })
  if (!parameters.disconnected)
    await connect(wagmiConfig as never, { connector: wagmiConfig.connectors[0] } as never)
  const storage = parameters.storage ?? createMemoryStorage()
  const { ui, ...configParameters } = parameters
  const config = createSupertxConfig({ pollingInterval: 10, ...configParameters, storage })
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={wagmiConfig as never} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider config={config} {...ui}>
          {children}
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
  // The user switches the wallet to another of its accounts (index into `otherAccounts`, 1-based;
  // 0 is the first account).
  const switchAccount = (index: number) =>
    connect(wagmiConfig as never, { connector: wagmiConfig.connectors[index] } as never)
  const wallets = [wallet, ...others.map((o) => o.wallet)]
  return {
    wrapper,
    wagmiConfig,
    config,
    wallet,
    wallets,
    account,
    storage,
    queryClient,
    switchAccount,
  }
}
