// @vitest-environment node
// SSR: importing the kit and rendering on the server touches neither window nor storage.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig } from '@wagmi/core'
import { renderToString } from 'react-dom/server'
import { http } from 'viem'
import { expect, it } from 'vitest'
import { WagmiProvider } from 'wagmi'
import type { SupertxStorage } from '../../src/core/config/storage.js'
import { createSupertxConfig, SupertxProvider, useSupertransaction } from '../../src/react/index.js'
import { testChain } from './support/setup.js'

function Status() {
  const tx = useSupertransaction({ mode: 'smart-account', composeFlows: [] })
  return <p>{tx.status}</p>
}

it('renders useSupertransaction on the server without window and without reading storage', () => {
  expect(typeof window).toBe('undefined')
  const touched: string[] = []
  const storage: SupertxStorage = {
    getItem: (key) => {
      touched.push(`get ${key}`)
      return null
    },
    setItem: (key) => void touched.push(`set ${key}`),
    removeItem: (key) => void touched.push(`remove ${key}`),
  }
  const chain = testChain(31337)
  const wagmiConfig = createConfig({
    chains: [chain],
    transports: { [chain.id]: http() },
    ssr: true,
  })
  const config = createSupertxConfig({ baseUrl: 'http://127.0.0.1:9', storage })
  const html = renderToString(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={new QueryClient()}>
        <SupertxProvider config={config}>
          <Status />
        </SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  expect(html).toContain('idle')
  expect(touched).toEqual([])
})

it('the default storage is resolved lazily: no localStorage here, the config still works', () => {
  const config = createSupertxConfig({ baseUrl: 'http://127.0.0.1:9' })
  config.storage.setItem('k', 'v')
  expect(config.storage.getItem('k')).toBe('v')
})
