'use client'
// app/devnet-providers.tsx: development only (page.tsx imports it when NODE_ENV is
// "development"), on a devnet started beside `next dev` with
//   npx supertx-kit devnet --info-file public/devnet.json
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { SupertxProvider } from 'supertx-kit'
import { devWallet } from 'supertx-kit/dev-wallet'
import {
  type DevnetDescription,
  devnetProviderProps,
  devnetWagmiParameters,
  fetchDevnet,
} from 'supertx-kit/devnet/client'
import { type Config, createConfig, WagmiProvider } from 'wagmi'

const queryClient = new QueryClient()

type Devnet = { description: DevnetDescription; wagmiConfig: Config }

export function Providers({ children }: { children: ReactNode }) {
  const [devnet, setDevnet] = useState<Devnet>()
  const [error, setError] = useState<Error>()
  useEffect(() => {
    fetchDevnet({ url: '/devnet.json' }).then((description) => {
      const wagmiConfig = createConfig({
        ...devnetWagmiParameters(description),
        connectors: [devWallet()],
      })
      setDevnet({ description, wagmiConfig })
    }, setError)
  }, [])
  // DevnetDescriptionError says what to start: e.g. the devnet is not running.
  if (error) return <p role="alert">{error.message}</p>
  if (!devnet) return <p>Connecting to the devnet…</p>
  const { description, wagmiConfig } = devnet
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider {...devnetProviderProps(description)}>{children}</SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
