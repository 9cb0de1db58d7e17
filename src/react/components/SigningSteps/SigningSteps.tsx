'use client'
import { type ReactNode, useId } from 'react'
import { getAddress } from 'viem'
import type { SignProgressItem } from '../../../core/actions/signPayloads.js'
import type { AuthorizationToSign } from '../../../core/schemas/authorization.js'
import type { AccountFundingTransfer } from '../../../core/supertransaction/account-funding.js'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken } from '../../../core/tokens/token-list.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { signingStepsMessages } from '../../i18n/messages/signing-steps.js'
import { cx } from '../../ui/class-names.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { liveRegion } from '../../ui/live-region.js'
import { shortAddress } from '../../ui/short-address.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { useFailureReason } from '../parts/useFailureReason.js'
import { useSupertxFlow } from '../Supertransaction/context.js'

/** `skipped`: the run went past the step without it being needed (authorize, already delegated). */
export type SigningStepState = 'pending' | 'active' | 'done' | 'failed' | 'skipped'
export type SigningStepName = 'authorize' | 'quote' | 'fund' | 'sign' | 'execute' | 'track'
export type SigningStep = {
  name: SigningStepName
  state: SigningStepState
  /** `sign`: one entry per payload, in order. */
  items?: SignProgressItem[] | undefined
  /** `authorize`: what the wallet is asked to sign, once the kit checked it. */
  authorizations?: AuthorizationToSign[] | undefined
  /** `fund` (smart-account, `fundAccount`): the transfers from the wallet to the smart account. */
  transfers?: AccountFundingTransfer[] | undefined
}

export type SigningStepsProps = {
  /** The flow state; default the enclosing `<Supertransaction>`'s. */
  state?: SupertransactionState | undefined
  /** Shows the authorize step (eoa-7702); default: when the mode is eoa-7702 or one was asked for. */
  authorize?: boolean | undefined
  /**
   * Called by the failed step's retry button; default the flow's `retry`. `null`: no retry button
   * here, where the flow's `<SupertxButton>` (which then says Try again) is the one next action.
   */
  onRetry?: (() => unknown) | null | undefined
  /** The id of the failed step's reason, e.g. for `<SupertxButton errorShownIn>` to point to. */
  reasonId?: string | undefined
  /** Render your own list from the derived steps. */
  render?: ((steps: SigningStep[], state: SupertransactionState) => ReactNode) | undefined
  className?: string | undefined
}

// Where each status stands among the steps (`quoted` between quote and sign); `error` stands at
// the step that failed.
const positions: Record<Exclude<SupertransactionState['status'], 'error'>, number> = {
  idle: -1,
  authorizing: 0,
  quoting: 1,
  quoted: 1.5,
  funding: 1.75,
  signing: 2,
  executing: 3,
  tracking: 4,
  success: 5,
  failed: 4,
}

/**
 * The steps of a flow state, each `pending | active | done | failed | skipped` (presentation only).
 * Authorize is `done` only when authorizations were signed (or given with the request); a run
 * that got a quote without any is `skipped` (already delegated); when the state cannot tell (a
 * resumed tracking, which keeps no quote), the step is left out rather than guessed.
 */
export function signingStepsOf(state: SupertransactionState, authorize: boolean): SigningStep[] {
  const names: SigningStepName[] = ['authorize', 'quote', 'fund', 'sign', 'execute', 'track']
  const position = positions[state.status === 'error' ? state.step : state.status]
  // Fund shows once the run funds the smart account (it ran, or runs now).
  const funds = Boolean(state.data.accountFunding) || position === positions.funding
  const failed = state.status === 'failed' || state.status === 'error'
  const authorized = Boolean(
    state.data.authorizations?.length || state.data.request?.authorizations?.length,
  )
  return names
    .map((name, index): SigningStep | undefined => {
      const at = stepPositions[index] as number
      let stepState: SigningStepState =
        at < position ? 'done' : at === position ? (failed ? 'failed' : 'active') : 'pending'
      if (name === 'fund') {
        if (!funds) return undefined
        // Ran and found the smart account held enough: nothing was sent.
        if (stepState === 'done' && !state.data.accountFunding?.length) stepState = 'skipped'
        return { name, state: stepState, transfers: state.data.accountFunding }
      }
      if (name === 'authorize' && stepState === 'done' && !authorized) {
        // Past quoting with a quote and nothing signed: not needed. Still quoting (a 412 may
        // yet ask for it), or failed there: it has not happened. No quote past it: unknown.
        if (state.data.quote) stepState = 'skipped'
        else if (position <= 1) stepState = 'pending'
        else return undefined
      }
      if (name === 'sign') return { name, state: stepState, items: state.data.items }
      if (name === 'authorize')
        return { name, state: stepState, authorizations: state.data.authorizationsToSign }
      return { name, state: stepState }
    })
    .filter(
      (step): step is SigningStep => step !== undefined && (authorize || step.name !== 'authorize'),
    )
}

