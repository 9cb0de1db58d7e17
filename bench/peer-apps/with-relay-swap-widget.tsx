// The reference app with a peer's drop-in: Relay's <SwapWidget> in its <RelayKitProvider> (npm
// @reservoir0x/relay-kit-ui, with its stylesheet), rendered where bench/reference-app/with-kit.tsx renders
// <Supertransaction>. `npm run bench` installs it on demand (bench/peers.ts).
import { RelayKitProvider, SwapWidget } from '@reservoir0x/relay-kit-ui'
import '@reservoir0x/relay-kit-ui/styles.css'
import { renderApp } from './wallet-app.js' // bench/reference-app's, copied beside it

renderApp(
  <RelayKitProvider options={{ appName: 'Reference app' }}>
    <SwapWidget supportedWalletVMs={['evm']} onConnectWallet={() => {}} />
  </RelayKitProvider>,
)
