import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  errorState,
  failedState,
  owner,
  quote,
  states,
  supertxHash,
} from '../../../fixtures/two-chain-states.js'
import { SupertxFailedError } from '../../../src/core/errors/supertransaction.js'
import { NetworkError } from '../../../src/core/errors/transport.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { SupertxButton } from '../../../src/react/components/SupertxButton/SupertxButton.js'
import { setup, testAccount } from '../support/setup.js'
import { renderPart } from './render.js'

/** Port 9 (discard): nothing here calls the API, and anything that did would fail at once. */
const nowhere = 'http://127.0.0.1:9'

const button = () => screen.getByRole('button')

describe('<SupertxButton> from a state', () => {
  it.each([
    ['idle', states.idle, 'Get quote', false],
    ['quoting', states.quoting, 'Getting a quote…', true],
    ['authorizing', states.authorizing, 'Waiting for the authorization in your wallet…', true],
    ['quoted', states.quoted, 'Sign and execute', false],
    ['signing 1 of 2', states.signingFirstOfTwo, 'Waiting for signature 1 of 2…', true],
    ['signing 2 of 2', states.signingSecondOfTwo, 'Waiting for signature 2 of 2…', true],
    [
      'confirming an approval',
      states.confirmingApproval,
      'Waiting for the approval to confirm…',
      true,
    ],
    ['executing', states.executing, 'Executing…', true],
    ['tracking', states.tracking, 'Tracking…', true],
    ['success', states.success, 'Done', false],
  ] as [string, SupertransactionState, string, boolean][])(
    '%s: says what it does or waits for',
    (_, state, label, busy) => {
      renderPart(<SupertxButton state={state} />)
      expect(button()).toHaveAccessibleName(label)
      if (busy) {
        expect(button()).toHaveAttribute('aria-busy', 'true')
        expect(button()).toHaveAttribute('aria-disabled', 'true')
      } else expect(button()).not.toHaveAttribute('aria-disabled')
    },
  )

  it('error: "Try again", the reason in plain language tied by aria-describedby and announced', async () => {
    renderPart(
      <SupertxButton state={errorState('signing', new UserRejectedError({ action: 'sign' }))} />,
    )
    expect(button()).toHaveAccessibleName('Try again')
    // The reason comes with the error words, which load when the button mounts.
    await waitFor(() =>
      expect(button()).toHaveAccessibleDescription(
        'You declined the request in your wallet, so nothing was sent. Try again and approve it in your wallet to continue.',
      ),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/declined the request/)
    expect(button()).not.toHaveAttribute('aria-disabled')
  })

  it('errorShownIn: the error shown elsewhere (a failed step) describes the button, not repeated under it', async () => {
    const state = errorState('signing', new UserRejectedError({ action: 'sign' }))
    renderPart(
      <>
        <SupertxButton state={state} errorShownIn="failed-step-reason" />
        <p id="failed-step-reason">The wallet said no.</p>
      </>,
    )
    expect(button()).toHaveAccessibleName('Try again')
    await waitFor(() => expect(button()).toHaveAccessibleDescription('The wallet said no.'))
    expect(screen.queryByText(/declined the request/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('errorShownIn does not hide why it cannot start: a disabled reason still shows under it', () => {
    renderPart(
      <SupertxButton
        state={errorState('quoting', new UserRejectedError({ action: 'sign' }))}
        disabledReason="Connect your wallet to continue."
        errorShownIn="elsewhere"
      />,
    )
    expect(button()).toHaveAccessibleDescription('Connect your wallet to continue.')
    expect(screen.getByText('Connect your wallet to continue.')).toBeVisible()
  })

  it('failed: "Try again" with the failed chain and reason from the receipt', async () => {
    renderPart(<SupertxButton state={failedState(new SupertxFailedError({ supertxHash }))} />)
    expect(button()).toHaveAccessibleName('Try again')
    await waitFor(() =>
      expect(button()).toHaveAccessibleDescription(
        /failed on chain 31338: transfer amount exceeds allowance/,
      ),
    )
  })

  it('failed after part of it ran (funds bridged): no "Try again", which would bridge again', async () => {
    const funds = [{ chainId: 31338, account: owner, token: owner, amount: '50000000' }]
    renderPart(
      <SupertxButton state={failedState(new SupertxFailedError({ supertxHash, funds }))} />,
    )
    expect(button()).toHaveAccessibleName('Start a new transaction')
    await waitFor(() => expect(button()).toHaveAccessibleDescription(/Your funds are now: /))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('disabled with a reason: shown as text, described, and a click does nothing', () => {
    const onClick = vi.fn()
    renderPart(
      <SupertxButton
        state={states.idle}
        disabledReason="Connect your wallet to continue."
        onClick={onClick}
      />,
    )
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription('Connect your wallet to continue.')
    expect(screen.getByText('Connect your wallet to continue.')).toBeVisible()
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('a busy button ignores the disabled reason (it shows what it waits for) and clicks', () => {
    const onClick = vi.fn()
    renderPart(<SupertxButton state={states.executing} disabledReason="nope" onClick={onClick} />)
    expect(screen.queryByText('nope')).toBeNull()
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('funding (the wallet sends the smart account its funds): busy with its spinner, a second click does nothing', () => {
    const onClick = vi.fn()
    const { data } = states.quoted as Extract<SupertransactionState, { status: 'quoted' }>
    const transfer = {
      chainId: 31337,
      token: '0x00000000000000000000000000000000000000aa' as const,
      to: '0x00000000000000000000000000000000000000bb' as const,
      needed: 2_000_000n,
      balance: 500_000n,
      amount: 1_500_000n,
      status: 'sending' as const,
    }
    const funding: SupertransactionState = {
      status: 'funding',
      data: { ...data, accountFunding: [transfer] },
    }
    const { container } = renderPart(
      <SupertxButton state={funding} disabledReason="nope" onClick={onClick} />,
    )
    expect(button()).toHaveAccessibleName('Sending your smart account its funds…')
    expect(button()).toHaveAttribute('aria-busy', 'true')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(container.querySelector('.stx-spinner')).not.toBeNull()
    // What it waits for is the label: no reason line beneath it.
    expect(screen.queryByText('nope')).toBeNull()
    fireEvent.click(button())
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('calls onClick when it can act', () => {
    const onClick = vi.fn()
    renderPart(<SupertxButton state={states.quoted} onClick={onClick} />)
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('labels: one label replaced, the others kept', () => {
    const { rerender } = renderPart(<SupertxButton state={states.idle} labels={{ idle: 'Send' }} />)
    expect(button()).toHaveAccessibleName('Send')
    rerender(<SupertxButton state={states.quoted} labels={{ idle: 'Send' }} />)
    expect(button()).toHaveAccessibleName('Sign and execute')
  })

  it('children function: the app draws the button from status, label, reason and onClick', async () => {
    const onClick = vi.fn()
    renderPart(
      <SupertxButton
        state={errorState(
          'quoting',
          new NetworkError({ endpoint: 'POST /v1/quote', origin: 'http://x' }),
        )}
        onClick={onClick}
      >
        {({ status, label, disabledReason, onClick: press }) => (
          <button type="button" data-status={status} title={disabledReason} onClick={press}>
            My {label}
          </button>
        )}
      </SupertxButton>,
    )
    expect(button()).toHaveAccessibleName('My Try again')
    expect(button()).toHaveAttribute('data-status', 'error')
    await waitFor(() => expect(button().title).toMatch(/Could not reach the service at http:\/\/x/))
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('without a WagmiProvider, a quote to sign: no account to compare, usable (never a throw)', () => {
    const onClick = vi.fn()
    renderPart(<SupertxButton state={states.quoted} onClick={onClick} />)
    expect(button()).not.toHaveAttribute('aria-disabled')
    expect(button()).not.toHaveAccessibleDescription()
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('outside a <Supertransaction> and without a state: idle, usable', () => {
    renderPart(<SupertxButton className="mine" />)
    expect(button()).toHaveAccessibleName('Get quote')
    expect(button().closest('.stx-root')).toHaveClass('stx-supertx-button', 'mine')
  })
})

// Standalone, inside a WagmiProvider (a real config, a real local account connected): a press
// that would sign the quote needs the wallet on the quote's owner, so the button says so first.
describe('<SupertxButton> with a connected wallet', () => {
  const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
  const wrongAccount = (connected: string) =>
    `Switch your wallet to the owner’s account ${short(owner)}: the connected account ${short(connected)} is not the owner of this supertransaction, so it cannot sign it.`
  const other = testAccount(1)

  it('quoted, the wallet on another account: off, naming both accounts, and a press does nothing', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, account: other })
    const onClick = vi.fn()
    render(<SupertxButton state={states.quoted} onClick={onClick} />, { wrapper })
    expect(button()).toHaveAccessibleName('Sign and execute')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(wrongAccount(other.address))
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('a retry of the signing step with the wallet on another account: off with the same reason', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, account: other })
    const onClick = vi.fn()
    const state = errorState('signing', new UserRejectedError({ action: 'sign' }))
    render(<SupertxButton state={state} onClick={onClick} />, { wrapper })
    expect(button()).toHaveAccessibleName('Try again')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(wrongAccount(other.address))
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('a retry of the EIP-7702 authorizations with the wallet on another account: off, naming the request’s owner', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, account: other })
    const state = errorState(
      'authorizing',
      new UserRejectedError({ action: 'sign EIP-7702 authorizations' }),
      states.authorizing.data,
    )
    render(<SupertxButton state={state} />, { wrapper })
    expect(button()).toHaveAccessibleName('Try again')
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(wrongAccount(other.address))
  })

  it('the owner connected, its address in another letter case in the quote: usable, no reason', async () => {
    const { wrapper, account } = await setup({ baseUrl: nowhere })
    const onClick = vi.fn()
    const quoted: SupertransactionState = {
      status: 'quoted',
      data: {
        ...states.quoted.data,
        quote: { ...quote, ownerAddress: account.address.toLowerCase() as `0x${string}` },
      },
    }
    render(<SupertxButton state={quoted} onClick={onClick} />, { wrapper })
    expect(button()).not.toHaveAttribute('aria-disabled')
    expect(button()).not.toHaveAccessibleDescription()
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('follows the wallet: switching away turns it off, switching back on again', async () => {
    const { wrapper, wagmiConfig } = await setup({ baseUrl: nowhere })
    render(<SupertxButton state={states.quoted} />, { wrapper })
    expect(button()).not.toHaveAttribute('aria-disabled')
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { accounts: [other.address] })
    })
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'))
    expect(button()).toHaveAccessibleDescription(wrongAccount(other.address))
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { accounts: [owner] })
    })
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'))
  })

  it('quoted, no wallet connected: off, saying to connect one, and a press does nothing', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, disconnected: true })
    const onClick = vi.fn()
    render(<SupertxButton state={states.quoted} onClick={onClick} />, { wrapper })
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription('Connect your wallet to continue.')
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('idle, no wallet connected: a quote needs no signature, so it stays usable', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, disconnected: true })
    render(<SupertxButton state={states.idle} />, { wrapper })
    expect(button()).toHaveAccessibleName('Get quote')
    expect(button()).not.toHaveAttribute('aria-disabled')
  })

  it("the app's own reason wins over the account's", async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, account: other })
    render(<SupertxButton state={states.quoted} disabledReason="Accept the terms first." />, {
      wrapper,
    })
    expect(button()).toHaveAccessibleDescription('Accept the terms first.')
    expect(screen.queryByText(/is not the owner/)).toBeNull()
  })

  it('nothing to sign with the quote: no quote yet, a run to start afresh, an execute or tracking to repeat', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, account: other })
    const network = new NetworkError({ endpoint: 'POST /v1/execute', origin: 'http://x' })
    for (const state of [
      states.idle,
      failedState(new SupertxFailedError({ supertxHash })),
      errorState('executing', network),
      errorState('tracking', network),
    ]) {
      const { unmount } = render(<SupertxButton state={state} />, { wrapper })
      expect(button()).not.toHaveAttribute('aria-disabled')
      expect(screen.queryByText(/is not the owner/)).toBeNull()
      unmount()
    }
  })

  it('German: the same check in the provider’s language', async () => {
    const { wrapper } = await setup({ baseUrl: nowhere, account: other, ui: { locale: 'de' } })
    render(<SupertxButton state={states.quoted} />, { wrapper })
    await waitFor(() =>
      expect(button()).toHaveAccessibleDescription(
        `Wechseln Sie in Ihrer Wallet zum Konto des Inhabers ${short(owner)}: Das verbundene Konto ${short(other.address)} ist nicht der Inhaber dieser Supertransaktion und kann sie nicht signieren.`,
      ),
    )
  })
})
