'use client'
import type { ForwardedRef, HTMLAttributes, ReactNode } from 'react'
import type { UseSupertransactionReturnType } from '../../hooks/useSupertransaction.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { SupertransactionView } from './SupertransactionView.js'
import {
  type UseSupertransactionRootParameters,
  useSupertransactionRoot,
} from './useSupertransactionRoot.js'

export { OperationStatusList } from './OperationStatusList.js'

/**
 * The HTML attributes the default layout's root takes: `id`, `style`, `title`, `role`, `lang`,
 * `dir`, `hidden`, `tabIndex`, `data-*`, `aria-*` (the others would clash with the run's own
 * parameters, such as `onError`).
 */
type SupertransactionRootAttributes = Pick<
  HTMLAttributes<HTMLDivElement>,
  'id' | 'style' | 'title' | 'role' | 'lang' | 'dir' | 'hidden' | 'tabIndex'
> & { [attribute: `data-${string}` | `aria-${string}`]: string | number | boolean | undefined }

const rootAttributeNames = new Set([
  'id',
  'style',
  'title',
  'role',
  'lang',
  'dir',
  'hidden',
  'tabIndex',
])
const isRootAttribute = (key: string) =>
  rootAttributeNames.has(key) || key.startsWith('data-') || key.startsWith('aria-')

export type SupertransactionProps = UseSupertransactionRootParameters & {
  /** Your own layout of the parts; without children the whole run renders. */
  children?: ReactNode
  /**
   * The tracking part of the default layout, given the run; default a small per-operation status
   * list (`<OperationStatusList>`); return a `<SupertxTracker>` for the full tracker.
   */
  renderTracker?: ((supertransaction: UseSupertransactionReturnType) => ReactNode) | undefined
  className?: string | undefined
} & SupertransactionRootAttributes

function SupertransactionContent(props: SupertransactionProps, ref: ForwardedRef<HTMLDivElement>) {
  const { children, renderTracker, className, ...others } = props
  const parameters: Record<string, unknown> = {}
  const attributes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(others))
    (isRootAttribute(key) ? attributes : parameters)[key] = value
  const value = useSupertransactionRoot(parameters as UseSupertransactionRootParameters)
  return (
    <SupertransactionView
      {...attributes}
      ref={ref}
      value={value}
      renderTracker={renderTracker}
      className={className}
    >
      {children}
    </SupertransactionView>
  )
}

/**
 * A whole supertransaction as one component, over `useSupertransaction` (the same parameters).
 * With no children it renders the quote summary, the fee choice, the signing steps, the button and
 * the tracking; with children, `<QuoteSummary>`, `<FeeTokenSelect>`, `<SupertxButton>` and
 * `<SigningSteps>` read its state from context, so the app lays them out itself.
 *
 * @example
 * <Supertransaction mode="smart-account" composeFlows={flows} onSuccess={() => toast('Sent')} />
 */
export const Supertransaction = /* @__PURE__ */ withErrorBoundary(
  'supertransaction',
  SupertransactionContent,
)
