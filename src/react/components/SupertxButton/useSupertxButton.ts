'use client'
import type {
  SupertransactionState,
  SupertransactionStatus,
} from '../../../core/supertransaction/types.js'
import { supertxButtonMessages } from '../../i18n/messages/supertx-button.js'
import { useMessages } from '../../ui/useMessages.js'
import { accountMismatch } from '../parts/accounts.js'
import { ranInPart } from '../parts/ran-in-part.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'
import { useFailureReason } from '../parts/useFailureReason.js'

export type SupertxButtonLabels = Partial<typeof supertxButtonMessages>

/** What the button shows and does (what `children` receives and `<SupertxButtonView>` renders). */
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

export type UseSupertxButtonParameters = {
  /** The run's state; default the enclosing `<Supertransaction>`'s (idle outside one). */
  state?: SupertransactionState | undefined
  /** Called on press; default the run's next move (quote, execute, retry, or reset after success). */
  onClick?: (() => void) | undefined
  /**
   * Why the action cannot start (shown as text, tied by aria-describedby); default the root's, else,
   * inside a WagmiProvider, that the connected account is not the owner of the quote it would sign.
   */
  disabledReason?: string | undefined
  /**
   * The app's own step before the run's next one is running (e.g. it funds the account): the
   * button says this with the spinner, is busy and cannot be pressed, and keeps its place (no
   * reason line appears beneath it).
   */
  busyLabel?: string | undefined
  /** Replace single labels: `labels={{ idle: 'Send' }}`. */
  labels?: SupertxButtonLabels | undefined
  /** The wallet's account; `null` in a WagmiProvider with none connected, undefined outside one. */
  connected?: string | null | undefined
}

// A run is under way in each of these: the button is busy and a press does nothing (the funding
// step included: a second press there must not start anything while the wallet's transfer runs).
const busyStatuses = new Set<SupertransactionStatus>([
  'quoting',
  'authorizing',
  'funding',
  'signing',
  'executing',
  'tracking',
])

/** The run's one button, headless: its label, state, reason and the run's next move. */
export function useSupertxButton(parameters: UseSupertxButtonParameters): SupertxButtonRenderProps {
  const parent = useSupertransactionContext()
  const state: SupertransactionState = parameters.state ??
    parent?.supertransaction ?? { status: 'idle', data: {} }
  const m = { ...useMessages('supertxButton', supertxButtonMessages), ...parameters.labels }
  const status = state.status
  const appBusy = Boolean(parameters.busyLabel)
  const busy = appBusy || busyStatuses.has(status)
  const label = parameters.busyLabel || labelOf(state, m)

  const errorReason = useFailureReason(state)
  // A press that signs (the quote, or a retry of signing it or of the EIP-7702 authorizations)
  // needs the wallet on the owner's account; other presses sign nothing yet (a quote, execute or
  // tracking again) or start a fresh run for the app's owner.
  const signs =
    status === 'quoted' ||
    status === 'authorizationReview' ||
    (state.status === 'error' && (state.step === 'signing' || state.step === 'authorizing'))
  const signer = signs ? (state.data.quote ?? state.data.request)?.ownerAddress : undefined
  const wrongAccount = accountMismatch(signer, parameters.connected ?? undefined)
  const walletReason =
    signer && parameters.connected === null
      ? m.notConnected
      : wrongAccount && m.wrongAccount(wrongAccount)
  const blockedReason =
    !appBusy &&
    (status === 'idle' ||
      status === 'authorizationReview' ||
      status === 'quoted' ||
      status === 'failed' ||
      status === 'error')
      ? (parameters.disabledReason ?? parent?.disabledReason ?? walletReason)
      : undefined
  const disabled = busy || Boolean(blockedReason)
  const disabledReason = blockedReason ?? (appBusy ? undefined : errorReason)

  const onClick = () => {
    if (disabled) return
    if (parameters.onClick) return parameters.onClick()
    const supertransaction = parent?.supertransaction
    if (!supertransaction) return
    // A run that failed on chain is tried again from a new quote, reviewed before it is signed;
    // one that ran in part is not (its funds moved): the run starts over from the app's inputs.
    const next = ranInPart(state)
      ? async () => supertransaction.reset()
      : status === 'idle' || status === 'failed'
        ? supertransaction.quote
        : status === 'quoted'
          ? supertransaction.execute
          : // The delegations were reviewed: only this press asks the wallet for them.
            status === 'authorizationReview'
            ? supertransaction.authorize
            : status === 'error'
              ? supertransaction.retry
              : status === 'success'
                ? async () => supertransaction.reset()
                : undefined
    // The run resolves into its error state; a throw here (e.g. no wallet) is shown the same way.
    void next?.().catch(() => undefined)
  }
  return { status, label, busy, disabled, disabledReason, errorReason, onClick }
}

function labelOf(state: SupertransactionState, m: typeof supertxButtonMessages): string {
  if (ranInPart(state)) return m.startNew
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
