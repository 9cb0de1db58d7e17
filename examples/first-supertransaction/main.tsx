import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { Supertransaction, SupertxProvider } from 'supertx-kit'
import { devWallet } from 'supertx-kit/dev-wallet'
import { devnetProviderProps, devnetWagmiParameters, fetchDevnet } from 'supertx-kit/devnet/client'
import 'supertx-kit/styles.css'
import { createConfig, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'

const devnet = await fetchDevnet() // what the Vite plugin started: API, chains, tokens, accounts
const wagmiConfig = createConfig({ ...devnetWagmiParameters(devnet), connectors: [devWallet()] })
await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! }) // dev account 0, funded

const chain = devnet.chains[0]!
const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!.address

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <SupertxProvider {...devnetProviderProps(devnet)}>
        {/* Send 25 USDC from your wallet to dev account 1: one permit signature, then it lands. */}
        <Supertransaction
          mode="eoa" // pulls what the flows spend (25 USDC) from your wallet
          composeFlows={[
            {
              type: '/instructions/build',
              data: {
                to: usdc,
                chainId: chain.id,
                functionSignature: 'function transfer(address to, uint256 amount)',
                args: [devnet.accounts[1]!, '25000000'], // 25 USDC (6 decimals)
              },
            },
          ]}
        />
      </SupertxProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
