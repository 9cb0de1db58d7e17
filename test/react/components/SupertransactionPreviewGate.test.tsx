// <Supertransaction> signs only what its balance preview ran through, in every mode and by
// default: a quote the preview says would revert, or one whose preview has not finished, keeps the
// button off with the reason, and a click signs nothing. The chain's node is a scripted JSON-RPC
// answer on the test server (eth_blockNumber, eth_simulateV1), so the preview is real code.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Answer, setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  makeSimpleQuoteFor,
  orchestratorLookup,
  quoteRequestFor,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { accountFactoryCall, rpcNodes } from '../../support/rpc-node.js'
import { setup } from '../support/setup.js'

const { mode, composeFlows } = quoteRequestFor('simple')
const server = setupScriptedServer()
/**
 * How the scripted node answers eth_simulateV1: every call fails, it has not answered yet, or it
 * is down (a 503, as behind a load balancer whose node died).
 */
let simulate: 'revert' | 'hang' | 'down'

type RpcRequest = { id: number; method: string; params: unknown[] }
type SimulatedBlock = { calls: unknown[] }

function rpc(request: RpcRequest): unknown {
  const result = (value: unknown) => ({ jsonrpc: '2.0', id: request.id, result: value })
  switch (request.method) {
    case 'eth_chainId':
      return result('0x7a69')
    case 'eth_blockNumber':
      return result('0x10')
    case 'eth_call': {
      // The account factory: what it computes for the owner.
      const account = accountFactoryCall(request.params)
      if (account) return result(account)
      return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'not here' } }
    }
    case 'eth_simulateV1': {
      const blocks = (request.params[0] as { blockStateCalls: SimulatedBlock[] }).blockStateCalls
      return result(
        blocks.map((block, i) => ({
          number: `0x${(17 + i).toString(16)}`,
          hash: `0x${'11'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: '0x1c9c380',
          gasUsed: '0x0',
          baseFeePerGas: '0x0',
          calls: block.calls.map(() => ({
            status: '0x0',
            returnData: '0x',
            gasUsed: '0x0',
            logs: [],
          })),
        })),
      )
    }
    default:
      return {
        jsonrpc: '2.0',
        id: request.id,
        error: { code: -32601, message: 'not here' },
      }
  }
}

beforeAll(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/quote', (body) => ({ json: makeSimpleQuoteFor(body as QuoteParameters) }))
  server.on('POST /rpc', (body): Answer => {
    const requests = (Array.isArray(body) ? body : [body]) as RpcRequest[]
    if (simulate === 'hang' && requests.some((r) => r.method === 'eth_simulateV1'))
      return { hang: true }
    if (simulate === 'down' && requests.some((r) => r.method === 'eth_simulateV1'))
      return { status: 503, text: 'Service Unavailable', contentType: 'text/plain' }
    const answers = requests.map(rpc)
    return { json: Array.isArray(body) ? answers : answers[0] }
  })
})
beforeEach(() => {
  simulate = 'revert'
})

const button = () =>
  screen.getAllByRole('button', {
    name: /Get quote|Sign and execute|Try again|…/,
  })[0] as HTMLElement

describe('<Supertransaction>: the preview gates signing in every mode', () => {
  it('smart-account, no requirePreview: a quote the preview says would revert cannot be signed, and says why', async () => {
    const { wrapper, wallet } = await setup({
      baseUrl: server.url,
      chains: { 31337: `${server.url}/rpc` },
    })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    await waitFor(() => expect(screen.getByText(/Would revert/)).toBeInTheDocument(), {
      timeout: 5_000,
    })
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(
      'This would fail on Test chain 31337, so it is not signed: see why under “Your balances after”.',
    )
    fireEvent.click(button())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('smart-account, no requirePreview: while the preview runs, the button is off and says so', async () => {
    simulate = 'hang'
    const { wrapper, wallet } = await setup({
      baseUrl: server.url,
      chains: { 31337: `${server.url}/rpc` },
    })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(
      'Previewing what each chain will do to your balances before you sign…',
    )
    fireEvent.click(button())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('smart-account, no requirePreview: a chain whose node does not answer cannot be signed, and says so', async () => {
    simulate = 'down'
    const { wrapper, wallet } = await setup({
      baseUrl: server.url,
      chains: { 31337: `${server.url}/rpc` },
    })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    await waitFor(
      () =>
        expect(button()).toHaveAccessibleDescription(
          'Test chain 31337 is not answering, so what this does there cannot be previewed, and it is not signed until it answers.',
        ),
      { timeout: 10_000 },
    )
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(button())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
    // The node answers again: the run previews it again by itself (here its calls would revert,
    // which the button now says instead).
    simulate = 'revert'
    await waitFor(
      () =>
        expect(button()).toHaveAccessibleDescription(
          'This would fail on Test chain 31337, so it is not signed: see why under “Your balances after”.',
        ),
      { timeout: 10_000 },
    )
  })

  it('smart-account, no requirePreview: a chain that cannot be previewed does not block signing (requirePreview does)', async () => {
    // The default chain's node answers its account factory, but cannot simulate: its preview is
    // unavailable.
    server.on('POST /rpc/*', rpcNodes())
    const { wrapper } = await setup({ baseUrl: server.url })
    const view = render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), {
      timeout: 10_000,
    })
    view.unmount()
    const again = await setup({ baseUrl: server.url })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} requirePreview />, {
      wrapper: again.wrapper,
    })
    fireEvent.click(button())
    await waitFor(
      () =>
        expect(button()).toHaveAccessibleDescription(
          'This app signs only what it could preview, and a chain’s balance changes cannot be previewed.',
        ),
      { timeout: 10_000 },
    )
    expect(button()).toHaveAttribute('aria-disabled', 'true')
  })
})
