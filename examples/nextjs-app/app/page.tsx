'use client'
// app/page.tsx: the devnet under `next dev`, the real service after `next build`.
// `process.env.NODE_ENV` is "production" in a production build, so the first branch and its
// import() are dropped, and with them the devnet client and the dev wallet.
import dynamic from 'next/dynamic'
import { App } from './app'
import { Providers as ServiceProviders } from './providers'

const Providers =
  process.env.NODE_ENV === 'development'
    ? dynamic(() => import('./devnet-providers').then((m) => m.Providers), { ssr: false })
    : ServiceProviders

export default function Page() {
  return (
    <Providers>
      <App />
    </Providers>
  )
}
