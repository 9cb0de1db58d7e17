// The kit does eoa's setup: <FlowBuilder> hands back the `fundingTokens` its flows spend with the
// flows, and the drop-in <Supertransaction> in eoa mode sends them when the app gives none
// (checked in the request a real HTTP server received).
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Chain, defineChain } from 'viem'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  chainId,
  makeQuote,
  orchestratorLookup,
  usdc,
} from '../../../fixtures/verifiable-quotes.js'
import { fromComposeFlows } from '../../../src/core/flow-drafts/index.js'
import type { ComposeFlowInput } from '../../../src/core/schemas/compose-flow.js'
import {
  FlowBuilder,
  type FlowBuilderProps,
} from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { defaultUi, SupertxUiContext } from '../../../src/react/ui/ui-context.js'
import { setup } from '../support/setup.js'

afterEach(cleanup)

const base: Chain = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokenList = {
  name: 'test',
  tokens: [{ chainId: 8453, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
}
const transfer = (amount: string): ComposeFlowInput => ({
  type: '/instructions/build',
  data: {
    to: USDC,
    chainId: 8453,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [BOB, amount],
  },
})

function renderBuilder(props: Partial<FlowBuilderProps>) {
  const onChange = vi.fn()
  render(
    <SupertxUiContext.Provider value={{ ...defaultUi, tokenList }}>
      <FlowBuilder
        chains={[base]}
        onChange={onChange}
        defaultValue={fromComposeFlows([transfer('1000000')])}
        {...props}
      />
    </SupertxUiContext.Provider>,
  )
  return { onChange, last: () => onChange.mock.calls.at(-1)?.[1] }
}

async function typeAmount(text: string) {
  const user = userEvent.setup({ delay: null })
  const amount = screen.getByRole('group', { name: 'amount (uint256)' })
  const value = within(amount).getByRole('textbox', { name: 'Value' })
  await user.clear(value)
  await user.type(value, text)
}

describe('<FlowBuilder> hands back fundingTokens with the flows', () => {
  it('eoa mode: what the valid flows spend, for the same request', async () => {
    const { last } = renderBuilder({ mode: 'eoa' })
    await typeAmount('2500000')
    expect(last()).toEqual({
      composeFlows: [transfer('2500000')],
      issues: [],
      fundingTokens: [{ tokenAddress: USDC, chainId: 8453, amount: '2500000' }],
    })
  })

  it('eoa mode with an invalid flow: no flows and no funding', async () => {
    const { last } = renderBuilder({ mode: 'eoa' })
    await typeAmount('abc')
    expect(last().composeFlows).toBeUndefined()
    expect(last().fundingTokens).toBeUndefined()
    expect(last().issues.length).toBeGreaterThan(0)
  })

  it('smart-account mode: no fundingTokens (the account spends what it holds)', async () => {
    const { last } = renderBuilder({ mode: 'smart-account' })
    await typeAmount('2500000')
    expect(last().composeFlows).toEqual([transfer('2500000')])
    expect(last().fundingTokens).toBeUndefined()
  })
})

describe('<Supertransaction> in eoa mode funds itself from the flows', () => {
  const server = setupScriptedServer()
  beforeAll(() => {
    server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
    server.on('POST /v1/quote', { json: makeQuote('permit') })
  })
  const flows: ComposeFlowInput[] = [
    {
      type: '/instructions/build',
      data: {
        to: usdc,
        chainId,
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [BOB, '1000000'],
      },
    },
    {
      type: '/instructions/build',
      data: {
        to: usdc,
        chainId,
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [BOB, '250000'],
      },
    },
  ]
  const quoteBodies = () =>
    server.requests
      .filter((r) => r.path === '/v1/quote')
      .map((r) => r.body as Record<string, unknown>)

  it('no fundingTokens given: the request pulls what the flows spend', async () => {
    const { wrapper } = await setup({ baseUrl: server.url, apiKey: 'k' })
    render(<Supertransaction mode="eoa" composeFlows={flows} />, { wrapper })
    const before = quoteBodies().length
    fireEvent.click(screen.getByRole('button', { name: 'Get quote' }))
    await waitFor(() => expect(quoteBodies().length).toBe(before + 1))
    expect(quoteBodies().at(-1)?.fundingTokens).toEqual([
      { tokenAddress: usdc, chainId, amount: '1250000' },
    ])
  })

  it("the app's own fundingTokens win", async () => {
    const { wrapper } = await setup({ baseUrl: server.url, apiKey: 'k' })
    const given = [{ tokenAddress: usdc, chainId, amount: '9' }]
    render(<Supertransaction mode="eoa" composeFlows={flows} fundingTokens={given} />, {
      wrapper,
    })
    const before = quoteBodies().length
    fireEvent.click(screen.getByRole('button', { name: 'Get quote' }))
    await waitFor(() => expect(quoteBodies().length).toBe(before + 1))
    expect(quoteBodies().at(-1)?.fundingTokens).toEqual(given)
  })
})
