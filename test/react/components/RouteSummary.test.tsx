import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Route } from '../../../src/core/schemas/intent.js'
import type { TokenList } from '../../../src/core/tokens/token-list.js'
import { RouteSummary } from '../../../src/react/components/RouteSummary/RouteSummary.js'
import { SupertxProvider } from '../../../src/react/SupertxProvider.js'
import { setup } from '../support/setup.js'

const usdc = '0x00000000000000000000000000000000000000a1' as const
const weth = '0x00000000000000000000000000000000000000b2' as const
const tokenList: TokenList = {
  name: 'Test',
  tokens: [
    { chainId: 31337, address: usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: 31338, address: weth, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
  ],
}
const step = (patch: Partial<Route['steps'][number]>): Route['steps'][number] => ({
  type: 'swap',
  protocol: 'devpool',
  srcToken: usdc,
  dstToken: usdc,
  srcChainId: 31337,
  dstChainId: 31337,
  inputAmount: '1',
  outputAmount: '1',
  minOutputAmount: '1',
  ...patch,
})
const route: Route = {
  summary: 'USDC on 31337 → WETH on 31338',
  type: 'swap-bridge',
  steps: [
    step({ type: 'bridge', protocol: 'devbridge', dstChainId: 31338 }),
    step({ protocol: 'devpool', srcChainId: 31338, dstChainId: 31338, dstToken: weth }),
  ],
  totalGasFeesUsd: 0.4213,
  totalBridgeFeesUsd: 1.5,
  estimatedTime: 300,
  outputAmount: '1234500000000000000',
  minOutputAmount: '1222155000000000000',
}

describe('RouteSummary', () => {
  it('shows the steps with their chains, the output and minimum, fees and time', async () => {
    const { wrapper: Wrapper, config } = await setup({
      baseUrl: 'http://127.0.0.1:9',
      chains: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
    })
    render(
      <Wrapper>
        <SupertxProvider config={config} tokenList={tokenList}>
          <RouteSummary route={route} />
        </SupertxProvider>
      </Wrapper>,
    )
    const region = screen.getByRole('region', { name: 'Route' })
    expect(within(region).getByRole('heading').textContent).toBe(route.summary)
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bridge via devbridge Test chain 31337 → Test chain 31338',
      'Swap via devpool on Test chain 31338',
    ])
    const facts = within(region)
      .getAllByRole('definition')
      .map((dd) => dd.textContent)
    expect(facts).toEqual(['1.2345 WETH', '1.222155 WETH', '$0.42', '$1.50', 'about 5 min'])
  })

  it('formats in the provider locale', async () => {
    const { wrapper: Wrapper, config } = await setup({ baseUrl: 'http://127.0.0.1:9' })
    render(
      <Wrapper>
        <SupertxProvider config={config} tokenList={tokenList} locale="de">
          <RouteSummary route={{ ...route, estimatedTime: 45 }} />
        </SupertxProvider>
      </Wrapper>,
    )
    // Intl puts a no-break space before the currency sign in German.
    const facts = screen
      .getAllByRole('definition')
      .map((dd) => dd.textContent?.replace(/\u00a0/g, ' '))
    expect(facts).toEqual(['1,2345 WETH', '1,222155 WETH', '0,42 $', '1,50 $', 'about 45 s'])
  })

  it('hands the route to a render function', () => {
    render(<RouteSummary route={route}>{(r) => <p>{r.steps.length} steps</p>}</RouteSummary>)
    expect(screen.getByText('2 steps')).toBeTruthy()
  })
})
