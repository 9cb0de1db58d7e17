// useBalanceChanges on the real devnet: the preview of a quote, taken through wagmi's clients
// before signing, equals the balances read on chain after useSupertransaction lands it.
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SupertransactionState } from '../../../src/core/flow/types.js'
import { useBalanceChanges } from '../../../src/react/hooks/useBalanceChanges.js'
import { useSupertransaction } from '../../../src/react/hooks/useSupertransaction.js'
import { DEV_ACCOUNT } from './accounts.js'
import { balanceOf, chainA, recipient, renderEnv, transfer, USDC, wait } from './env.js'

describe('useBalanceChanges on the devnet', () => {
  it('eoa: the wallet’s USDC before and after, previewed before signing, is what lands', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries)
    const amount = 3_000_000n
    const request = {
      mode: 'eoa' as const,
      ownerAddress: owner,
      fundingTokens: [{ tokenAddress: USDC, chainId: chainA.id, amount: amount.toString() }],
      composeFlows: [transfer(USDC, amount)],
    }
    const { result } = renderHook(
      () => {
        const tx = useSupertransaction(request)
        const quote = tx.status === 'quoted' ? tx.data.quote : undefined
        return { tx, preview: useBalanceChanges({ quote, request }) }
      },
      { wrapper },
    )
    await act(() => result.current.tx.quote())
    await waitFor(() => expect(result.current.preview.isSuccess).toBe(true), wait)
    const [chain] = result.current.preview.data?.chains ?? []
    if (chain?.status !== 'ready') throw new Error(`not previewed: ${chain?.status}`)
    const wallet = chain.changes.find((c) => c.role === 'wallet' && c.token !== 'native')
    expect(wallet).toMatchObject({ account: owner, token: USDC, difference: -amount })
    expect(wallet?.before).toBe(await balanceOf(USDC, owner))
    // The account pulls the funding and passes it on: nothing stays with it.
    const account = chain.changes.find((c) => c.role === 'account' && c.token !== 'native')
    expect(account?.difference).toBe(0n)

    const recipientBefore = await balanceOf(USDC, recipient)
    await act(() => result.current.tx.execute())
    await waitFor(() => expect(result.current.tx.status).toBe('success'), wait)
    expect((result.current.tx as SupertransactionState).status).toBe('success')
    expect(await balanceOf(USDC, owner)).toBe(wallet?.after)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + amount)
  })
})
