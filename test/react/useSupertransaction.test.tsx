// useSupertransaction end to end against a real HTTP API on 127.0.0.1 that checks the owner's
// signature for real (viem verifyMessage), then reports the receipt pending, then success.
import { act, renderHook, waitFor } from '@testing-library/react'
import { verifyMessage } from 'viem'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  orchestratorLookup,
  owner,
  quoteHash,
  quoteRequestFor,
  receiptBody,
} from '../../fixtures/verifiable-quotes.js'
import { createMemoryStorage } from '../../src/core/config/storage.js'
import { SupertxFailedError } from '../../src/core/errors/supertransaction.js'
import { UserRejectedError } from '../../src/core/errors/wallet.js'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { rpcNodes } from '../support/rpc-node.js'
import { setup } from './support/setup.js'

const supertxHash = `0x${'ab'.repeat(32)}` as const
const server = setupScriptedServer()
// The chain's node: what its account factory computes for the owner.
beforeAll(() => server.on('POST /rpc/*', rpcNodes()))
let outcome: 'success' | 'failed'
let pendingPolls: number

beforeAll(async () => {
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  server.on('POST /v1/quote', { json: makeQuote('simple') })
  server.on('POST /v1/execute', async (body) => {
    const signature = (body as { payloadToSign: { signature: `0x${string}` }[] }).payloadToSign[0]
      ?.signature as `0x${string}`
    const valid = await verifyMessage({ address: owner, message: { raw: quoteHash }, signature })
    return valid
      ? { json: { success: true, supertxHash, error: null } }
      : { json: { success: false, supertxHash: null, error: 'Invalid signature' } }
  })
  server.on('GET /v1/explorer/*', () =>
    pendingPolls-- > 0
      ? { json: receiptBody(supertxHash, 'pending') }
      : { json: receiptBody(supertxHash, outcome) },
  )
})
beforeEach(() => {
  outcome = 'success'
  pendingPolls = 2
})

const { mode, composeFlows } = quoteRequestFor('simple')

describe('useSupertransaction', () => {
  it('quotes, signs, executes and tracks to success; onStatus sees every step (smart-account, simple)', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const statuses: string[] = []
    let succeeded = false
    const { result } = renderHook(
      () =>
        useSupertransaction({
          mode,
          composeFlows: composeFlows,
          onStatus: (state) => statuses.push(state.status),
          onSuccess: () => {
            succeeded = true
          },
        }),
      { wrapper },
    )
    expect(result.current.status).toBe('idle')
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(succeeded).toBe(true)
    expect([...new Set(statuses)]).toEqual([
      'quoting',
      'quoted',
      'signing',
      'executing',
      'tracking',
      'success',
    ])
    expect(result.current.supertxHash).toBe(supertxHash)
    expect(result.current.explorerUrl).toBe(`${server.url}/details/${supertxHash}`)
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('quote() stops at quoted; execute() then continues without quoting again', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows: composeFlows }), {
      wrapper,
    })
    await act(() => result.current.quote())
    expect(result.current.status).toBe('quoted')
    if (result.current.status === 'quoted')
      expect(result.current.data.quote.quoteType).toBe('simple')
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(server.count('POST /v1/quote')).toBe(1)
    // The quote executed is the quote shown: the body sent to execute is that quote, signed.
    const executed = server.requests.find((r) => r.path === '/v1/execute')?.body as {
      quote: { hash: string }
      fee: unknown
    }
    expect(executed.quote.hash).toBe(makeQuote('simple').quote.hash)
    expect(executed.fee).toEqual(makeQuote('simple').fee)
  })

  it('after success, execute() starts a fresh run (a button is never stuck)', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows }), { wrapper })
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'))
    pendingPolls = 0
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(server.count('POST /v1/quote')).toBe(2)
    expect(server.count('POST /v1/execute')).toBe(2)
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }, { method: 'personal_sign' }])
  })

  it('the first receipt poll after execute comes soon, not a pollingInterval later', async () => {
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 5_000 })
    pendingPolls = 1
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows }), { wrapper })
    const started = Date.now()
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'), { timeout: 3_000 })
    // One pending poll, then success 150 ms later: well under the 5 s interval.
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(server.count('GET /v1/explorer/')).toBe(2)
  })

  it('a wallet rejection stops at error in signing; retry() signs from there without re-quoting', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const errors: Error[] = []
    const { result } = renderHook(
      () =>
        useSupertransaction({ mode, composeFlows: composeFlows, onError: (e) => errors.push(e) }),
      { wrapper },
    )
    wallet.rejectNext()
    await act(() => result.current.execute())
    const state = result.current as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status === 'error') {
      expect(state.step).toBe('signing')
      expect(state.error).toBeInstanceOf(UserRejectedError)
    }
    expect(errors[0]).toBeInstanceOf(UserRejectedError)
    await act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(wallet.prompts).toHaveLength(2)
  })

  it('a failed receipt ends in failed with SupertxFailedError, and onError hears it', async () => {
    outcome = 'failed'
    const { wrapper } = await setup({ baseUrl: server.url })
    const errors: Error[] = []
    const { result } = renderHook(
      () =>
        useSupertransaction({ mode, composeFlows: composeFlows, onError: (e) => errors.push(e) }),
      { wrapper },
    )
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(errors[0]).toBeInstanceOf(SupertxFailedError)
    expect(errors[0]?.message).toContain('CallFailed')
  })

  it('resumes tracking the in-flight supertxHash after a reload (pluggable storage)', async () => {
    pendingPolls = Number.POSITIVE_INFINITY
    const storage = createMemoryStorage()
    const first = await setup({ baseUrl: server.url, storage })
    const page = renderHook(() => useSupertransaction({ mode, composeFlows: composeFlows }), {
      wrapper: first.wrapper,
    })
    await act(() => {
      void page.result.current.execute()
    })
    await waitFor(() => expect(page.result.current.status).toBe('tracking'))
    expect(await storage.getItem('supertx:in-flight')).toContain(supertxHash)
    page.unmount() // the reload: the page goes away mid-flight

    // A poll already on the wire when the page went may still arrive; after it, none may follow.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const polls = server.count('GET /v1/explorer/')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.count('GET /v1/explorer/')).toBe(polls) // unmounting stopped the polling
    pendingPolls = 1
    const second = await setup({ baseUrl: server.url, storage })
    const reloaded = renderHook(() => useSupertransaction({ mode, composeFlows: composeFlows }), {
      wrapper: second.wrapper,
    })
    await waitFor(() => expect(reloaded.result.current.status).toBe('success'))
    expect(reloaded.result.current.supertxHash).toBe(supertxHash)
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(server.count('POST /v1/execute')).toBe(1)
    expect(second.wallet.prompts).toEqual([])
    expect(await storage.getItem('supertx:in-flight')).toBeNull()
  })

  it('reset() returns to idle and forgets the in-flight hash', async () => {
    pendingPolls = Number.POSITIVE_INFINITY
    const storage = createMemoryStorage()
    const { wrapper } = await setup({ baseUrl: server.url, storage })
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows: composeFlows }), {
      wrapper,
    })
    await act(() => {
      void result.current.execute()
    })
    await waitFor(() => expect(result.current.status).toBe('tracking'))
    act(() => result.current.reset())
    expect(result.current.status).toBe('idle')
    await waitFor(async () => expect(await storage.getItem('supertx:in-flight')).toBeNull())
  })
})
