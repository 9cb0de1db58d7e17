'use client'
import type { ForwardedRef, ReactNode } from 'react'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { SigningStepsView } from './SigningStepsView.js'
import type { SigningStep } from './signing-steps-of.js'
import { type UseSigningStepsParameters, useSigningSteps } from './useSigningSteps.js'

export type {
  SigningStep,
  SigningStepName,
  SigningStepState,
} from './signing-steps-of.js'
export { signingStepsOf } from './signing-steps-of.js'

type OwnProps = UseSigningStepsParameters & {
  /** The id of the failed step's reason, e.g. for `<SupertxButton errorShownIn>` to point to. */
  reasonId?: string | undefined
  /** Render your own list from the derived steps. */
  children?: ((steps: SigningStep[], state: SupertransactionState) => ReactNode) | undefined
  className?: string | undefined
}
export type SigningStepsProps = OwnProps & RootAttributes<OwnProps>

function SigningStepsContent(props: SigningStepsProps, ref: ForwardedRef<HTMLElement>) {
  const { state, authorize, onRetry, children, ...rest } = props
  const steps = useSigningSteps({ state, authorize, onRetry })
  const custom = children
  if (custom) return <>{custom(steps.steps, steps.state)}</>
  return <SigningStepsView {...rest} {...steps} ref={ref} />
}

/**
 * The run as a checklist: authorize (eoa-7702, each authorization said in words with the full
 * delegate address before the wallet is asked) → quote → fund (smart-account with `fundAccount`:
 * each transfer from the wallet to the smart account, linked once sent) → sign each payload (its kind and state;
 * an on-chain approval with its transaction, linked to the chain's explorer) → execute → track.
 * The current step is announced through a live region; a failed step says why and offers retry.
 */
export const SigningSteps = /* @__PURE__ */ withErrorBoundary('signing-steps', SigningStepsContent)
