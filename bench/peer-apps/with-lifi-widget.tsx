// The reference app with a peer's drop-in: LI.FI's <LiFiWidget> (npm @lifi/widget), rendered where
// with-kit.tsx renders <Supertransaction>. `npm run bench` installs it on demand (bench/peers.ts).
import { LiFiWidget } from '@lifi/widget'
import { renderApp } from './wallet-app.js' // bench/reference-app's, copied beside it

renderApp(<LiFiWidget integrator="reference-app" />)
