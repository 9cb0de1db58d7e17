// The playground's boot: read the devnet `npm run dev` started (`/devnet.json`), build the wagmi
// config over its chains with the dev wallet (plus any EIP-6963 browser wallet), connect, render.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { type Chain, defineChain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect, reconnect } from 'wagmi/actions'
import { devWallet } from '../../src/dev-wallet/index.js'
import { App } from './App.js'
import { DEVNET_INFO_PATH, type PlaygroundDevnet } from './devnet-info.js'
import { initialChoices } from './url-state.js'
import '../../src/react/styles.css'
import './playground.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

function fatal(message: string) {
  root.render(
    <main className="playground">
      <h1>supertx-kit playground</h1>
      <p role="alert">{message}</p>
    </main>,
  )
}

async function boot() {
  const response = await fetch(DEVNET_INFO_PATH).catch(() => undefined)
  if (!response?.ok) {
    fatal(
      'The playground could not read the devnet’s details (/devnet.json). Start it with `npm run dev`, which starts the devnet and this page together.',
    )
    return
  }
  const devnet = (await response.json()) as PlaygroundDevnet
  const wallet = devWallet({ accountIndex: initialChoices().account })
  const chains = devnet.chains.map((chain) =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      blockExplorers: { default: { name: 'Devnet explorer', url: devnet.explorerUrl } },
      testnet: true,
    }),
  ) as unknown as [Chain, ...Chain[]]
  const wagmiConfig = createConfig({
    chains,
    connectors: [wallet],
    transports: Object.fromEntries(chains.map((c) => [c.id, http()])),
    pollingInterval: 500,
  })
  // Back to the wallet of the last visit (a browser wallet stays chosen); else the dev wallet.
  await reconnect(wagmiConfig).catch(() => undefined)
  const devConnector = wagmiConfig.connectors.find((c) => c.type === 'devWallet')
  if (wagmiConfig.state.status !== 'connected' && devConnector)
    await connect(wagmiConfig, { connector: devConnector }).catch((e) => console.warn(e))
  const queryClient = new QueryClient()
  root.render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <App devnet={devnet} wallet={wallet} />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

boot().catch((error: unknown) => fatal(`The playground failed to start: ${String(error)}`))
