// useQuote and useSupertransaction keep a quote only for the inputs it was made for: a change of
// owner, mode, flows, funding tokens or fee token drops it at once, and the request still under
// way for the old inputs is cancelled (the server sees the connection closed). Debouncing inputs
// being typed is the engine's (`requoteDelayMs`: test/unit/supertransaction/
// quote-bound-to-inputs.test.ts); useQuote quotes each request it is given, as TanStack's queries
// do. Against a real HTTP server on 127.0.0.1 with real local wallets.
import { act, renderHook, waitFor } from '@testing-library/react'
import type { Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import {
  chainId,
  makeSimpleQuoteFor,
  orchestratorLookup,
  quoteRequestFor,
  receiptBody,
  usdc,
} from '../../fixtures/verifiable-quotes.js'
import { devnetDelegate } from '../../src/core/config/delegates.js'
import type { QuoteParameters } from '../../src/core/index.js'
import { useQuote } from '../../src/react/hooks/useQuote.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { rpcNode } from '../support/rpc-node.js'
import { setup, testAccount } from './support/setup.js'

const server = setupScriptedServer()
const delegation = devnetDelegate
let made: number
// A quote request for this amount is answered only after this many ms.
let slow: { amount: string; ms: number } | undefined
// The hashes of the quotes the server made, in order.
const madeHashes: Hex[] = []
const hashOf = (n: number) => madeHashes[n - 1] ?? 'not made yet'

const argsOf = (request: QuoteParameters | undefined) =>
  (request?.composeFlows[0]?.data as { args?: string[] } | undefined)?.args
beforeEach(() => {
  made = 0
  madeHashes.length = 0
  slow = undefined
  server.on('POST /rpc/31337', rpcNode(31337, { nonce: 0, code: '0x' }))
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/quote', async (body) => {
    const request = body as QuoteParameters & { authorizations?: unknown[] }
    if (slow && argsOf(request)?.[1] === slow.amount)
      await new Promise((resolve) => setTimeout(resolve, slow?.ms))
    // eoa-7702: the service asks for the delegation until the request carries it.
    if (request.mode === 'eoa-7702' && !request.authorizations)
      return {
        status: 412,
        json: { authorizations: [{ address: delegation, chainId, nonce: 0 }] },
      }
    const quote = makeSimpleQuoteFor(request, ++made)
    madeHashes.push(quote.quote.hash as Hex)
    return { json: { ...quote, mode: request.mode } }
  })
  server.on('POST /v1/execute', (body) => ({
    json: {
      success: true,
      supertxHash: (body as { quote: { hash: string } }).quote.hash,
      error: null,
    },
  }))
  server.on('GET /v1/explorer/*', (_, { path }) => ({
    json: receiptBody(path.split('/').pop() as string, 'success'),
  }))
})

const base = quoteRequestFor('simple')
function sending(units: string, request: QuoteParameters = base): QuoteParameters {
  const [flow] = request.composeFlows as [{ type: string; data: { args: string[] } }]
  return {
    ...request,
    composeFlows: [
      { ...flow, data: { ...flow.data, args: [flow.data.args[0], units] } },
    ] as QuoteParameters['composeFlows'],
  }
}
const quoteRequests = () => server.requests.filter((r) => r.path === '/v1/quote')
const quoteBodies = () => quoteRequests().map((r) => r.body as QuoteParameters)

const changes: [string, (request: QuoteParameters) => QuoteParameters][] = [
  ['ownerAddress', (r) => ({ ...r, ownerAddress: testAccount(1).address })],
  ['mode', (r) => ({ ...r, mode: 'eoa' })],
  ['composeFlows', (r) => sending('7', r)],
  [
    'fundingTokens',
    (r) => ({ ...r, fundingTokens: [{ tokenAddress: usdc, chainId, amount: '5' }] }),
  ],
  ['feeToken', (r) => ({ ...r, feeToken: { address: usdc, chainId } })],
]

