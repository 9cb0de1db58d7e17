'use client'
import { type ForwardedRef, forwardRef, useId } from 'react'
import { commonMessages } from '../../i18n/common-messages.js'
import { signingStepsMessages } from '../../i18n/messages/signing-steps.js'
import { cx } from '../../ui/class-names.js'
import { liveRegion } from '../../ui/live-region.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { AddressesInFull } from '../parts/AddressesInFull.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { StepDetails } from './StepDetails.js'
import type { SigningStepState } from './signing-steps-of.js'
import type { UseSigningStepsReturnType } from './useSigningSteps.js'

type OwnProps = Pick<UseSigningStepsReturnType, 'steps' | 'state'> &
  Partial<Pick<UseSigningStepsReturnType, 'announcement' | 'reason' | 'reasonFunds' | 'retry'>> & {
    /** The id of the failed step's reason, e.g. for `<SupertxButton errorShownIn>` to point to. */
    reasonId?: string | undefined
    className?: string | undefined
  }
export type SigningStepsViewProps = OwnProps & RootAttributes<OwnProps>

const icons: Record<SigningStepState, string> = {
  pending: '○',
  active: '◔',
  done: '✓',
  failed: '✕',
  skipped: '–',
}

/** The checklist for given steps (what `<SigningSteps>` renders), from props alone. */
export const SigningStepsView = /* @__PURE__ */ forwardRef(function SigningStepsView(
  props: SigningStepsViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const { steps, state, announcement, reason, reasonFunds, retry, reasonId, className, ...rest } =
    props
  const root = useRootProps('signing-steps', className)
  const titleId = useId()
  const m = useMessages('signingSteps', signingStepsMessages)
  const common = useMessages('common', commonMessages)
  return (
    <section {...rest} {...root} ref={ref} aria-labelledby={titleId}>
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
              <span className="stx-signing-steps__name">{m[step.name]}</span>{' '}
              <span className="stx-signing-steps__state">{m.stepStates[step.state]}</span>
              <StepDetails step={step} />
              {step.name === 'track' && state.status === 'tracking' && state.data.retrying && (
                <p className="stx-signing-steps__retrying" {...liveRegion}>
                  {m.retrying({ attempt: state.data.retrying.attempt })}
                </p>
              )}
              {step.state === 'failed' && (
                <div className="stx-signing-steps__failure">
                  {reasonFunds ? (
                    // After a partial run: where the funds are now, one line each, as a list.
                    <div id={reasonId} className="stx-signing-steps__reason">
                      <p>{reasonFunds.before}</p>
                      <ul>
                        {reasonFunds.lines.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                      {/* The holders named rather than addressed, one interaction from their address. */}
                      <AddressesInFull named={reasonFunds.addresses} />
                      <p>{reasonFunds.after}</p>
                    </div>
                  ) : (
                    <p id={reasonId} className="stx-signing-steps__reason">
                      {reason}
                    </p>
                  )}
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
})
