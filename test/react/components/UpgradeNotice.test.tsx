import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import {
  UpgradeNotice,
  UpgradeNoticeView,
  type UpgradeNoticeViewProps,
} from '../../../src/react/components/UpgradeNotice/UpgradeNotice.js'
import { setup, testAccount } from '../support/setup.js'
import { renderPart } from './render.js'

const view = (
  patch: Partial<UpgradeNoticeViewProps['upgrade']>,
  props: Omit<UpgradeNoticeViewProps, 'upgrade'> = {},
) => {
  const calls: string[] = []
  const upgrade: UpgradeNoticeViewProps['upgrade'] = {
    upgradeStatus: 'needed',
    chainsNeedingUpgrade: [8453, 10],
    error: null,
    supertxHash: undefined,
    upgrade: () => calls.push('upgrade'),
    ...patch,
  }
  return { calls, ...render(<UpgradeNoticeView upgrade={upgrade} {...props} />) }
}

describe('UpgradeNoticeView', () => {
  it('renders nothing while checking or when nothing needs the upgrade', () => {
    for (const status of ['idle', 'checking', 'nothing-to-do'] as const)
      expect(view({ upgradeStatus: status }).container.innerHTML).toBe('')
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
    view({ upgradeStatus: 'signing' })
    expect(getLiveRegion().textContent).toBe('Waiting for your signature…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('ends with the result and the explorer link', () => {
    view({
      upgradeStatus: 'upgraded',
      chainsNeedingUpgrade: [],
      supertxHash: `0x${'1'.repeat(64)}`,
    })
    expect(getLiveRegion().textContent).toBe(
      'Your account is upgraded to 2.2.1. Nothing else to do.',
    )
    // No provider, so no explorer page: the text stays, as plain text.
    expect(screen.getByText('View on explorer')).toBeTruthy()
  })

  it('after the upgrade the title says the account is up to date, not that one is available', () => {
    view({
      upgradeStatus: 'upgraded',
      chainsNeedingUpgrade: [],
      supertxHash: `0x${'1'.repeat(64)}`,
    })
    const region = screen.getByRole('region', { name: 'Your account is up to date' })
    expect(region.querySelector('h3')?.textContent).toBe('Your account is up to date')
    expect(screen.queryByText('Account upgrade available')).toBeNull()
  })

  it('German: the same title after the upgrade', async () => {
    renderPart(
      <UpgradeNoticeView
        upgrade={{
          upgradeStatus: 'upgraded',
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

  it('a reason it cannot start: said as a sentence that describes the button, which stays off', () => {
    const reason = 'Only the owner can sign this.'
    for (const status of ['needed', 'error'] as const) {
      const { calls, unmount } = view({ upgradeStatus: status }, { disabledReason: reason })
      const upgrade = screen.getByRole('button', { name: 'Upgrade account' })
      expect(upgrade).toHaveAttribute('aria-disabled', 'true')
      expect(upgrade).toHaveAccessibleDescription(reason)
      expect(screen.getByText(reason)).toBeVisible()
      fireEvent.click(upgrade)
      expect(calls).toEqual([])
      unmount()
    }
  })

  it('a reason does not show while the upgrade runs or after it', () => {
    for (const status of ['signing', 'upgraded'] as const) {
      const { unmount } = view(
        { upgradeStatus: status },
        { disabledReason: 'Only the owner can sign this.' },
      )
      expect(screen.queryByText('Only the owner can sign this.')).toBeNull()
      unmount()
    }
  })

  it('says why it failed and offers to try again', async () => {
    view({ upgradeStatus: 'error', error: new UserRejectedError({ action: 'sign the upgrade' }) })
    // The reason comes with the error words, which load when the notice mounts.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^The upgrade did not go through\. You declined the request in your wallet/,
      ),
    )
    expect(screen.getByRole('button', { name: 'Upgrade account' })).toBeTruthy()
  })
})

// The root against a real HTTP server on 127.0.0.1 (the lookup, the upgrade request) with a real
// local account connected: an explicit owner other than the connected account cannot sign.
describe('<UpgradeNotice ownerAddress>', () => {
  const server = setupScriptedServer()
  beforeAll(() => {
    server.on('POST /v1/mee/orchestrator', {
      json: {
        deployments: [
          {
            chainId: 31337,
            addressVersion: '2.1.0',
            address: '0x7777777777777777777777777777777777777777',
            isDeployed: true,
            isUpgradeNeeded: true,
          },
        ],
        upgradedAddresses: {},
      },
    })
    server.on('POST /v1/mee/upgrade', {
      status: 400,
      json: { code: 'BAD_REQUEST', message: 'not in this test', errors: [] },
    })
  })
  const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
  const owner = testAccount(1).address
  const upgradeButton = () => screen.findByRole('button', { name: 'Upgrade account' })

  it('another account connected: names both, the button stays off, nothing is requested or signed', async () => {
    const { wrapper, wallet, account } = await setup({ baseUrl: server.url })
    render(<UpgradeNotice mode="smart-account" ownerAddress={owner} />, { wrapper })
    const upgrade = await upgradeButton()
    const reason = `Switch your wallet to the owner’s account ${short(owner)}: the connected account ${short(account.address)} is not the owner of these accounts, so it cannot sign the upgrade.`
    expect(screen.getByRole('region', { name: 'Account upgrade available' })).toHaveTextContent(
      reason,
    )
    expect(upgrade).toHaveAttribute('aria-disabled', 'true')
    expect(upgrade).toHaveAccessibleDescription(reason)
    // A press that started the upgrade would replace the button by its first step at once.
    await act(async () => fireEvent.click(upgrade))
    expect(screen.getByRole('button', { name: 'Upgrade account' })).toBe(upgrade)
    expect(getLiveRegion().textContent).toBe('')
    expect(server.count('POST /v1/mee/upgrade')).toBe(0)
    expect(wallet.prompts).toEqual([])
  })

  it('the owner connected, given in another letter case: no reason, the button runs the upgrade', async () => {
    const { wrapper, account } = await setup({ baseUrl: server.url })
    const given = account.address.toLowerCase() as `0x${string}`
    render(<UpgradeNotice mode="smart-account" ownerAddress={given} />, { wrapper })
    const upgrade = await upgradeButton()
    expect(upgrade).not.toHaveAttribute('aria-disabled')
    expect(upgrade).not.toHaveAccessibleDescription()
    expect(screen.queryByText(/is not the owner/)).toBeNull()
    fireEvent.click(upgrade)
    await waitFor(() => expect(server.count('POST /v1/mee/upgrade')).toBe(1))
  })

  it('no wallet connected: says to connect one, the button stays off, nothing is requested', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url, disconnected: true })
    render(<UpgradeNotice mode="smart-account" ownerAddress={owner} />, { wrapper })
    const upgrade = await upgradeButton()
    expect(upgrade).toHaveAttribute('aria-disabled', 'true')
    expect(upgrade).toHaveAccessibleDescription(
      'No wallet is connected. Connect your wallet to continue.',
    )
    await act(async () => fireEvent.click(upgrade))
    expect(screen.getByRole('button', { name: 'Upgrade account' })).toBe(upgrade)
    expect(server.count('POST /v1/mee/upgrade')).toBe(0)
    expect(wallet.prompts).toEqual([])
  })

  it('German: the same sentence in the provider’s language', async () => {
    const { wrapper, account } = await setup({ baseUrl: server.url, ui: { locale: 'de' } })
    render(<UpgradeNotice mode="smart-account" ownerAddress={owner} />, { wrapper })
    const upgrade = await screen.findByRole('button', { name: 'Konto upgraden' })
    expect(upgrade).toHaveAccessibleDescription(
      `Wechseln Sie in Ihrer Wallet zum Konto des Inhabers ${short(owner)}: Das verbundene Konto ${short(account.address)} ist nicht der Inhaber dieser Konten und kann das Upgrade nicht signieren.`,
    )
  })

  it('children get the reason beside the state', async () => {
    const { wrapper, account } = await setup({ baseUrl: server.url })
    render(
      <UpgradeNotice mode="smart-account" ownerAddress={owner}>
        {(upgrade, { disabledReason }) => (
          <p>
            {upgrade.upgradeStatus}: {disabledReason ?? 'none'}
          </p>
        )}
      </UpgradeNotice>,
      { wrapper },
    )
    expect(
      await screen.findByText(
        new RegExp(`^needed: Switch your wallet .*${short(account.address)}`),
      ),
    ).toBeInTheDocument()
  })
})

// A wrong API key: the service answers 401 to the lookup. No upgrade was tried, so the notice
// neither says one failed nor offers one, and says nothing at all: the cause (the key) is the one
// error the page shows for it, not repeated or hinted at here.
describe('<UpgradeNotice> when the lookup fails (wrong key)', () => {
  const server = setupScriptedServer()
  beforeAll(() => {
    server.on('POST /v1/mee/orchestrator', {
      status: 401,
      json: { code: 'UNAUTHORIZED', message: 'Invalid API key', errors: [] },
    })
  })

  it('renders nothing once the lookup failed: no failed upgrade, no offer, no error of its own', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    render(
      <UpgradeNotice mode="smart-account">
        {(upgrade) => (
          <>
            <output>{upgrade.upgradeStatus}</output>
            <UpgradeNoticeView upgrade={upgrade} />
          </>
        )}
      </UpgradeNotice>,
      { wrapper },
    )
    // The lookup was asked and answered 401: the notice's own state is the error.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('error'))
    expect(server.count('POST /v1/mee/orchestrator')).toBeGreaterThan(0)
    expect(screen.queryByRole('region')).toBeNull()
    expect(document.body).not.toHaveTextContent(/upgrade|API key|check/i)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(server.count('POST /v1/mee/upgrade')).toBe(0)
    expect(wallet.prompts).toEqual([])
  })
})
