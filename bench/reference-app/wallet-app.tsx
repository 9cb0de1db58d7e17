// The reference app's own part, the same in both builds: a wagmi 3 dApp with React 19 and TanStack
// Query that connects a browser wallet and shows its account. The part it renders below the wallet
// is what differs: without the kit, nothing more than a sentence; with it, the kit's drop-in
// checkout (with-kit.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  createConfig,
  http,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
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

function Wallet() {
  const { address, status } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (status === 'connected')
    return (
      <p>
        {address}{' '}
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      </p>
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
