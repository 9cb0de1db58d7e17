// useSignPayloads with a real wallet (a viem private-key account behind a wagmi connector):
// signatures are real and verified; a payload that disagrees with the quote never reaches the
// wallet (spec: "Signing by quoteType"; docs/devnet-protocol.md, "Authorization").
import { act, renderHook, waitFor } from '@testing-library/react'
import { hexToBigInt, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import type { QuoteReturnType } from '../../src/core/client/types.js'
import { QuotePayloadMismatchError, UserRejectedError } from '../../src/core/errors/wallet.js'
import { useSignPayloads } from '../../src/react/hooks/useSignPayloads.js'
import { makeQuote, owner, permitItem, quoteHash, quoteRequestFor } from '../support/fixtures.js'
import { setup } from './support/setup.js'

// Signing needs no API: the base URL is never called here.
const baseUrl = 'http://127.0.0.1:9'

describe('useSignPayloads', () => {
  it('simple: signs the raw quote hash as a personal message, progress per item', async () => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    let signed: Awaited<ReturnType<typeof result.current.signPayloadsAsync>> | undefined
    await act(async () => {
      signed = await result.current.signPayloadsAsync({
        quote: makeQuote('simple'),
        request: quoteRequestFor('simple'),
      })
    })
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
      result.current.signPayloadsAsync({ quote, request: quoteRequestFor('permit') }),
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
        deadline: hexToBigInt(quoteHash),
      },
      signature: signed.signedQuote.payloadToSign[0]?.signature as `0x${string}`,
    })
    expect(valid).toBe(true)
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  // An account-signed typed message carrying the quote hash, as `permit-sca` and typed `simple`
  // items are (spec: Signing by quoteType).
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

  it.each(['permit-sca', 'simple'] as const)(
    '%s with typed data: signTypedData of its payload, verified against the owner',
    async (quoteType) => {
      const { wrapper, wallet } = await setup({ baseUrl })
      const { result } = renderHook(() => useSignPayloads(), { wrapper })
      const quote = {
        ...makeQuote('simple'),
        quoteType,
        payloadToSign: [typedItem()],
      } as QuoteReturnType
      const signed = await act(() => result.current.signPayloadsAsync({ quote }))
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
    },
  )

  it('permit-sca typed data for a chain the quote does not touch is refused before the wallet', async () => {
    const { wrapper, wallet } = await setup({ baseUrl })
    const { result } = renderHook(() => useSignPayloads(), { wrapper })
    const quote = {
      ...makeQuote('simple'),
      quoteType: 'permit-sca',
      payloadToSign: [typedItem(1)],
    } as QuoteReturnType
    await act(() => result.current.signPayloadsAsync({ quote }).catch(() => {}))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(QuotePayloadMismatchError))
    expect((result.current.error as QuotePayloadMismatchError).field).toContain('domain.chainId')
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
          .signPayloadsAsync({ quote, request: quoteRequestFor('permit') })
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
      result.current.signPayloadsAsync({ quote: makeQuote('simple') }).catch(() => {}),
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(UserRejectedError))
    expect(result.current.items.map((i) => i.status)).toEqual(['error'])
    const retried = await act(() => result.current.retry() as Promise<unknown>)
    expect(retried).toBeDefined()
    await waitFor(() => expect(result.current.items.map((i) => i.status)).toEqual(['signed']))
    expect(wallet.prompts).toHaveLength(2)
  })
})
