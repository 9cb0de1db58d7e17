import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import {
  UpgradeNoticeView,
  type UpgradeNoticeViewProps,
} from '../../../src/react/components/UpgradeNotice/UpgradeNotice.js'
import '../support/setup.js'
import { getLiveRegion } from '../../support/live-region.js'
import { renderPart } from './render.js'

const view = (patch: Partial<UpgradeNoticeViewProps['upgrade']>) => {
  const calls: string[] = []
  const upgrade: UpgradeNoticeViewProps['upgrade'] = {
    status: 'needed',
    chainsNeedingUpgrade: [8453, 10],
    error: null,
    supertxHash: undefined,
    upgrade: () => calls.push('upgrade'),
    ...patch,
  }
  return { calls, ...render(<UpgradeNoticeView upgrade={upgrade} />) }
}

describe('UpgradeNoticeView', () => {
  it('renders nothing while checking or when nothing needs the upgrade', () => {
    for (const status of ['idle', 'checking', 'nothing-to-do'] as const)
      expect(view({ status }).container.innerHTML).toBe('')
  })

  it('explains what the upgrade does and runs it on click', () => {
    const { calls } = view({})
    expect(screen.getByRole('region', { name: 'Account upgrade available' }).textContent).toContain(
      'Your orchestrator account on chain 8453, chain 10 runs version 2.1.0.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade account' }))
    expect(calls).toEqual(['upgrade'])
  })

  it('says which step runs, without a button to press twice', () => {
    view({ status: 'signing' })
    expect(getLiveRegion().textContent).toBe('Waiting for your signature…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('ends with the result and the explorer link', () => {
    view({ status: 'upgraded', chainsNeedingUpgrade: [], supertxHash: `0x${'1'.repeat(64)}` })
    expect(getLiveRegion().textContent).toBe(
      'Your account is upgraded to 2.2.1. Nothing else to do.',
    )
    // No provider, so no explorer page: the text stays, as plain text.
    expect(screen.getByText('View on explorer')).toBeTruthy()
  })

  it('after the upgrade the title says the account is up to date, not that one is available', () => {
    view({ status: 'upgraded', chainsNeedingUpgrade: [], supertxHash: `0x${'1'.repeat(64)}` })
    const region = screen.getByRole('region', { name: 'Your account is up to date' })
    expect(region.querySelector('h3')?.textContent).toBe('Your account is up to date')
    expect(screen.queryByText('Account upgrade available')).toBeNull()
  })

  it('German: the same title after the upgrade', async () => {
    renderPart(
      <UpgradeNoticeView
        upgrade={{
          status: 'upgraded',
          chainsNeedingUpgrade: [],
          error: null,
          supertxHash: undefined,
          upgrade: () => undefined,
        }}
      />,
      { locale: 'de' },
    )
    expect(
      await screen.findByRole('heading', { name: 'Ihr Konto ist auf dem neuesten Stand' }),
    ).toBeTruthy()
    expect(screen.queryByText('Konto-Upgrade verfügbar')).toBeNull()
  })

  it('says why it failed and offers to try again', () => {
    view({ status: 'error', error: new UserRejectedError({ action: 'sign the upgrade' }) })
    expect(screen.getByRole('alert').textContent).toMatch(/^The upgrade did not go through\. .+/)
    expect(screen.getByRole('button', { name: 'Upgrade account' })).toBeTruthy()
  })
})
