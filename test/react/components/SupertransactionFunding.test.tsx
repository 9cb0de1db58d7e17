// <Supertransaction mode="smart-account" fundAccount>: while the funding step runs ("Sending your
// smart account its funds…") the run is under way: the button is busy with its spinner and a
// second press does nothing (no second run, no new quote, no signature). The chain's node is a
// scripted JSON-RPC answer on the test server: the preview runs through, and the funding step's
// balance read (at `latest`) never answers, so the step stays in progress.
import '@testing-library/jest-dom/vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Answer, setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  makeSimpleQuoteFor,
  orchestratorLookup,
  quoteRequestFor,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { accountFactoryCall } from '../../support/rpc-node.js'
import { setup } from '../support/setup.js'

const { mode, composeFlows } = quoteRequestFor('simple')
const server = setupScriptedServer()
const zeroWord = `0x${'00'.repeat(32)}`

type RpcRequest = { id: number; method: string; params: unknown[] }

function rpc(request: RpcRequest): unknown {
  const result = (value: unknown) => ({ jsonrpc: '2.0', id: request.id, result: value })
  switch (request.method) {
    case 'eth_chainId':
      return result('0x7a69')
    case 'eth_blockNumber':
      return result('0x10')
    case 'eth_call':
      // The account factory answers what it computes for the owner; any other read holds nothing.
      return result(accountFactoryCall(request.params) ?? zeroWord)
    case 'eth_simulateV1': {
      const blocks = (request.params[0] as { blockStateCalls: { calls: unknown[] }[] })
        .blockStateCalls
      return result(
        blocks.map((block, i) => ({
          number: `0x${(17 + i).toString(16)}`,
          hash: `0x${'11'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: '0x1c9c380',
          gasUsed: '0x0',
          baseFeePerGas: '0x0',
          calls: block.calls.map(() => ({
            status: '0x1',
            returnData: zeroWord,
            gasUsed: '0x0',
            logs: [],
          })),
        })),
      )
    }
    default:
      return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'not here' } }
  }
}

beforeAll(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/quote', (body) => ({ json: makeSimpleQuoteFor(body as QuoteParameters) }))
  server.on('POST /rpc', (body): Answer => {
    const requests = (Array.isArray(body) ? body : [body]) as RpcRequest[]
    // The funding step reads what the smart account holds now: that read never answers.
    if (
      requests.some(
        (r) => r.method === 'eth_call' && r.params[1] === 'latest' && !accountFactoryCall(r.params),
      )
    )
      return { hang: true }
    const answers = requests.map(rpc)
    return { json: Array.isArray(body) ? answers : answers[0] }
  })
})

const button = () =>
  screen.getAllByRole('button', {
    name: /Get quote|Sign and execute|Try again|…/,
  })[0] as HTMLElement

describe('<Supertransaction fundAccount>: the funding step is part of the run', () => {
  it('while the wallet funds the smart account: busy, spinner, and a second press does nothing', async () => {
    const { wrapper, wallet } = await setup({
      baseUrl: server.url,
      chains: { 31337: `${server.url}/rpc` },
    })
    const statuses: string[] = []
    const { container } = render(
      <Supertransaction
        mode={mode}
        fundAccount
        composeFlows={composeFlows}
        onStatus={(s) => statuses.push(s.status)}
      />,
      { wrapper },
    )
    fireEvent.click(button())
    await waitFor(
      () => {
        expect(button()).toHaveAccessibleName('Sign and execute')
        expect(button()).not.toHaveAttribute('aria-disabled')
      },
      { timeout: 10_000 },
    )
    fireEvent.click(button())
    await waitFor(() =>
      expect(button()).toHaveAccessibleName('Sending your smart account its funds…'),
    )
    expect(button()).toHaveAttribute('aria-busy', 'true')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(container.querySelector('.stx-supertx-button__button .stx-spinner')).not.toBeNull()
    const quotes = server.count('POST /v1/quote')
    fireEvent.click(button())
    fireEvent.click(button())
    await new Promise((settle) => setTimeout(settle, 200))
    expect(button()).toHaveAccessibleName('Sending your smart account its funds…')
    expect(server.count('POST /v1/quote')).toBe(quotes)
    expect(wallet.prompts).toEqual([])
    expect(statuses.at(-1)).toBe('funding')
  })
})