// Where each step stands, in the order of `signingStepsOf`'s names.
const stepPositions = [0, 1, 1.75, 2, 3, 4]

const icons: Record<SigningStepState, string> = {
  pending: '○',
  active: '◔',
  done: '✓',
  failed: '✕',
  skipped: '–',
}

function SigningStepsContent(props: SigningStepsProps) {
  const root = useRootProps('signing-steps', props.className)
  const chains = useChainInfo()
  const flowContext = useSupertxFlow()
  const titleId = useId()
  const m = useMessages('signingSteps', signingStepsMessages)
  const common = useMessages('common', commonMessages)
  const { tokenList, locale } = useSupertxUi()
  const state: SupertransactionState = props.state ??
    flowContext?.flow ?? { status: 'idle', data: {} }
  const authorize =
    props.authorize ??
    (flowContext?.mode === 'eoa-7702' ||
      state.data.request?.mode === 'eoa-7702' ||
      Boolean(state.data.authorizationsToSign ?? state.data.authorizationsAsked))
  const steps = signingStepsOf(state, authorize)
  const reason = useFailureReason(state)
  if (props.render) return <>{props.render(steps, state)}</>

  const nameOf = (name: SigningStepName) => m[name]
  // An amount in the token list's decimals and symbol; else in base units, never a guessed unit.
  const amountText = (transfer: AccountFundingTransfer) => {
    const token = findToken(tokenList, transfer.chainId, transfer.token)
    return token
      ? `${formatAmount({ amount: transfer.amount, decimals: token.decimals, locale })} ${token.symbol}`
      : common.operations.units({
          value: transfer.amount.toString(),
          token: shortAddress(transfer.token),
        })
  }
  const active = steps.find((s) => s.state === 'active')
  const failedStep = steps.find((s) => s.state === 'failed')
  const announcement = failedStep
    ? m.failed({ step: nameOf(failedStep.name), reason: reason ?? '' })
    : active
      ? m.now({ step: nameOf(active.name) })
      : state.status === 'success'
        ? m.finished
        : ''
  // `error` resumes from the failed step; `failed` (the chain said no) starts a fresh run.
  const flow = flowContext?.flow
  const retry =
    props.onRetry === null
      ? undefined
      : (props.onRetry ?? (flow && (state.status === 'error' ? flow.retry : flow.execute)))

  return (
    <section {...root} aria-labelledby={titleId}>
      <h3 id={titleId} className="stx-title">
        {m.title}
      </h3>
      <p className="stx-visually-hidden" {...liveRegion}>
        {announcement}
      </p>
      <ol className="stx-signing-steps__list">
        {steps.map((step) => (
          <li
            key={step.name}
            className={cx('stx-signing-steps__step', `stx-signing-steps__step--${step.state}`)}
            aria-current={step.state === 'active' ? 'step' : undefined}
          >
            <span className="stx-signing-steps__icon" aria-hidden="true">
              {icons[step.state]}
            </span>
            <div className="stx-signing-steps__body">
              <span className="stx-signing-steps__name">{nameOf(step.name)}</span>{' '}
              <span className="stx-signing-steps__state">{m.stepStates[step.state]}</span>
              {step.authorizations && step.authorizations.length > 0 && (
                <ul className="stx-signing-steps__items" aria-label={m.delegations}>
                  {step.authorizations.map((item) => (
                    <li key={item.chainId} className="stx-signing-steps__delegation">
                      {m.delegation({
                        chain: item.chainId === 0 ? m.everyChain : chains.name(item.chainId),
                        address: getAddress(item.address),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              {step.transfers && step.transfers.length > 0 && (
                <ol className="stx-signing-steps__items">
                  {step.transfers.map((transfer) => {
                    const url = transfer.transactionHash
                      ? chains.txUrl(transfer.chainId, transfer.transactionHash)
                      : undefined
                    return (
                      <li
                        key={`${transfer.chainId}:${transfer.token}`}
                        className={cx(
                          'stx-signing-steps__item',
                          `stx-signing-steps__item--${transfer.status}`,
                        )}
                      >
                        <span>
                          {m.fundTransfer({
                            amount: amountText(transfer),
                            chain: chains.name(transfer.chainId),
                          })}
                        </span>{' '}
                        <span className="stx-signing-steps__state">
                          {m.fundStates[transfer.status] ?? transfer.status}
                        </span>
                        {transfer.transactionHash && (
                          <span className="stx-signing-steps__tx">
                            {' '}
                            {url ? (
                              <a href={url} target="_blank" rel="noreferrer">
                                {m.viewTransaction} {shortAddress(transfer.transactionHash)}
                              </a>
                            ) : (
                              <code>{shortAddress(transfer.transactionHash)}</code>
                            )}
                          </span>
                        )}
                      </li>
                    )
                  })}
                </ol>
              )}
              {step.items && step.items.length > 0 && (
                <ol className="stx-signing-steps__items">
                  {step.items.map((item) => {
                    const url =
                      item.transactionHash && item.chainId
                        ? chains.txUrl(item.chainId, item.transactionHash)
                        : undefined
                    return (
                      <li
                        key={item.index}
                        className={cx(
                          'stx-signing-steps__item',
                          `stx-signing-steps__item--${item.status}`,
                        )}
                      >
                        <span>
                          {m.item({
                            what: m.kinds[item.kind] ?? item.kind,
                            index: item.index + 1,
                            total: step.items?.length ?? 1,
                          })}
                          {item.chainId
                            ? ` ${m.onChain({ chain: chains.name(item.chainId) })}`
                            : ''}
                        </span>{' '}
                        <span className="stx-signing-steps__state">
                          {m.itemStates[item.status]}
                        </span>
                        {item.transactionHash && (
                          <span className="stx-signing-steps__tx">
                            {/* Unstyled, the state ran into the link ('SignedView transaction'). */}{' '}
                            {url ? (
                              <a href={url} target="_blank" rel="noreferrer">
                                {m.viewTransaction} {shortAddress(item.transactionHash)}
                              </a>
                            ) : (
                              <code>{shortAddress(item.transactionHash)}</code>
                            )}
                            {item.status === 'signed' && (
                              <span className="stx-signing-steps__confirmed"> · {m.confirmed}</span>
                            )}
                          </span>
                        )}
                      </li>
                    )
                  })}
                </ol>
              )}
              {step.name === 'track' && state.status === 'tracking' && state.data.retrying && (
                <p className="stx-signing-steps__retrying" {...liveRegion}>
                  {m.retrying({ attempt: state.data.retrying.attempt })}
                </p>
              )}
              {step.state === 'failed' && (
                <div className="stx-signing-steps__failure">
                  <p id={props.reasonId} className="stx-signing-steps__reason">
                    {reason}
                  </p>
                  {retry && (
                    <button
                      type="button"
                      className="stx-button stx-button--secondary"
                      onClick={() => {
                        const run: unknown = retry()
                        if (run instanceof Promise) run.catch(() => undefined)
                      }}
                    >
                      {common.retry}
                    </button>
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The flow as a checklist: authorize (eoa-7702, each authorization said in words with the full
 * delegate address before the wallet is asked) → quote → fund (smart-account with `fundAccount`:
 * each transfer from the wallet to the smart account, linked once sent) → sign each payload (its kind and state;
 * an on-chain approval with its transaction, linked to the chain's explorer) → execute → track.
 * The current step is announced through a live region; a failed step says why and offers retry.
 */
export const SigningSteps = /* @__PURE__ */ withErrorBoundary('signing-steps', SigningStepsContent)
