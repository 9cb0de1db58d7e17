'use client'
import { type ForwardedRef, forwardRef, useId } from 'react'
import { cx } from '../../ui/class-names.js'
import { useRootProps } from '../../ui/useRootProps.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import type { SupertxButtonRenderProps } from './useSupertxButton.js'

type OwnProps = SupertxButtonRenderProps & {
  /**
   * The id of the element that already shows the last attempt's error, e.g. `<SigningSteps
   * reasonId>` (its failed step says why and offers retry): the button is described by it and does
   * not repeat the error beneath itself. Default: the error shows under the button, as an alert.
   */
  errorShownIn?: string | undefined
  className?: string | undefined
}
export type SupertxButtonViewProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

/** The button for a given state (what `<SupertxButton>` renders), with its reason beneath. */
export const SupertxButtonView = /* @__PURE__ */ forwardRef(function SupertxButtonView(
  props: SupertxButtonViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const {
    status,
    label,
    busy,
    disabled,
    disabledReason,
    errorReason,
    onClick,
    errorShownIn,
    className,
    ...rest
  } = props
  const root = useRootProps('supertx-button', className)
  const reasonId = useId()
  // The reason is the last attempt's error, not a reason it cannot start.
  const isError = Boolean(errorReason) && disabledReason === errorReason
  // The error is shown (and announced) elsewhere: point to it rather than say it twice (also
  // while the app's own step runs, when no reason shows here).
  const errorElsewhere = Boolean(
    errorReason && errorShownIn && (disabledReason === undefined || isError),
  )
  const describedBy = errorElsewhere ? errorShownIn : disabledReason ? reasonId : undefined
  return (
    <div {...rest} {...root} ref={ref} data-status={status}>
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
            isError && 'stx-supertx-button__reason--error',
          )}
          role={isError ? 'alert' : undefined}
        >
          {disabledReason}
        </p>
      )}
    </div>
  )
})
