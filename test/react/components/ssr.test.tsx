// @vitest-environment node
// <Supertransaction> with no children renders on the server without window, in English first
// even for locale "de" (the German words load on the client after hydration).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig } from '@wagmi/core'
import { renderToString } from 'react-dom/server'
import { http } from 'viem'
import { expect, it } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { createSupertxConfig, Supertransaction, SupertxProvider } from '../../../src/react/index.js'
import { testChain } from '../support/setup.js'

it('renders the whole <Supertransaction> on the server, deterministically, with no window', () => {
  expect(typeof window).toBe('undefined')
  const chain = testChain(31337)
  const wagmiConfig = createConfig({
    chains: [chain],
    transports: { [chain.id]: http() },
    ssr: true,
  })
  const config = createSupertxConfig({
    baseUrl: 'http://127.0.0.1:9',
    storage: createMemoryStorage(),
  })
  const page = () =>
    renderToString(
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={new QueryClient()}>
          <SupertxProvider config={config} locale="de" theme="dark">
            <Supertransaction
              mode="smart-account"
              composeFlows={[
                {
                  type: '/instructions/build',
                  data: {
                    to: '0x3333333333333333333333333333333333333333',
                    chainId: 31337,
                    functionSignature: 'function approve(address spender, uint256 amount)',
                    args: ['0x2222222222222222222222222222222222222222', '1'],
                  },
                },
              ]}
            />
          </SupertxProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
  const html = page()
  expect(html).toContain('class="stx-root stx-supertransaction"')
  expect(html).toContain('data-stx-theme="dark"')
  expect(html).toContain('No quote yet.')
  expect(html).toContain('Get quote')
  expect(html).toContain('Connect your wallet to continue.')
  expect(html).not.toContain('Angebot holen')
  expect(page()).toBe(html)
})
