// eoa-7702 through the hooks on the real devnet (spec: POST /v1/quote rule 1, POST
// /v1/mee/prepare7702, "States and transitions"): the kit sees the EOA has no delegation code on the
// flows' chains and asks prepare7702 what to sign before quoting (no 412 in the console), the
// wallet's local account signs it (viem signAuthorization), the quote carries it, the owner signs the
// quote hash, the engine applies the delegation with a type-4 transaction and runs the ops from
// the EOA itself.
import { act, renderHook, waitFor } from '@testing-library/react'
import { concat } from 'viem'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { useExecute } from '../../../src/react/hooks/useExecute.js'
import { usePrepare7702 } from '../../../src/react/hooks/usePrepare7702.js'
import { useQuote } from '../../../src/react/hooks/useQuote.js'
import { useSignPayloads } from '../../../src/react/hooks/useSignPayloads.js'
import { useSupertransaction } from '../../../src/react/hooks/useSupertransaction.js'
import { useSupertxReceipt } from '../../../src/react/hooks/useSupertxReceipt.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  chainB,
  devnet,
  publicClient,
  recipient,
  renderEnv,
  transfer,
  USDC,
  wait,
} from './env.js'

const designator = concat(['0xef0100', devnet.eip7702Delegate]).toLowerCase()

