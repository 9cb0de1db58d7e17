// useSupertransaction when the service fails, through the hook, against a real HTTP API on
// 127.0.0.1: a receipt that cannot be read shows as data.retrying, a run of failures ends in a
// typed error with a retry that tracks the same hash, and a dropped execute is never executed twice.
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type Answer,
  type ScriptedServer,
  startScriptedServer,
} from '../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  orchestratorLookup,
  quoteHash,
  quoteRequestFor,
  receiptBody,
} from '../../fixtures/verifiable-quotes.js'
import { ReceiptUnavailableError } from '../../src/core/errors/supertransaction.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { describeError } from '../../src/react/i18n/describe-error.js'
import { rpcNodes } from '../support/rpc-node.js'
import { setup } from './support/setup.js'

let server: ScriptedServer
let executed: Set<string>
let dropExecute: boolean
/** Receipt reads answer 503 while this is true. */
let explorerDown: boolean

beforeAll(async () => {
  server = await startScriptedServer()
  // The chain's node: what its account factory computes for the owner.
  server.on('POST /rpc/*', rpcNodes())
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/quote', { json: makeQuote('simple') })
  server.on('POST /v1/execute', (body): Answer => {
    const hash = (body as { quote: { hash: string } }).quote.hash
    if (executed.has(hash))
      return {
        status: 400,
        json: {
          code: 'VALIDATION_ERROR',
          message: 'Request validation failed',
          errors: [{ code: 'ALREADY_EXECUTED', path: ['quote', 'hash'], message: 'runs once' }],
        },
      }
    executed.add(hash)
    if (dropExecute) return { drop: true }
    return { json: { success: true, supertxHash: hash, error: null } }
  })
  server.on('GET /v1/explorer/*', (_, { path }): Answer => {
    const hash = path.split('/').pop() as string
    if (explorerDown)
      return { status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'down', errors: [] } }
    if (!executed.has(hash))
      return { status: 404, json: { code: 'NOT_FOUND', message: 'unknown', errors: [] } }
    return { json: receiptBody(hash, 'success') }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  executed = new Set()
  dropExecute = false
  explorerDown = false
})

const { mode, composeFlows } = quoteRequestFor('simple')

describe('useSupertransaction against a failing service', () => {
  it('shows data.retrying while the receipt cannot be read, then ends in success', async () => {
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    explorerDown = true
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows }), { wrapper })
    act(() => {
      void result.current.execute()
    })
    // Retries come every ≤ 20 ms here, faster than waitFor looks: any attempt past the first.
    // (The run reads the chain's account factory before the review: give it time on a busy machine.)
    await waitFor(
      () => {
        expect(result.current.status).toBe('tracking')
        expect(result.current.data.retrying?.attempt ?? 0).toBeGreaterThanOrEqual(2)
      },
      { timeout: 5_000 },
    )
    explorerDown = false
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data.retrying).toBeUndefined()
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('a run of failures ends in ReceiptUnavailableError with a sentence; retry() tracks the same hash', async () => {
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    explorerDown = true
    const { result } = renderHook(
      () => useSupertransaction({ mode, composeFlows, receiptUnavailableTimeoutMs: 200 }),
      { wrapper },
    )
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('error'))
    const state = result.current
    if (state.status !== 'error') throw new Error('unreachable')
    expect(state.step).toBe('tracking')
    expect(state.error).toBeInstanceOf(ReceiptUnavailableError)
    expect(describeError(state.error)).toMatch(/could not be read .*do not send it again/)
    expect(result.current.supertxHash).toBe(quoteHash)
    explorerDown = false
    await act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('an execute whose connection drops after the service took it is tracked, not sent again', async () => {
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    dropExecute = true
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows }), { wrapper })
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.supertxHash).toBe(quoteHash)
    expect(server.count('POST /v1/execute')).toBe(1)
  })
})
