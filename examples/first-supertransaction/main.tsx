import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { Supertransaction, SupertxProvider } from 'supertx-kit'
import { devWallet } from 'supertx-kit/dev-wallet'
import {
  devnetChains,
  devnetTokenList,
  devnetTransports,
  fetchDevnet,
} from 'supertx-kit/devnet/client'
import 'supertx-kit/styles.css'
import { createConfig, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'

const devnet = await fetchDevnet() // what the Vite plugin started: API, chains, tokens, accounts
const wagmiConfig = createConfig({
  chains: devnetChains(devnet),
  transports: devnetTransports(devnet),
  connectors: [devWallet()], // signs as dev account 0, funded on every chain
})
await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })

const chain = devnet.chains[0]!
const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!.address
const amount = '25000000' // 25 USDC (6 decimals)

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <SupertxProvider
        baseUrl={devnet.apiUrl}
        apiKey={devnet.apiKey}
        explorerUrl={devnet.explorerUrl}
        tokenList={devnetTokenList(devnet)}
      >
        {/* Send 25 USDC from your wallet to dev account 1: one permit signature, then it lands. */}
        <Supertransaction
          mode="eoa"
          fundingTokens={[{ tokenAddress: usdc, chainId: chain.id, amount }]}
          composeFlows={[
            {
              type: '/instructions/build',
              data: {
                to: usdc,
                chainId: chain.id,
                functionSignature: 'function transfer(address to, uint256 amount)',
                args: [devnet.accounts[1]!, amount],
              },
            },
          ]}
        />
      </SupertxProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
