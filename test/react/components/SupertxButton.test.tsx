import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SupertxFailedError } from '../../../src/core/errors/flow.js'
import { NetworkError } from '../../../src/core/errors/transport.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import type { SupertransactionState } from '../../../src/core/flow/types.js'
import { SupertxButton } from '../../../src/react/components/SupertxButton/SupertxButton.js'
import { errorState, failedState, states, supertxHash } from './fixtures.js'
import { renderPart } from './render.js'

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

  it('error: "Try again", the reason in plain language tied by aria-describedby and announced', () => {
    renderPart(
      <SupertxButton state={errorState('signing', new UserRejectedError({ action: 'sign' }))} />,
    )
    expect(button()).toHaveAccessibleName('Try again')
    expect(button()).toHaveAccessibleDescription(
      'You declined the request in your wallet, so nothing was sent. Try again and approve it in your wallet to continue.',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/declined the request/)
    expect(button()).not.toHaveAttribute('aria-disabled')
  })

  it('errorShownIn: the error shown elsewhere (a failed step) describes the button, not repeated under it', () => {
    const state = errorState('signing', new UserRejectedError({ action: 'sign' }))
    renderPart(
      <>
        <SupertxButton state={state} errorShownIn="failed-step-reason" />
        <p id="failed-step-reason">The wallet said no.</p>
      </>,
    )
    expect(button()).toHaveAccessibleName('Try again')
    expect(button()).toHaveAccessibleDescription('The wallet said no.')
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

  it('failed: "Try again" with the failed chain and reason from the receipt', () => {
    renderPart(<SupertxButton state={failedState(new SupertxFailedError({ supertxHash }))} />)
    expect(button()).toHaveAccessibleName('Try again')
    expect(button()).toHaveAccessibleDescription(
      /failed on chain 31338: transfer amount exceeds allowance/,
    )
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

  it('render prop: the app draws the button from status, label, reason and onClick', () => {
    const onClick = vi.fn()
    renderPart(
      <SupertxButton
        state={errorState(
          'quoting',
          new NetworkError({ endpoint: 'POST /v1/quote', origin: 'http://x' }),
        )}
        onClick={onClick}
        render={({ status, label, disabledReason, onClick: press }) => (
          <button type="button" data-status={status} title={disabledReason} onClick={press}>
            My {label}
          </button>
        )}
      />,
    )
    expect(button()).toHaveAccessibleName('My Try again')
    expect(button()).toHaveAttribute('data-status', 'error')
    expect(button().title).toMatch(/Could not reach the service at http:\/\/x/)
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('outside a <Supertransaction> and without a state: idle, usable', () => {
    renderPart(<SupertxButton className="mine" />)
    expect(button()).toHaveAccessibleName('Get quote')
    expect(button().closest('.stx-root')).toHaveClass('stx-supertx-button', 'mine')
  })
})
