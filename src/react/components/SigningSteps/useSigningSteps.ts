'use client'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'
import { SupertransactionStateNotFoundError } from '../../errors.js'
import type { ErrorDescription } from '../../i18n/error-sentence-parts.js'
import { signingStepsMessages } from '../../i18n/messages/signing-steps.js'
import { useMessages } from '../../ui/useMessages.js'
import { partModeOf } from '../parts/part-mode.js'
import { ranInPart } from '../parts/ran-in-part.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'
import { useFailure } from '../parts/useFailureReason.js'
import { type SigningStep, signingStepsOf } from './signing-steps-of.js'

export type UseSigningStepsParameters = {
  /**
   * The supertransaction's state (`useSupertransaction()`); default the enclosing
   * `<Supertransaction>`'s. Neither: `SupertransactionStateNotFoundError` at render.
   */
  state?: SupertransactionState | undefined
  /** Shows the authorize step (eoa-7702); default: when the mode is eoa-7702 or one was asked for. */
  authorize?: boolean | undefined
  /**
   * Called by the failed step's retry button; default the run's `retry`. `null`: no retry button
   * here, where the run's `<SupertxButton>` (which then says Try again) is the one next action.
   */
  onRetry?: (() => unknown) | null | undefined
}

export type UseSigningStepsReturnType = {
  steps: SigningStep[]
  state: SupertransactionState
  /** What the live region says: the step running now, the failed one and why, or the end. */
  announcement: string
  /** Why the failed step failed, in plain language. */
  reason: string | undefined
  /**
   * After a run that ran in part: `reason` around where its funds are now, and those one per
   * line, for the error box's list.
   */
  reasonFunds?: ErrorDescription['funds']
  /** The failed step's retry, if it offers one. */
  retry: (() => unknown) | undefined
}

/** The run as steps, headless: each step's state, what to announce, why it failed, the retry. */
export function useSigningSteps(parameters: UseSigningStepsParameters): UseSigningStepsReturnType {
  const parent = useSupertransactionContext()
  const m = useMessages('signingSteps', signingStepsMessages)
  const state: SupertransactionState | undefined = parameters.state ?? parent?.supertransaction
  // Outside <Supertransaction> without a state there is no run to show: say so, never wait.
  if (!state) throw new SupertransactionStateNotFoundError({ component: 'SigningSteps' })
  const authorize =
    parameters.authorize ??
    (partModeOf(state.data.request, parent) === 'eoa-7702' ||
      Boolean(state.data.authorizationsToSign ?? state.data.authorizationsAsked))
  const steps = signingStepsOf(state, authorize)
  const failure = useFailure(state)
  const reason = failure?.sentence
  const active = steps.find((s) => s.state === 'active')
  const failedStep = steps.find((s) => s.state === 'failed')
  const announcement = failedStep
    ? m.failed({ step: m[failedStep.name], reason: reason ?? '' })
    : active
      ? m.now({ step: m[active.name] })
      : state.status === 'success'
        ? m.finished
        : ''
  // `error` resumes from the failed step; `failed` (the chain said no) starts a fresh run, except
  // after a run that ran in part: running it again would move its funds again.
  const supertransaction = parent?.supertransaction
  const retry =
    parameters.onRetry === null || ranInPart(state)
      ? undefined
      : (parameters.onRetry ??
        (supertransaction &&
          (state.status === 'error' ? supertransaction.retry : supertransaction.execute)))
  return { steps, state, announcement, reason, reasonFunds: failure?.funds, retry }
}
