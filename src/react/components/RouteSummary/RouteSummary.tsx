'use client'
import type { ForwardedRef, ReactNode } from 'react'
import type { Route } from '../../../core/schemas/intent.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { RouteSummaryView } from './RouteSummaryView.js'

type OwnProps = {
  /** An intent-simple route (`useIntentRoute().data.route`). */
  route: Route
  className?: string | undefined
  /** Render the route your way. */
  children?: ((route: Route) => ReactNode) | undefined
}
export type RouteSummaryProps = OwnProps & RootAttributes<OwnProps>

function RouteSummaryContent(
  { children, ...props }: RouteSummaryProps,
  ref: ForwardedRef<HTMLElement>,
) {
  if (children) return children(props.route)
  return <RouteSummaryView {...props} ref={ref} />
}

/**
 * An intent-simple route before it is signed: each step (swap or bridge, its protocol and
 * chains), what arrives and the minimum after slippage, the fees in USD, the estimated time.
 *
 * @example
 * const { data } = useIntentRoute({ srcToken, dstToken, srcChainId, dstChainId, amount, … })
 * {data && <RouteSummary route={data.route} />}
 */
export const RouteSummary = /* @__PURE__ */ withErrorBoundary('route-summary', RouteSummaryContent)
