// useSignPayloads with a real wallet (a viem private-key account behind a wagmi connector):
// signatures are real and verified; a payload that disagrees with the request never reaches the
// wallet (spec: "Signing by quoteType"; docs/nexus-encoding.md, "Hashes and payloads"). The owner's
// accounts are given (`accounts`) except where the test is that the provider's config looks them up.
import { act, renderHook, waitFor } from '@testing-library/react'
import { hexToBigInt, verifyMessage, verifyTypedData } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import {
  accounts,
  makeQuote,
  orchestratorLookup,
  owner,
  permitItem,
  quoteHash,
  quoteRequestFor,
} from '../../fixtures/verifiable-quotes.js'
import type { QuoteReturnType } from '../../src/core/client/types.js'
import {
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
  UserRejectedError,
} from '../../src/core/errors/wallet.js'
import { useSignPayloads } from '../../src/react/hooks/useSignPayloads.js'
import { rpcNodes } from '../support/rpc-node.js'
import { setup } from './support/setup.js'

// Signing with `accounts` and `accountVersions` given needs no API: this base URL is never called.
const baseUrl = 'http://127.0.0.1:9'
/** The owner's account runs Nexus 2.1.0 (what the orchestrator's upgrade lookup would say). */
const accountVersions = { 31337: '2.1.0' }
const server = setupScriptedServer()
// The chain's node: what its account factory computes for the owner.
beforeAll(() => server.on('POST /rpc/*', rpcNodes()))

