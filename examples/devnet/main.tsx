import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { SupertxProvider, useOrchestrator } from 'supertx-kit'
import { devWallet } from 'supertx-kit/dev-wallet'
import { devnetProviderProps, devnetWagmiParameters, fetchDevnet } from 'supertx-kit/devnet/client'
import 'supertx-kit/styles.css'
import { createConfig, useAccount, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'

// The devnet the dev server started: its API, chains, tokens and dev accounts.
const devnet = await fetchDevnet()
const wagmiConfig = createConfig({ ...devnetWagmiParameters(devnet), connectors: [devWallet()] })
await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })

function Account() {
  const { address, chain } = useAccount()
  const { data: groups } = useOrchestrator({ chains: devnet.chains.map((c) => c.id) })
  const account = groups?.[0]?.address
  return (
    <p>
      {address} on {chain?.name}; smart account {account ?? '…'}
    </p>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <SupertxProvider {...devnetProviderProps(devnet)}>
        <Account />
      </SupertxProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
