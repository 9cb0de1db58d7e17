// usePrepare7702, the EIP-7702 step before an eoa-7702 quote, against a real HTTP server on
// 127.0.0.1 (spec: POST /v1/mee/prepare7702, POST /v1/quote rule 1) with real local wallets: what
// to sign is shown first, `authorize()` signs it on the config's terms, and `authorizations` goes
// into useQuote's request.
import { act, renderHook, waitFor } from '@testing-library/react'
import { recoverAuthorizationAddress } from 'viem/utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import { makeQuote, owner, quoteRequestFor } from '../../fixtures/verifiable-quotes.js'
import { devnetDelegate } from '../../src/core/config/delegates.js'
import {
  AuthorizationNotSupportedError,
  AuthorizationRefusedError,
} from '../../src/core/errors/wallet.js'
import type { Authorization } from '../../src/core/schemas/authorization.js'
import { usePrepare7702 } from '../../src/react/hooks/usePrepare7702.js'
import { useQuote } from '../../src/react/hooks/useQuote.js'
import { rpcNode } from '../support/rpc-node.js'
import { setup, testAccount } from './support/setup.js'

const server = setupScriptedServer()

const quotes = () => server.requests.filter((r) => r.path === '/v1/quote')
const toSign = [{ address: devnetDelegate, chainId: 31337, nonce: 0 }]
const instructions = [{ chainId: 31337, calls: [] }]
const chains = () => ({ 31337: `${server.url}/rpc/31337` })
const request = { ...quoteRequestFor('simple'), mode: 'eoa-7702' as const }
beforeEach(() => {
  // The owner's EOA on chain 31337, read by the kit before it signs an authorization.
  server.on('POST /rpc/31337', rpcNode(31337, { nonce: 0, code: '0x' }))
  server.on('POST /v1/mee/prepare7702', { json: toSign })
  // The service asks for the delegation until the request carries it.
  server.on('POST /v1/quote', (body) =>
    (body as { authorizations?: unknown[] }).authorizations?.length
      ? { json: { ...makeQuote('simple'), mode: 'eoa-7702' } }
      : { status: 412, json: { authorizations: toSign } },
  )
})