describe('useSignPayloads', () => {
  it('simple: signs the raw quote hash as a personal message, progress per item', async () => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    let signed: Awaited<ReturnType<typeof result.current.signPayloadsAsync>> | undefined
    const request = quoteRequestFor('simple')
    expect(result.current.request).toBeUndefined()
    await act(async () => {
      signed = await result.current.signPayloadsAsync({
        quote: makeQuote('simple'),
        request,
        accounts,
        accountVersions,
      })
    })
    // What the next step needs: the request the signature was checked against.
    await waitFor(() => expect(result.current.request).toBe(request))
    const signature = signed?.signedQuote.payloadToSign[0]?.signature as `0x${string}`
    expect(await verifyMessage({ address: owner, message: { raw: quoteHash }, signature })).toBe(
      true,
    )
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    await waitFor(() => expect(result.current.items.map((i) => i.status)).toEqual(['signed']))
    expect(result.current.items[0]).toMatchObject({ kind: 'message', signature })
  })

  it('permit: signs the EIP-2612 typed data (deadline = uint256 of the quote hash)', async () => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    const quote = makeQuote('permit')
    const signed = await act(() =>
      result.current.signPayloadsAsync({
        quote,
        request: quoteRequestFor('permit'),
        accounts,
        accountVersions,
      }),
    )
    const { domain, types, message } = permitItem().signablePayload
    const valid = await verifyTypedData({
      address: owner,
      domain,
      types,
      primaryType: 'Permit',
      message: {
        ...message,
        value: BigInt(message.value),
        nonce: 0n,
        deadline: hexToBigInt(quote.quote.hash as `0x${string}`),
      },
      signature: signed.signedQuote.payloadToSign[0]?.signature as `0x${string}`,
    })
    expect(valid).toBe(true)
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  it('the provider’s config looks the owner’s account up (POST /v1/mee/orchestrator) for the check', async () => {
    server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    await act(() =>
      result.current.signPayloadsAsync({
        quote: makeQuote('permit'),
        request: quoteRequestFor('permit'),
      }),
    )
    expect(
      server.requests.filter((r) => r.path === '/v1/mee/orchestrator').map((r) => r.body),
    ).toEqual([
      { ownerAddress: owner, chains: [31337] },
      // …and the upgrade lookup, for the account's Nexus version the quote's hashes depend on.
      { ownerAddress: owner },
    ])
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  // An account-signed typed message carrying the quote hash: no rule of the kit covers it.
  const typedItem = (chainIdOf = 31337) => ({
    signablePayload: {
      domain: { name: 'Orchestrator', version: '1', chainId: chainIdOf },
      types: {
        SuperTx: [
          { name: 'owner', type: 'address' },
          { name: 'hash', type: 'bytes32' },
        ],
      },
      primaryType: 'SuperTx',
      message: { owner, hash: quoteHash },
    },
  })
  const permitSca = (item: unknown) =>
    ({ ...makeQuote('simple'), quoteType: 'permit-sca', payloadToSign: [item] }) as QuoteReturnType
  const commitsToQuote = (payload: { message: Record<string, unknown> }) =>
    payload.message.hash === quoteHash

  it('permit-sca typed data the app’s verifyTypedData accepts: signTypedData, verified against the owner', async () => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    const signed = await act(() =>
      result.current.signPayloadsAsync({
        quote: permitSca(typedItem()),
        request: quoteRequestFor('simple'),
        accounts,
        accountVersions,
        verifyTypedData: commitsToQuote,
      }),
    )
    const { domain, types, message } = typedItem().signablePayload
    const valid = await verifyTypedData({
      address: owner,
      domain,
      types,
      primaryType: 'SuperTx',
      message,
      signature: signed.signedQuote.payloadToSign[0]?.signature as `0x${string}`,
    })
    expect(valid).toBe(true)
    expect(signed.items).toMatchObject([{ kind: 'typed-data', chainId: 31337, status: 'signed' }])
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  it.each([
    [
      'permit-sca without the app’s verifier',
      permitSca(typedItem()),
      QuoteUnverifiableError,
      undefined,
    ],
    [
      'permit-sca for a chain the request does not run on',
      permitSca(typedItem(1)),
      QuotePayloadMismatchError,
      'payloadToSign[0].signablePayload.domain.chainId',
    ],
    [
      'typed data in a simple quote, even one carrying the quote hash',
      { ...makeQuote('simple'), payloadToSign: [typedItem()] } as QuoteReturnType,
      QuotePayloadMismatchError,
      'payloadToSign[0].signablePayload',
    ],
  ])('%s: refused before the wallet', async (name, quote, type, field) => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    const verifyTypedData = name.includes('without') ? undefined : commitsToQuote
    await act(() =>
      result.current
        .signPayloadsAsync({
          quote,
          request: quoteRequestFor('simple'),
          accounts,
          accountVersions,
          verifyTypedData,
        })
        .catch(() => {}),
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(type))
    if (field) expect((result.current.error as QuotePayloadMismatchError).field).toBe(field)
    expect(wallet.prompts).toEqual([])
  })

  it.each([
    [
      'spender',
      permitItem({ spender: '0x9999999999999999999999999999999999999999' }),
      'message.spender',
    ],
    ['amount', permitItem({ value: '1000000000000' }), 'message.value'],
  ])(
    'a hostile quote whose permit %s differs is refused before the wallet is asked',
    async (_, item, field) => {
      const { wrapper, wallet } = await setup({ baseUrl })
      const { result } = renderHook(() => useSignPayloads(), { wrapper })
      const quote = { ...makeQuote('permit'), payloadToSign: [item] } as QuoteReturnType
      await act(() =>
        result.current
          .signPayloadsAsync({
            quote,
            request: quoteRequestFor('permit'),
            accounts,
            accountVersions,
          })
          .catch(() => {}),
      )
      await waitFor(() => expect(result.current.error).toBeInstanceOf(QuotePayloadMismatchError))
      expect((result.current.error as QuotePayloadMismatchError).field).toContain(field)
      expect(wallet.prompts).toEqual([])
    },
  )

  it('a rejection in the wallet is a UserRejectedError, and retry() asks again and signs', async () => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    wallet.rejectNext()
    await act(() =>
      result.current
        .signPayloadsAsync({
          quote: makeQuote('simple'),
          request: quoteRequestFor('simple'),
          accounts,
          accountVersions,
        })
        .catch(() => {}),
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(UserRejectedError))
    expect(result.current.items.map((i) => i.status)).toEqual(['error'])
    const retried = await act(() => result.current.retry() as Promise<unknown>)
    expect(retried).toBeDefined()
    await waitFor(() => expect(result.current.items.map((i) => i.status)).toEqual(['signed']))
    expect(wallet.prompts).toHaveLength(2)
  })
})
