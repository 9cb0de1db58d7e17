// The reference app without the kit.
import { renderApp } from './wallet-app.js'

renderApp(<p>Connect a wallet to pay.</p>)
