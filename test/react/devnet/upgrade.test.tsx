// useUpgrade end to end on the real devnet (spec: POST /v1/mee/orchestrator, POST /v1/mee/upgrade):
// the global setup gave DEV_ACCOUNT.legacy a 2.1.0 account on both chains; the hook finds it,
// gets the upgrade quote, has the owner sign it (one personal message), executes, tracks it to
// success, and returns the legacy address, which later quotes pass as `accountAddress`.
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getOrchestrator } from '../../../src/core/actions/getOrchestrator.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { LEGACY_ACCOUNT_USDC } from '../../../src/devnet/service/legacy-accounts.js'
import { useSupertransaction } from '../../../src/react/hooks/useSupertransaction.js'
import { useUpgrade } from '../../../src/react/hooks/useUpgrade.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  chainB,
  devnet,
  nexusAccountId,
  recipient,
  renderEnv,
  transfer,
  USDC,
  wait,
} from './env.js'

describe('useUpgrade on the devnet', () => {
  it('lookup → needed → upgrade quote → personal signature → execute → track → upgraded; then nothing to do, and the legacy address is used', async () => {
    const { wrapper, wallet, owner, config } = await renderEnv(DEV_ACCOUNT.legacy)
    const lookup = await getOrchestrator(config, { ownerAddress: owner })
    const legacy =
      'deployments' in lookup
        ? lookup.deployments.find((d) => d.addressVersion === '2.1.0')?.address
        : undefined
    if (!legacy) throw new Error('the global setup should have deployed a 2.1.0 account')

    const statuses: string[] = []
    const { result } = renderHook(
      () => {
        const upgrade = useUpgrade({ ownerAddress: owner, mode: 'smart-account' })
        statuses.push(upgrade.upgradeStatus)
        return upgrade
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.upgradeStatus).toBe('needed'), wait)
    expect(result.current.chainsNeedingUpgrade).toEqual([chainA.id, chainB.id])
    expect(result.current.accountAddress).toEqual({})
    expect(wallet.prompts).toEqual([])

    act(() => result.current.upgrade())
    await waitFor(() => expect(result.current.upgradeStatus).toBe('upgraded'), wait)
    // Each step showed up, in order (a fast step may pass between two renders, never out of order).
    const steps = [...new Set(statuses)].filter((s) => s !== 'idle' && s !== 'checking')
    expect(steps[0]).toBe('needed')
    expect(steps.at(-1)).toBe('upgraded')
    expect(steps).toContain('tracking')
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    expect(result.current.error).toBeNull()
    expect(result.current.accountAddress).toEqual({
      [String(chainA.id)]: legacy,
      [String(chainB.id)]: legacy,
    })
    expect(result.current.explorerUrl).toBe(
      `${devnet.explorerUrl}/details/${result.current.supertxHash}`,
    )
    for (const chain of [chainA, chainB])
      expect(await nexusAccountId(legacy, chain)).toBe('biconomy.nexus.1.3.1')
    // The lookup was refreshed: nothing is left to upgrade.
    await waitFor(() => expect(result.current.chainsNeedingUpgrade).toEqual([]))

    // A second run (a new page): nothing to do, a normal state, with the address to use.
    const seen: string[] = []
    const again = renderHook(
      () => {
        const upgrade = useUpgrade({ ownerAddress: owner, mode: 'smart-account' })
        seen.push(upgrade.upgradeStatus)
        return upgrade
      },
      { wrapper: (await renderEnv(DEV_ACCOUNT.legacy)).wrapper },
    )
    await waitFor(() => expect(again.result.current.upgradeStatus).toBe('nothing-to-do'), wait)
    expect(again.result.current.error).toBeNull()
    expect(again.result.current.accountAddress).toEqual(result.current.accountAddress)
    // Running it anyway looks up again and ends in the same state, with no wallet prompt.
    seen.length = 0
    act(() => again.result.current.upgrade())
    await waitFor(() => {
      expect(seen).toContain('lookup')
      expect(again.result.current.upgradeStatus).toBe('nothing-to-do')
    }, wait)
    expect(again.result.current.error).toBeNull()
    expect(again.result.current.supertxHash).toBeUndefined()

    // Later quotes pass the legacy address: the upgraded account pays from its own USDC.
    const recipientBefore = await balanceOf(USDC, recipient)
    const pay = renderHook(
      () =>
        useSupertransaction({
          mode: 'smart-account',
          accountAddress: result.current.accountAddress,
          composeFlows: [transfer(USDC, 250_000n)],
        }),
      { wrapper },
    )
    await act(() => pay.result.current.execute())
    await waitFor(() => expect(pay.result.current.status).toBe('success'), wait)
    const state = pay.result.current as SupertransactionState
    expect(state.data.quote?.quote.userOps[0]?.userOp.sender).toBe(legacy)
    expect(await balanceOf(USDC, legacy)).toBe(LEGACY_ACCOUNT_USDC - 250_000n)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + 250_000n)
    // The upgrade signs the 2.1.0 account's root; the upgraded account's quote signs the SuperTx.
    expect(wallet.prompts).toEqual([
      { method: 'personal_sign' },
      { method: 'eth_signTypedData_v4' },
    ])
  })
})
