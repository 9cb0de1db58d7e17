'use client'
import { type ForwardedRef, forwardRef, type ReactNode, useId } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { balanceChangesMessages } from '../../i18n/messages/balance-changes.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { BalanceChangesChains, BalanceChangesStatus } from './BalanceChangesParts.js'
import { BalanceChangesContext, type BalanceChangesState } from './balance-changes-context.js'

type OwnProps = {
  state: BalanceChangesState
  /** The quote previewed: a revert is said in the words of the token its call moves. */
  quote?: QuoteResponse | undefined
  /**
   * Your own layout of the parts under the title (`<BalanceChangesStatus>`,
   * `<BalanceChangesChains>`, `<BalanceChangesChain>`), which read this state; default both lists.
   */
  children?: ReactNode
  className?: string | undefined
}
export type BalanceChangesViewProps = OwnProps & RootAttributes<OwnProps>

/** The preview for a given state (what `<BalanceChanges>` renders), from props alone. */
export const BalanceChangesView = /* @__PURE__ */ forwardRef(function BalanceChangesView(
  props: BalanceChangesViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const { state, quote, children, className, ...rest } = props
  const root = useRootProps('balance-changes', className)
  const titleId = useId()
  const m = useMessages('balanceChanges', balanceChangesMessages)
  return (
    <section
      {...rest}
      {...root}
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={state.status === 'simulating'}
    >
      <h4 id={titleId} className="stx-title">
        {m.title}
      </h4>
      <BalanceChangesContext.Provider value={{ state, quote }}>
        {children ?? (
          <>
            <BalanceChangesStatus />
            <BalanceChangesChains />
          </>
        )}
      </BalanceChangesContext.Provider>
    </section>
  )
})