describe('useQuote: a quote is bound to its inputs', () => {
  it.each(changes)(
    'a change of %s drops the quote at once and quotes the new inputs',
    async (field, change) => {
      const { wrapper } = await setup({ baseUrl: server.url })
      const { result, rerender } = renderHook((props: QuoteParameters) => useQuote(props), {
        wrapper,
        initialProps: base,
      })
      await waitFor(() => expect(result.current.data?.quote.hash).toBe(hashOf(1)))
      const next = change(base)
      rerender(next)
      // Never the old inputs' quote under the new inputs, not even for one render.
      expect(result.current.data).toBeUndefined()
      await waitFor(() => expect(result.current.data?.quote.hash).toBe(hashOf(2)))
      const second = quoteBodies()[1] as Record<string, unknown>
      expect(second[field]).toEqual((next as Record<string, unknown>)[field])
    },
  )

  it('the request under way for the old inputs is cancelled, and its late answer never shows', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    slow = { amount: '1', ms: 1_000 }
    const { result, rerender } = renderHook((props: QuoteParameters) => useQuote(props), {
      wrapper,
      initialProps: sending('1'),
    })
    await waitFor(() => expect(quoteRequests()).toHaveLength(1))
    rerender(sending('200'))
    await waitFor(() => expect(result.current.data?.quote.hash).toBeDefined())
    expect(quoteBodies().map((b) => argsOf(b)?.[1])).toEqual(['1', '200'])
    // The first one's connection was closed by the client.
    await waitFor(() => expect(quoteRequests()[0]?.abandoned).toBe(true))
    // The slow answer for the old inputs, had it been kept, would arrive now: it never shows.
    // (The server numbers quotes as it answers: the new inputs' quote was its first.)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(result.current.data?.quote.hash).toBe(hashOf(1))
    expect(argsOf(result.current.request as QuoteParameters)?.[1]).toBe('200')
  })

  it('a quote near its expiry is fetched again before it expires', async () => {
    server.on('POST /v1/quote', (body) => {
      const quote = makeSimpleQuoteFor(body as QuoteParameters, ++made)
      madeHashes.push(quote.quote.hash as Hex)
      for (const op of quote.quote.userOps)
        op.upperBoundTimestamp = Math.floor(Date.now() / 1000) + 3
      return { json: quote }
    })
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useQuote({ ...base, refreshMarginMs: 30_000 }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.data?.quote.hash).toBe(hashOf(1)))
    await waitFor(() => expect(result.current.data?.quote.hash).toBe(hashOf(2)), {
      timeout: 2_500,
    })
  })
})

describe('useSupertransaction: a quote is bound to its inputs', () => {
  it.each(changes)(
    'a change of %s after the quote drops it and quotes the new inputs for review',
    async (field, change) => {
      const { wrapper } = await setup({ baseUrl: server.url })
      const { result, rerender } = renderHook(
        (props: QuoteParameters) => useSupertransaction({ ...props, requoteDelayMs: 50 }),
        { wrapper, initialProps: base },
      )
      await act(() => result.current.quote())
      expect(result.current.data.quote?.quote.hash).toBe(hashOf(1))
      const next = change(base)
      rerender(next)
      await waitFor(() => expect(result.current.data.quote?.quote.hash).not.toBe(hashOf(1)))
      await waitFor(() => expect(result.current.status).toBe('quoted'))
      expect(result.current.data.quote?.quote.hash).toBe(hashOf(2))
      const second = quoteBodies()[1] as Record<string, unknown>
      expect(second[field]).toEqual((next as Record<string, unknown>)[field])
    },
  )

  it('edited flows after the quote: what executes is the quote of the edited flows, never the old one', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const { result, rerender } = renderHook(
      (props: QuoteParameters) => useSupertransaction({ ...props, requoteDelayMs: 50 }),
      { wrapper, initialProps: sending('1000000') },
    )
    await act(() => result.current.quote())
    rerender(sending('2000000'))
    await waitFor(() => expect(result.current.data.quote?.quote.hash).toBe(hashOf(2)))
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'))
    const executed = server.requests.filter((r) => r.path === '/v1/execute')
    expect(executed.map((r) => (r.body as { quote: { hash: string } }).quote.hash)).toEqual([
      hashOf(2),
    ])
    expect(wallet.prompts).toHaveLength(1)
  })

  it('a wallet switch after the quote: quoted again for the new account, which can sign it', async () => {
    const second = testAccount(1)
    const { wrapper, wallets, switchAccount } = await setup({
      baseUrl: server.url,
      otherAccounts: [second],
    })
    const { mode, composeFlows } = base
    const { result } = renderHook(
      () => useSupertransaction({ mode, composeFlows, requoteDelayMs: 50 }),
      { wrapper },
    )
    await act(() => result.current.quote())
    expect(quoteBodies()[0]?.ownerAddress).toBe(testAccount(0).address)
    await act(() => switchAccount(1))
    await waitFor(() => expect(quoteBodies()).toHaveLength(2))
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    expect(quoteBodies()[1]?.ownerAddress).toBe(second.address)
    expect(result.current.data.request?.ownerAddress).toBe(second.address)
    expect(wallets[0]?.prompts).toEqual([])
  })

  it('not enabled (inputs being corrected): the quote is dropped and none is requested', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result, rerender } = renderHook(
      (props: { enabled: boolean }) =>
        useSupertransaction({ ...base, enabled: props.enabled, requoteDelayMs: 50 }),
      { wrapper, initialProps: { enabled: true } },
    )
    await act(() => result.current.quote())
    rerender({ enabled: false })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.data.quote).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(quoteRequests()).toHaveLength(1)
  })
})
