// src/devnet-providers.tsx: development only (main.tsx imports it under import.meta.env.DEV).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SupertxProvider } from 'supertx-kit'
import { devWallet } from 'supertx-kit/dev-wallet'
import { devnetProviderProps, devnetWagmiParameters, fetchDevnet } from 'supertx-kit/devnet/client'
import { createConfig, WagmiProvider } from 'wagmi'

const devnet = await fetchDevnet()
const wagmiConfig = createConfig({ ...devnetWagmiParameters(devnet), connectors: [devWallet()] })
const queryClient = new QueryClient()

export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SupertxProvider {...devnetProviderProps(devnet)}>{children}</SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
