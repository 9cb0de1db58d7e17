// src/main.tsx: the devnet in development (`vite`), the real service in production (`vite build`).
// `import.meta.env.DEV` is `false` in a production build, so the bundler drops the first branch,
// and with it the devnet client and the dev wallet.
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import 'supertx-kit/styles.css'
import { App } from './app'

const { Providers } = import.meta.env.DEV
  ? await import('./devnet-providers') // the devnet the Vite plugin started, the dev wallet
  : await import('./providers') // your chains and wallets, the service through your proxy

const app: ReactNode = (
  <Providers>
    <App />
  </Providers>
)
createRoot(document.getElementById('root')!).render(app)
