// The playground's boot: read the devnet `npm run dev` started (its Vite plugin serves the
// description), build the wagmi config over its chains with the dev wallet (plus any EIP-6963
// browser wallet), connect, render.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { connect, reconnect } from 'wagmi/actions'
import { devWallet } from '../../src/dev-wallet/index.js'
import {
  DevnetDescriptionError,
  devnetChains,
  devnetTransports,
  fetchDevnet,
} from '../../src/devnet-client/index.js'
import { App } from './App.js'
import { playgroundDevnet } from './devnet-info.js'
import { initialChoices } from './url-state.js'
import { wordsIn } from './words.js'
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
  const devnet = playgroundDevnet(await fetchDevnet())
  const wallet = devWallet({ accountIndex: initialChoices().account })
  const wagmiConfig = createConfig({
    chains: devnetChains(devnet),
    connectors: [wallet],
    transports: devnetTransports(devnet),
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

boot().catch((error: unknown) => {
  const words = wordsIn(initialChoices().locale).boot
  fatal(
    error instanceof DevnetDescriptionError
      ? words.startWithDev(error.shortMessage)
      : words.failed(String(error)),
  )
})
