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
  SupertxFlowContext,
  type SupertxFlowContextValue,
} from '../parts/supertransaction-context.js'
import { QuoteSummary } from '../QuoteSummary/QuoteSummary.js'
import { SigningSteps } from '../SigningSteps/SigningSteps.js'
import { SupertxButton } from '../SupertxButton/SupertxButton.js'
import { OperationStatusList } from './OperationStatusList.js'

type OwnProps = {
  /** The flow and what the parts read of it (`useSupertransactionRoot`, or your own). */
  value: SupertxFlowContextValue
  /** Your own layout of the parts; without children the whole flow renders. */
  children?: ReactNode
  /**
   * The tracking part of the default layout, given the flow; default a small per-operation status
   * list (`<OperationStatusList>`); return a `<SupertxTracker>` for the full tracker.
   */
  renderTracker?: ((flow: UseSupertransactionReturnType) => ReactNode) | undefined
  className?: string | undefined
}
export type SupertransactionViewProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

/**
 * A supertransaction from a given flow value (what `<Supertransaction>` renders): its parts read
 * the value from context; without children, the default layout (summary, fee, button, steps,
 * tracking), whose root element takes the ref and the HTML props.
 */
export const SupertransactionView = /* @__PURE__ */ forwardRef(function SupertransactionView(
  { value, children, renderTracker, className, ...rest }: SupertransactionViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const root = useRootProps('supertransaction', className)
  const m = useMessages('supertransaction', supertransactionMessages)
  const { flow } = value
  const slot = renderTracker
  // An error shows once, in the failed step (which says why and announces it); the button is
  // described by that reason instead of repeating it, and is the one next action (Try again).
  const reasonId = useId()
  return (
    <SupertxFlowContext.Provider value={value}>
      {children ?? (
        <div {...rest} {...root} ref={ref} data-status={flow.status}>
          <h2 className="stx-supertransaction__title">{m.title}</h2>
          <QuoteSummary />
          <BalanceChanges />
          <FeeTokenSelect disabled={!feeEditable.has(flow.status)} />
          <SupertxButton errorShownIn={reasonId} />
          {flow.status !== 'idle' && <SigningSteps reasonId={reasonId} onRetry={null} />}
          {flow.supertxHash && (
            <div className="stx-supertransaction__tracker">
              {slot ? slot(flow) : <OperationStatusList flow={flow} />}
            </div>
          )}
        </div>
      )}
    </SupertxFlowContext.Provider>
  )
})

// The fee can be changed before signing; a change quotes again.
const feeEditable = new Set(['idle', 'quoting', 'quoted'])
