'use client'
import { type ReactNode, useContext, useId } from 'react'
import { useAccount, WagmiContext } from 'wagmi'
import type {
  SupertransactionState,
  SupertransactionStatus,
} from '../../../core/supertransaction/types.js'
import { supertxButtonMessages } from '../../i18n/messages/supertx-button.js'
import { cx } from '../../ui/class-names.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { accountMismatch } from '../parts/accounts.js'
import { useFailureReason } from '../parts/useFailureReason.js'
import { useSupertxFlow } from '../Supertransaction/context.js'

export type SupertxButtonLabels = Partial<typeof supertxButtonMessages>

/** What `render` receives: everything the default button shows. */
export type SupertxButtonRenderProps = {
  status: SupertransactionStatus
  /** What the button says, e.g. `Waiting for signature 1 of 2…`. */
  label: string
  /** A step is running: the label says what it waits for. */
  busy: boolean
  /** Why it cannot be pressed now (or why the last attempt failed, on `error`/`failed`). */
  disabledReason: string | undefined
  /** The error of the last attempt, in plain language. */
  errorReason: string | undefined
  disabled: boolean
  onClick: () => void
}

export type SupertxButtonProps = {
  /** The flow state; default the enclosing `<Supertransaction>`'s (idle outside one). */
  state?: SupertransactionState | undefined
  /** Called on press; default the flow's next move (quote, execute, retry, or reset after success). */
  onClick?: (() => void) | undefined
  /**
   * Why the action cannot start (shown as text, tied by aria-describedby); default the root's, else,
   * inside a WagmiProvider, that the connected account is not the owner of the quote it would sign.
   */
  disabledReason?: string | undefined
  /**
   * The app's own step before the flow's next one is running (e.g. it funds the account): the
   * button says this with the spinner, is busy and cannot be pressed, and keeps its place (no
   * reason line appears beneath it).
   */
  busyLabel?: string | undefined
  /** Replace single labels: `labels={{ idle: 'Send' }}`. */
  labels?: SupertxButtonLabels | undefined
  /**
   * The id of the element that already shows the last attempt's error, e.g. `<SigningSteps
   * reasonId>` (its failed step says why and offers retry): the button is described by it and does
   * not repeat the error beneath itself. Default: the error shows under the button, as an alert.
   */
  errorShownIn?: string | undefined
  /** Render your own button from the same state. */
  render?: ((props: SupertxButtonRenderProps) => ReactNode) | undefined
  className?: string | undefined
}

const busyStatuses = new Set<SupertransactionStatus>([
  'quoting',
  'authorizing',
  'signing',
  'executing',
  'tracking',
])

function SupertxButtonContent(props: SupertxButtonProps) {
  // wagmi's hooks throw outside a WagmiProvider: the account is read only inside one.
  return useContext(WagmiContext) ? <WithAccount {...props} /> : <Button {...props} />
}

function WithAccount(props: SupertxButtonProps) {
  return <Button {...props} connected={useAccount().address ?? null} />
}

/** `connected`: the wallet's account; `null` in a WagmiProvider with none connected. */
function Button(props: SupertxButtonProps & { connected?: string | null | undefined }) {
  const root = useRootProps('supertx-button', props.className)
  const flowContext = useSupertxFlow()
  const reasonId = useId()
  const state: SupertransactionState = props.state ??
    flowContext?.flow ?? { status: 'idle', data: {} }
  const m = { ...useMessages('supertxButton', supertxButtonMessages), ...props.labels }
  const status = state.status
  const appBusy = Boolean(props.busyLabel)
  const busy = appBusy || busyStatuses.has(status)
  const label = props.busyLabel || labelOf(state, m)

  const errorReason = useFailureReason(state)
  // A press that signs (the quote, or a retry of signing it or of the EIP-7702 authorizations)
  // needs the wallet on the owner's account; other presses sign nothing yet (a quote, execute or
  // tracking again) or start a fresh run for the app's owner.
  const signs =
    status === 'quoted' ||
    (state.status === 'error' && (state.step === 'signing' || state.step === 'authorizing'))
  const signer = signs ? (state.data.quote ?? state.data.request)?.ownerAddress : undefined
  const wrongAccount = accountMismatch(signer, props.connected ?? undefined)
  const walletReason =
    signer && props.connected === null
      ? m.notConnected
      : wrongAccount && m.wrongAccount(wrongAccount)
  const blockedReason =
    !appBusy &&
    (status === 'idle' || status === 'quoted' || status === 'failed' || status === 'error')
      ? (props.disabledReason ?? flowContext?.disabledReason ?? walletReason)
      : undefined
  const disabled = busy || Boolean(blockedReason)
  const disabledReason = blockedReason ?? (appBusy ? undefined : errorReason)
  // The error is shown (and announced) elsewhere: point to it rather than say it twice.
  const errorElsewhere = Boolean(errorReason && !blockedReason && props.errorShownIn)
  const describedBy = errorElsewhere ? props.errorShownIn : disabledReason ? reasonId : undefined

  const onClick = () => {
    if (disabled) return
    if (props.onClick) return props.onClick()
    const flow = flowContext?.flow
    if (!flow) return
    const next =
      status === 'idle'
        ? flow.quote
        : status === 'quoted' || status === 'failed'
          ? flow.execute
          : status === 'error'
            ? flow.retry
            : status === 'success'
              ? async () => flow.reset()
              : undefined
    // The flow resolves into its error state; a throw here (e.g. no wallet) is shown the same way.
    void next?.().catch(() => undefined)
  }

  if (props.render)
    return (
      <>{props.render({ status, label, busy, disabled, disabledReason, errorReason, onClick })}</>
    )

  return (
    <div {...root} data-status={status}>
      <button
        type="button"
        className={cx('stx-supertx-button__button', `stx-supertx-button__button--${status}`)}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        {busy && <span className="stx-spinner" aria-hidden="true" />}
        {status === 'success' && (
          <span className="stx-supertx-button__icon" aria-hidden="true">
            ✓
          </span>
        )}
        <span>{label}</span>
      </button>
      {disabledReason && !errorElsewhere && (
        <p
          id={reasonId}
          className={cx(
            'stx-supertx-button__reason',
            errorReason && !blockedReason && 'stx-supertx-button__reason--error',
          )}
          role={errorReason && !blockedReason ? 'alert' : undefined}
        >
          {disabledReason}
        </p>
      )}
    </div>
  )
}

function labelOf(state: SupertransactionState, m: typeof supertxButtonMessages): string {
  if (state.status !== 'signing') return m[state.status] as string
  const items = state.data.items
  const total = items.length
  const active =
    items.find((i) => i.status === 'signing' || i.status === 'confirming') ??
    items.find((i) => i.status === 'pending')
  const current = (active?.index ?? total - 1) + 1
  return active?.status === 'confirming'
    ? m.confirming({ current, total })
    : m.signing({ current, total })
}

/**
 * The one button of a supertransaction: its label and action follow the flow (Get quote → Sign
 * and execute → what it waits for → Done / Try again). When it cannot be pressed, the reason shows
 * as text next to it; after an error the reason says what happened and what to do.
 */
export const SupertxButton = /* @__PURE__ */ withErrorBoundary(
  'supertx-button',
  SupertxButtonContent,
)