describe('eoa-7702 on the devnet', () => {
  it('useSupertransaction: prepare7702 (no 412) → the delegations reviewed, nothing signed → execute → signAuthorization → quote → sign → execute → success; the EOA is delegated on both chains', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.eip7702Supertransaction)
    for (const chain of [chainA, chainB])
      expect(await publicClient(chain).getCode({ address: owner })).toBeUndefined()
    const before = await Promise.all([chainA, chainB].map((c) => balanceOf(USDC, recipient, c)))
    const ownerBefore = await balanceOf(USDC, owner)
    const nonce = await publicClient().getTransactionCount({ address: owner })
    const statuses: string[] = []
    // Watches (never alters) what the kit asks the API: the answers the browser would log.
    const answers: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init)
      answers.push(`${new URL(String(input)).pathname} ${response.status}`)
      return response
    }
    onTestFinished(() => {
      globalThis.fetch = realFetch
    })
    const { result } = renderHook(
      () =>
        useSupertransaction({
          mode: 'eoa-7702',
          composeFlows: [transfer(USDC, 1500n, chainA.id), transfer(USDC, 2500n, chainB.id)],
          onStatus: (state) => statuses.push(state.status),
        }),
      { wrapper },
    )
    // The first press lists the delegations for review: the wallet is asked nothing yet.
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('authorizationReview'), wait)
    expect(wallet.prompts).toEqual([])
    expect(result.current.data.quote).toBeUndefined()
    for (const chain of [chainA, chainB])
      expect(await publicClient(chain).getCode({ address: owner })).toBeUndefined()
    // The user confirmed what the review lists: only now is the wallet asked.
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'), wait)

    expect([...new Set(statuses)]).toEqual([
      'quoting',
      'authorizationReview',
      'authorizing',
      'quoted',
      'signing',
      'executing',
      'tracking',
      'success',
    ])
    expect(statuses.filter((s) => s === 'quoting')).toHaveLength(2) // before and after signing
    expect(answers.filter((a) => a.startsWith('/v1/mee/prepare7702'))).toEqual([
      '/v1/mee/prepare7702 200',
    ])
    expect(answers.filter((a) => a.startsWith('/v1/quote'))).toEqual(['/v1/quote 200'])
    const state = result.current as SupertransactionState
    // The devnet asks one multichain (chainId 0) delegation; without the app's opt-in the kit
    // signs one per chain of the request instead, each at that chain's nonce.
    expect(state.data.authorizationsAsked).toEqual([
      { address: devnet.eip7702Delegate, chainId: 0, nonce },
    ])
    expect(state.data.authorizationsToSign).toEqual([
      { address: devnet.eip7702Delegate, chainId: chainA.id, nonce },
      { address: devnet.eip7702Delegate, chainId: chainB.id, nonce },
    ])
    expect(state.data.quote?.quote.userOps.map((op) => op.userOp.sender)).toEqual([owner, owner])
    expect(wallet.prompts).toEqual([
      { method: 'wallet_signAuthorization' },
      { method: 'wallet_signAuthorization' },
      { method: 'personal_sign' },
    ])
    for (const chain of [chainA, chainB])
      expect(await publicClient(chain).getCode({ address: owner })).toBe(designator)
    // The ops ran from the EOA itself: its own USDC paid both transfers.
    expect(await balanceOf(USDC, owner)).toBe(ownerBefore - 1500n)
    expect(await balanceOf(USDC, recipient, chainA)).toBe((before[0] as bigint) + 1500n)
    expect(await balanceOf(USDC, recipient, chainB)).toBe((before[1] as bigint) + 2500n)
  })

  it('with the app’s multichain opt-in: the one chainId-0 authorization the devnet asks for is signed as asked', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.eip7702Multichain, {
      eip7702: { multichain: true },
    })
    const nonce = await publicClient().getTransactionCount({ address: owner })
    const { result } = renderHook(
      () =>
        useSupertransaction({
          mode: 'eoa-7702',
          composeFlows: [transfer(USDC, 0n, chainA.id), transfer(USDC, 0n, chainB.id)],
        }),
      { wrapper },
    )
    await act(() => result.current.quote())
    await waitFor(() => expect(result.current.status).toBe('authorizationReview'), wait)
    expect(result.current.data.authorizationsToSign).toEqual([
      { address: devnet.eip7702Delegate, chainId: 0, nonce },
    ])
    expect(wallet.prompts).toEqual([])
    await act(() => result.current.authorize())
    await waitFor(() => expect(result.current.status).toBe('quoted'), wait)
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('success'), wait)
    const state = result.current as SupertransactionState
    expect(state.data.authorizationsToSign).toEqual([
      { address: devnet.eip7702Delegate, chainId: 0, nonce },
    ])
    expect(wallet.prompts).toEqual([
      { method: 'wallet_signAuthorization' },
      { method: 'personal_sign' },
    ])
    for (const chain of [chainA, chainB])
      expect(await publicClient(chain).getCode({ address: owner })).toBe(designator)
  })

  it('step by step: usePrepare7702 lists the delegation, authorize() signs it, useQuote quotes with it, then useSignPayloads, useExecute, useSupertxReceipt', async () => {
    const { wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.eip7702Steps)
    const composeFlows = [transfer(USDC, 4321n)]
    const recipientBefore = await balanceOf(USDC, recipient)
    const { result } = renderHook(
      () => {
        const prepare = usePrepare7702({
          mode: 'eoa-7702',
          instructions: [{ chainId: chainA.id, calls: [] }],
        })
        const quote = useQuote({
          mode: 'eoa-7702',
          composeFlows,
          authorizations: prepare.authorizations,
          query: { enabled: !!prepare.authorizations },
        })
        const sign = useSignPayloads()
        const execute = useExecute()
        const receipt = useSupertxReceipt({ supertxHash: execute.data?.supertxHash })
        return { prepare, quote, sign, execute, receipt }
      },
      { wrapper },
    )
    // What will be signed is known before the wallet is asked anything.
    await waitFor(() => expect(result.current.prepare.data).toHaveLength(1), wait)
    expect(wallet.prompts).toEqual([])
    await act(() => result.current.prepare.authorizeAsync())
    await waitFor(() => expect(result.current.quote.data).toBeDefined(), wait)
    expect(result.current.prepare.authorizeStatus).toBe('success')
    expect(wallet.prompts).toEqual([{ method: 'wallet_signAuthorization' }])
    const quoted = result.current.quote
    if (!quoted.data) throw new Error('unreachable')
    // The request as quoted, typed complete once there is a quote: what signPayloads checks.
    const { data: quote, request } = quoted
    expect(request.ownerAddress).toBe(owner)
    expect(request.authorizations).toEqual(result.current.prepare.authorizations)
    expect(quote.quote.paymentInfo.eip7702Auth).toMatchObject({ address: devnet.eip7702Delegate })

    const { signedQuote } = await act(() =>
      result.current.sign.signPayloadsAsync({ quote, request }),
    )
    expect(result.current.sign.items.map((item) => item.status)).toEqual(['signed'])
    const { supertxHash } = await act(() => result.current.execute.executeAsync({ signedQuote }))
    await waitFor(() =>
      expect(result.current.execute.explorerUrl).toBe(
        `${devnet.explorerUrl}/details/${supertxHash}`,
      ),
    )
    await waitFor(() => expect(result.current.receipt.data?.status).toBe('success'), wait)
    expect(await publicClient().getCode({ address: owner })).toBe(designator)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + 4321n)
    expect(wallet.prompts).toEqual([
      { method: 'wallet_signAuthorization' },
      { method: 'personal_sign' },
    ])
  })
})
