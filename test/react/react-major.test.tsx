// The suite that renders runs once per React major (vitest.config.ts projects `react` and
// `react18`): this proves each run loads the major it claims to, and one React only, the one that
// the kit's modules, react-dom, Testing Library, TanStack Query and wagmi all render with.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { useState, version } from 'react'
import { version as domVersion } from 'react-dom'
import { renderToString } from 'react-dom/server'
import { defineChain, http } from 'viem'
import { expect, it } from 'vitest'
import { createConfig, useChainId, WagmiProvider } from 'wagmi'

const chain = defineChain({
  id: 31337,
  name: 'Test chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const config = createConfig({ chains: [chain], transports: { [chain.id]: http() } })

function Probe() {
  const [n] = useState(1)
  const chainId = useChainId()
  const { data } = useQuery({ queryKey: ['probe'], queryFn: async () => n + 1 })
  return <p>{data === undefined ? 'loading' : `chain ${chainId} data ${data}`}</p>
}

const app = () => (
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>
  </WagmiProvider>
)

it(`runs on React ${process.env.REACT_MAJOR}`, () => {
  expect(process.env.REACT_MAJOR).toMatch(/^1[89]$/)
  expect(version.split('.')[0]).toBe(process.env.REACT_MAJOR)
  expect(domVersion.split('.')[0]).toBe(process.env.REACT_MAJOR)
})

// With two Reacts these throw: a hook of one React called while the other renders finds no
// dispatcher ("Invalid hook call").
it('renders the hooks of wagmi and TanStack Query with that one React', async () => {
  render(app())
  expect(await screen.findByText('chain 31337 data 2')).toBeTruthy()
})

it('renders them on the server with that one React', () => {
  expect(renderToString(app())).toBe('<p>loading</p>')
})
