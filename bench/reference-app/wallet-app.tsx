// The reference app's own part, the same in every build: a wagmi 3 dApp with React 19 and TanStack
// Query that connects a browser wallet (an injected connector) and shows its account, its ether
// (`useBalance`) and a token's balance, decimals and symbol (`useReadContracts`), as nearly every
// dApp does. The part it renders below is what differs: without the kit, a sentence; with it, the
// kit's drop-in checkout (with-kit.tsx) or the brief's hooks composed by hand (with-hooks.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { type Address, erc20Abi, formatUnits } from 'viem'
import {
  createConfig,
  http,
  useBalance,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useReadContracts,
  WagmiProvider,
} from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

const wagmiConfig = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient()

export const USDC_ON_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

function Balances({ address }: { address: Address }) {
  const ether = useBalance({ address, chainId: base.id })
  const token = { address: USDC_ON_BASE, abi: erc20Abi, chainId: base.id } as const
  const { data } = useReadContracts({
    allowFailure: false,
    contracts: [
      { ...token, functionName: 'balanceOf', args: [address] },
      { ...token, functionName: 'decimals' },
      { ...token, functionName: 'symbol' },
    ],
  })
  return (
    <p>
      {ether.data ? `${formatUnits(ether.data.value, ether.data.decimals)} ETH` : '…'}
      {data ? `, ${formatUnits(data[0], data[1])} ${data[2]}` : ''}
    </p>
  )
}

function Wallet() {
  const { address, status } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (status === 'connected')
    return (
      <>
        <p>
          {address}{' '}
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect
          </button>
        </p>
        <Balances address={address} />
      </>
    )
  return (
    <p>
      {connectors.map((connector) => (
        <button type="button" key={connector.uid} onClick={() => connect.mutate({ connector })}>
          Connect {connector.name}
        </button>
      ))}
    </p>
  )
}

export function renderApp(checkout: ReactNode) {
  const root = document.getElementById('root')
  if (!root) throw new Error('the page has no #root element')
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <h1>Shop</h1>
          <Wallet />
          {checkout}
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