describe('usePrepare7702', () => {
  it('lists what to sign and asks the wallet nothing; authorize() signs it, and useQuote quotes with it', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url, chains: chains() })
    const { result } = renderHook(
      () => {
        const prepare = usePrepare7702({ mode: 'eoa-7702', instructions })
        const quote = useQuote({
          ...request,
          authorizations: prepare.authorizations,
          query: { enabled: !!prepare.authorizations },
        })
        return { prepare, quote }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.prepare.data).toEqual(toSign))
    expect(result.current.prepare.authorizations).toBeUndefined()
    expect(wallet.prompts).toEqual([])
    expect(quotes()).toHaveLength(0)

    await act(() => result.current.prepare.authorizeAsync())
    await waitFor(() => expect(result.current.quote.data?.mode).toBe('eoa-7702'))
    expect(result.current.prepare.authorizeStatus).toBe('success')
    expect(wallet.prompts).toEqual([{ method: 'wallet_signAuthorization' }])
    expect(quotes()).toHaveLength(1)
    const sent = quotes()[0]?.body as { authorizations: Authorization[] }
    expect(sent.authorizations).toEqual(result.current.prepare.authorizations)
    expect(result.current.quote.request.authorizations).toEqual(sent.authorizations)
    const signed = sent.authorizations[0] as Authorization
    expect(signed).toMatchObject({ address: devnetDelegate, chainId: 31337, nonce: 0 })
    const signer = await recoverAuthorizationAddress({
      authorization: { address: signed.address, chainId: signed.chainId, nonce: signed.nonce },
      signature: { r: signed.r, s: signed.s, yParity: signed.yParity },
    })
    expect(signer).toBe(owner)
  })

  it('a wallet that cannot sign authorizations: AuthorizationNotSupportedError, in plain words', async () => {
    const { wrapper, wallet } = await setup({
      baseUrl: server.url,
      walletKind: 'json-rpc',
      chains: chains(),
    })
    const { result } = renderHook(() => usePrepare7702({ mode: 'eoa-7702', instructions }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.data).toEqual(toSign))
    act(() => result.current.authorize())
    await waitFor(() =>
      expect(result.current.authorizeError).toBeInstanceOf(AuthorizationNotSupportedError),
    )
    expect(result.current.authorizeError?.message).toContain(
      'Test extension wallet cannot sign EIP-7702 authorizations',
    )
    expect(result.current.authorizations).toBeUndefined()
    expect(wallet.prompts).toEqual([])
  })

  it('a delegation to an untrusted contract is refused by authorize(): nothing signed', async () => {
    const dead = '0x000000000000000000000000000000000000dEaD'
    server.on('POST /v1/mee/prepare7702', { json: [{ address: dead, chainId: 0, nonce: 0 }] })
    const { wrapper, wallet } = await setup({ baseUrl: server.url, chains: chains() })
    const { result } = renderHook(() => usePrepare7702({ mode: 'eoa-7702', instructions }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    act(() => result.current.authorize())
    await waitFor(() =>
      expect(result.current.authorizeError).toBeInstanceOf(AuthorizationRefusedError),
    )
    expect(result.current.authorizeError).toMatchObject({
      reason: 'delegate',
      field: 'authorizations[0].address',
      actual: dead,
    })
    expect(result.current.authorizations).toBeUndefined()
    expect(wallet.prompts).toEqual([])
  })

  it('signed authorizations belong to their owner: after a wallet switch there are none, and the new owner signs for itself', async () => {
    const second = testAccount(1)
    const { wrapper, wallets, switchAccount } = await setup({
      baseUrl: server.url,
      chains: chains(),
      otherAccounts: [second],
    })
    const { mode, composeFlows } = request
    const { result } = renderHook(
      () => {
        const prepare = usePrepare7702({ mode: 'eoa-7702', instructions })
        const quote = useQuote({
          mode,
          composeFlows,
          authorizations: prepare.authorizations,
          query: { enabled: !!prepare.authorizations },
        })
        return { prepare, quote }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.prepare.data).toEqual(toSign))
    await act(() => result.current.prepare.authorizeAsync())
    await waitFor(() => expect(result.current.quote.data?.mode).toBe('eoa-7702'))
    expect(wallets[0]?.prompts).toEqual([{ method: 'wallet_signAuthorization' }])

    await act(() => switchAccount(1))
    // The first owner's signatures are not the new owner's: none, and no quote asked with them.
    await waitFor(() => expect(result.current.quote.request.ownerAddress).toBe(second.address))
    expect(result.current.prepare.authorizations).toBeUndefined()
    expect(result.current.prepare.authorizeStatus).toBe('idle')
    expect(quotes()).toHaveLength(1)
    await waitFor(() => expect(result.current.prepare.data).toEqual(toSign))
    await act(() => result.current.prepare.authorizeAsync())
    await waitFor(() => expect(quotes()).toHaveLength(2))
    expect(wallets[1]?.prompts).toEqual([{ method: 'wallet_signAuthorization' }])
    expect(wallets[0]?.prompts).toHaveLength(1)
    // The last quote was asked for the new owner, with the new owner's authorization.
    const last = quotes()[1]?.body as { ownerAddress: string; authorizations: Authorization[] }
    expect(last.ownerAddress).toBe(second.address)
    const [signed] = last.authorizations as [Authorization]
    const signer = await recoverAuthorizationAddress({
      authorization: { address: signed.address, chainId: signed.chainId, nonce: signed.nonce },
      signature: { r: signed.r, s: signed.s, yParity: signed.yParity },
    })
    expect(signer).toBe(second.address)
  })
})
