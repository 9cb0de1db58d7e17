'use client'
import type { SignProgressItem } from '../../../core/actions/signPayloads.js'
import type { AuthorizationToSign } from '../../../core/schemas/authorization.js'
import type { AccountFundingTransfer } from '../../../core/supertransaction/account-funding.js'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'

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

// Where each status stands among the steps (`quoted` between quote and sign); `error` stands at
// the step that failed.
const positions: Record<Exclude<SupertransactionState['status'], 'error'>, number> = {
  idle: -1,
  // Listed for review, nothing signed yet: the authorize step is the one under way.
  authorizationReview: 0,
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
 * The steps of a run's state, each `pending | active | done | failed | skipped` (presentation only).
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
