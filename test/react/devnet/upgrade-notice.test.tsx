// <UpgradeNotice> end to end on the devnet: an owner with a legacy 2.1.0 account (made through the
// devnet-only POST /dev/legacy-account) reads what the upgrade does, clicks once, signs, and ends
// with its account at 2.2.1 at the same address; then the notice has nothing more to say.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import { UpgradeNotice } from '../../../src/react/components/UpgradeNotice/UpgradeNotice.js'
import { DEV_ACCOUNT } from './accounts.js'
import { chainA, chainB, makeLegacyAccount, nexusAccountId, renderEnv, wait } from './env.js'

describe('<UpgradeNotice> on the devnet', () => {
  it('explains the upgrade, runs it on one click and one signature, then disappears', async () => {
    const { wrapper: Wrapper, wallet, owner } = await renderEnv(DEV_ACCOUNT.upgradeNotice)
    const legacy = await makeLegacyAccount(owner)

    const { container } = render(
      <Wrapper>
        <UpgradeNotice mode="smart-account" />
      </Wrapper>,
    )
    const notice = await screen.findByRole('region', { name: 'Account upgrade available' }, wait)
    expect(notice.textContent).toContain(
      `on Test chain ${chainA.id}, Test chain ${chainB.id} runs version 2.1.0`,
    )
    expect(wallet.prompts).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade account' }))
    await waitFor(
      () =>
        expect(getLiveRegion().textContent).toBe(
          'Your account is upgraded to 2.2.1. Nothing else to do.',
        ),
      wait,
    )
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    expect(screen.getByRole('link', { name: 'View on explorer' })).toBeTruthy()
    for (const chain of [chainA, chainB])
      expect(await nexusAccountId(legacy, chain)).toBe('biconomy.nexus.1.3.1')
    // Nothing is left to upgrade: a new page shows no notice at all.
    container.remove()
    const again = render(
      <Wrapper>
        <UpgradeNotice mode="smart-account" />
      </Wrapper>,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(again.container.innerHTML).toBe('')
  })
})
