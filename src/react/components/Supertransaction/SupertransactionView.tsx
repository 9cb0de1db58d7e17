'use client'
import { type ForwardedRef, forwardRef, type ReactNode, useId } from 'react'
import type { UseSupertransactionReturnType } from '../../hooks/useSupertransaction.js'
import { supertransactionMessages } from '../../i18n/messages/supertransaction.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { BalanceChanges } from '../BalanceChanges/BalanceChanges.js'
import { FeeTokenSelect } from '../FeeTokenSelect/FeeTokenSelect.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import {
  type SupertransactionContextValue,
  SupertransactionRootContext,
} from '../parts/supertransaction-context.js'
import { QuoteSummary } from '../QuoteSummary/QuoteSummary.js'
import { SigningSteps } from '../SigningSteps/SigningSteps.js'
import { SupertxButton } from '../SupertxButton/SupertxButton.js'
import { OperationStatusList } from './OperationStatusList.js'

type OwnProps = {
  /** The supertransaction and what the parts read of it (`useSupertransactionRoot`, or your own). */
  value: SupertransactionContextValue
  /** Your own layout of the parts; without children the whole supertransaction renders. */
  children?: ReactNode
  /**
   * The tracking part of the default layout, given the supertransaction; default a small per-operation status
   * list (`<OperationStatusList>`); return a `<SupertxTracker>` for the full tracker.
   */
  renderTracker?: ((supertransaction: UseSupertransactionReturnType) => ReactNode) | undefined
  className?: string | undefined
}
export type SupertransactionViewProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

/**
 * A supertransaction from a given supertransaction value (what `<Supertransaction>` renders): its parts read
 * the value from context; without children, the default layout (summary, fee, steps, button,
 * tracking), whose root element takes the ref and the HTML props.
 */
export const SupertransactionView = /* @__PURE__ */ forwardRef(function SupertransactionView(
  { value, children, renderTracker, className, ...rest }: SupertransactionViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const root = useRootProps('supertransaction', className)
  const m = useMessages('supertransaction', supertransactionMessages)
  const { supertransaction } = value
  const slot = renderTracker
  // An error shows once, in the failed step (which says why and announces it); the button is
  // described by that reason instead of repeating it, and is the one next action (Try again).
  const reasonId = useId()
  return (
    <SupertransactionRootContext.Provider value={value}>
      {children ?? (
        <div {...rest} {...root} ref={ref} data-status={supertransaction.status}>
          <h2 className="stx-supertransaction__title">{m.title}</h2>
          <QuoteSummary />
          <BalanceChanges />
          <FeeTokenSelect disabled={!feeEditable.has(supertransaction.status)} />
          {/* The steps before the button: after a long error (a partial run's funds), its one
              action (Start a new transaction) is right under it, not above the review. */}
          {supertransaction.status !== 'idle' && (
            <SigningSteps reasonId={reasonId} onRetry={null} />
          )}
          <SupertxButton errorShownIn={reasonId} />
          {supertransaction.supertxHash && (
            <div className="stx-supertransaction__tracker">
              {slot ? (
                slot(supertransaction)
              ) : (
                <OperationStatusList supertransaction={supertransaction} />
              )}
            </div>
          )}
        </div>
      )}
    </SupertransactionRootContext.Provider>
  )
})

// The fee can be changed before signing; a change quotes again.
const feeEditable = new Set(['idle', 'quoting', 'quoted'])
