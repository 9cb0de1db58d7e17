// useQuote against a real HTTP server on 127.0.0.1 (spec: POST /v1/quote), requests counted at
// the server.
import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer, startScriptedServer } from '../../fixtures/harness/scripted-server.js'
import { makeQuote, quoteRequestFor } from '../../fixtures/verifiable-quotes.js'
import { devnetDelegate } from '../../src/core/config/delegates.js'
import { InvalidChainError } from '../../src/core/errors/api.js'
import { AuthorizationRequiredError } from '../../src/core/errors/auth.js'
import { NetworkError } from '../../src/core/errors/transport.js'
import type { Authorization } from '../../src/core/schemas/authorization.js'
import { useQuote } from '../../src/react/hooks/useQuote.js'
import { useQuoteMutation } from '../../src/react/hooks/useQuoteMutation.js'
import { rpcNode } from '../support/rpc-node.js'
import { setup } from './support/setup.js'

const server = setupScriptedServer()

const quotes = () => server.requests.filter((r) => r.path === '/v1/quote')
const delegation = devnetDelegate
// The owner's EOA on chain 31337, read by the kit before it signs an authorization.
const node = { nonce: 0, code: '0x' as const }
const chains = () => ({ 31337: `${server.url}/rpc/31337` })
beforeEach(() => server.on('POST /rpc/31337', rpcNode(31337, node)))

describe('useQuote', () => {
  it('waits until mode, owner and flows are all given, then quotes once across re-renders', async () => {
    server.on('POST /v1/quote', { json: makeQuote('simple') })
    const { wrapper } = await setup({ baseUrl: server.url })
    const request = quoteRequestFor('simple')
    const { result, rerender } = renderHook((props) => useQuote(props), {
      wrapper,
      initialProps: { ...request, composeFlows: [] as typeof request.composeFlows },
    })
    expect(result.current.fetchStatus).toBe('idle')
    rerender({ ...request })
    await waitFor(() =>
      expect(result.current.data?.quote.hash).toBe(makeQuote('simple').quote.hash),
    )
    // Re-renders with an equal (not identical) request reuse the query: no second request.
    rerender({ ...request })
    rerender({ ...quoteRequestFor('simple') })
    expect(quotes()).toHaveLength(1)
    expect(quotes()[0]?.body).toEqual(request)
  })

  it('eoa: quotes the fundingTokens the flows spend when the app names none, and returns the request it sent', async () => {
    server.on('POST /v1/quote', { json: makeQuote('permit') })
    const { wrapper } = await setup({ baseUrl: server.url })
    const { fundingTokens, ...withoutFunding } = quoteRequestFor('permit')
    expect(fundingTokens).toHaveLength(1)
    const { result } = renderHook(() => useQuote(withoutFunding), { wrapper })
    await waitFor(() => expect(result.current.data).toBeDefined())
    expect(quotes()).toHaveLength(1)
    expect(quotes()[0]?.body).toEqual({ ...withoutFunding, fundingTokens })
    // What the next step (useSignPayloads) checks the quote against: the request as sent.
    expect(result.current.request).toEqual({ ...withoutFunding, fundingTokens })
  })

  it('an API error surfaces as its typed error, sent once (no retries on 4xx)', async () => {
    server.on('POST /v1/quote', {
      status: 400,
      json: { code: 'INVALID_CHAIN', message: 'Chain 1 is not supported', errors: [] },
    })
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useQuote(quoteRequestFor('simple')), { wrapper })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(InvalidChainError))
    expect(result.current.error?.message).toContain('Chain 1 is not supported')
    expect(quotes()).toHaveLength(1)
  })

  it('a dead API shows its NetworkError at once: one attempt, no silent retries', async () => {
    const dead = await startScriptedServer()
    const url = dead.url
    await dead.close()
    const { wrapper } = await setup({ baseUrl: url })
    const started = Date.now()
    const { result } = renderHook(() => useQuote(quoteRequestFor('simple')), { wrapper })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError))
    expect(result.current.failureCount).toBe(1)
    expect(Date.now() - started).toBeLessThan(800)
    expect(result.current.error?.message).toContain(
      'Check the `baseUrl` given to SupertxProvider / createSupertxConfig / createSupertxClient',
    )
  })

  it('eoa-7702 without authorizations: the 412 is an AuthorizationRequiredError listing what to sign; sent once, the wallet asked nothing (spec: POST /v1/quote rule 1)', async () => {
    const toSign = [{ address: delegation, chainId: 31337, nonce: 0 }]
    server.on('POST /v1/quote', { status: 412, json: { authorizations: toSign } })
    const { wrapper, wallet } = await setup({ baseUrl: server.url, chains: chains() })
    const request = { ...quoteRequestFor('simple'), mode: 'eoa-7702' as const }
    const { result } = renderHook(() => useQuote(request), { wrapper })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(AuthorizationRequiredError))
    expect((result.current.error as AuthorizationRequiredError).authorizations).toEqual(toSign)
    expect(result.current.data).toBeUndefined()
    // Signing is usePrepare7702's step (test/react/usePrepare7702.test.tsx): useQuote asks nothing.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(wallet.prompts).toEqual([])
    expect(quotes()).toHaveLength(1)
  })

  it('eoa-7702 with authorizations: they are a request field like any other, sent as given', async () => {
    server.on('POST /v1/quote', { json: { ...makeQuote('simple'), mode: 'eoa-7702' } })
    const { wrapper } = await setup({ baseUrl: server.url })
    const authorizations: Authorization[] = [
      {
        address: delegation,
        chainId: 31337,
        nonce: 0,
        r: `0x${'11'.repeat(32)}`,
        s: `0x${'22'.repeat(32)}`,
        v: '27',
        yParity: 0,
      },
    ]
    const request = { ...quoteRequestFor('simple'), mode: 'eoa-7702' as const, authorizations }
    const { result } = renderHook(() => useQuote(request), { wrapper })
    await waitFor(() => expect(result.current.data?.mode).toBe('eoa-7702'))
    expect(quotes()[0]?.body).toEqual(request)
    expect(result.current.request).toEqual(request)
  })
})

describe('useQuoteMutation', () => {
  it('quotes on demand', async () => {
    server.on('POST /v1/quote', { json: makeQuote('simple') })
    const { wrapper } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useQuoteMutation(), { wrapper })
    expect(quotes()).toHaveLength(0)
    const quote = await result.current.getQuoteAsync(quoteRequestFor('simple'))
    expect(quote.quoteType).toBe('simple')
    expect(quotes()).toHaveLength(1)
  })
})
