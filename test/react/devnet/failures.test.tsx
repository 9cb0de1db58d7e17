// What goes wrong, on the real devnet: a supertransaction whose call reverts on chain ends
// `failed` (spec: GET /v1/explorer, "States and transitions"), and the API's errors reach the hooks
// as typed errors (spec: Errors).
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InvalidChainError } from '../../../src/core/errors/api.js'
import { UnauthorizedError } from '../../../src/core/errors/auth.js'
import { SupertxFailedError } from '../../../src/core/errors/supertransaction.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { useQuote } from '../../../src/react/hooks/useQuote.js'
import { useSupertransaction } from '../../../src/react/hooks/useSupertransaction.js'
import { DEV_ACCOUNT } from './accounts.js'
import { balanceOf, devnet, recipient, renderEnv, transfer, USDC, wait } from './env.js'

describe('failures on the devnet', () => {
  it('a flow whose call reverts (more USDC than the account holds) ends failed with SupertxFailedError and its explorer page', async () => {
    const { wrapper } = await renderEnv(DEV_ACCOUNT.queries)
    const recipientBefore = await balanceOf(USDC, recipient)
    const errors: Error[] = []
    let succeeded = false
    const { result } = renderHook(
      () =>
        useSupertransaction({
          mode: 'smart-account',
          // The owner's orchestrator account holds no USDC: the transfer reverts on chain.
          composeFlows: [transfer(USDC, 1_000_000n)],
          onError: (error) => errors.push(error),
          onSuccess: () => {
            succeeded = true
          },
        }),
      { wrapper },
    )
    await act(() => result.current.execute())
    await waitFor(() => expect(result.current.status).toBe('failed'), wait)
    const state = result.current as SupertransactionState
    if (state.status !== 'failed') throw new Error('unreachable')
    expect(state.error).toBeInstanceOf(SupertxFailedError)
    expect((state.error as SupertxFailedError).supertxHash).toBe(result.current.supertxHash)
    expect(errors).toEqual([state.error])
    expect(succeeded).toBe(false)
    expect(state.data.receipt.status).toBe('failed')
    expect(state.data.receipt.userOps.some((op) => op.executionStatus === 'MINED_FAIL')).toBe(true)
    expect(result.current.explorerUrl).toBe(
      `${devnet.explorerUrl}/details/${result.current.supertxHash}`,
    )
    // The error carries the page too, so an app that only logs the error still points somewhere.
    expect((state.error as SupertxFailedError).explorerUrl).toBe(result.current.explorerUrl)
    expect((state.error as SupertxFailedError).message).toContain(result.current.explorerUrl)
    // The devnet serves that page for a supertransaction it knows (404 for one it does not).
    const page = await fetch(result.current.explorerUrl as string)
    expect(page.status).toBe(200)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore)
  })

  it('INVALID_CHAIN from the API is an InvalidChainError in useQuote and at the quoting step of useSupertransaction', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries)
    const flows = [transfer(USDC, 1n, 1)] // chain 1 is not a devnet chain
    const quote = renderHook(
      () => useQuote({ mode: 'smart-account', ownerAddress: owner, composeFlows: flows }),
      { wrapper },
    )
    await waitFor(() => expect(quote.result.current.error).toBeInstanceOf(InvalidChainError), wait)
    expect((quote.result.current.error as InvalidChainError).status).toBe(400)

    const supertransaction = renderHook(
      () => useSupertransaction({ mode: 'smart-account', composeFlows: flows }),
      {
        wrapper,
      },
    )
    await act(() => supertransaction.result.current.execute())
    const state = supertransaction.result.current as SupertransactionState
    expect(state.status).toBe('error')
    if (state.status === 'error') {
      expect(state.step).toBe('quoting')
      expect(state.error).toBeInstanceOf(InvalidChainError)
    }
  })

  it('a wrong API key is an UnauthorizedError that says so, without the key', async () => {
    const apiKey = 'not-the-devnet-key'
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries, { apiKey })
    const { result } = renderHook(
      () =>
        useQuote({
          mode: 'smart-account',
          ownerAddress: owner,
          composeFlows: [transfer(USDC, 1n)],
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(UnauthorizedError), wait)
    const error = result.current.error as UnauthorizedError
    expect(error.apiKeySent).toBe(true)
    expect(error.message).toContain('refused the API key')
    expect(error.message).not.toContain(apiKey)
  })
})
