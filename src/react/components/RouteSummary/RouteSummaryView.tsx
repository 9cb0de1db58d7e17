'use client'
import { type ForwardedRef, forwardRef } from 'react'
import type { Route } from '../../../core/schemas/intent.js'
import { routeSummaryMessages } from '../../i18n/messages/route-summary.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { TokenAmount } from '../parts/TokenAmount.js'
import { useRouteSummary } from './useRouteSummary.js'

type OwnProps = {
  /** An intent-simple route (`useIntentRoute().data.route`). */
  route: Route
  className?: string | undefined
}
export type RouteSummaryViewProps = OwnProps & RootAttributes<OwnProps>

/** The summary of a route (what `<RouteSummary>` renders), from the route alone. */
export const RouteSummaryView = /* @__PURE__ */ forwardRef(function RouteSummaryView(
  { route, className, ...rest }: RouteSummaryViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const m = useMessages('routeSummary', routeSummaryMessages)
  const root = useRootProps('route-summary', className)
  const said = useRouteSummary(route)
  const last = route.steps.at(-1)
  return (
    <section {...rest} {...root} ref={ref} aria-label={m.title}>
      <h3 className="stx-route-summary__title">{route.summary}</h3>
      <ol className="stx-route-summary__steps">
        {said.steps.map((step, i) => (
          // Steps have no id of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="stx-route-summary__step">
            <span className="stx-route-summary__step-name">{step.name}</span>{' '}
            <span className="stx-route-summary__step-chains">{step.chains}</span>
          </li>
        ))}
      </ol>
      <dl className="stx-route-summary__facts">
        {last && (
          <>
            <dt>{m.output}</dt>
            <dd>
              <TokenAmount
                amount={route.outputAmount}
                chainId={last.dstChainId}
                address={last.dstToken}
              />
            </dd>
            <dt>{m.minOutput}</dt>
            <dd>
              <TokenAmount
                amount={route.minOutputAmount}
                chainId={last.dstChainId}
                address={last.dstToken}
              />
            </dd>
          </>
        )}
        <dt>{m.gasFees}</dt>
        <dd>{said.gasFees}</dd>
        <dt>{m.bridgeFees}</dt>
        <dd>{said.bridgeFees}</dd>
        <dt>{m.estimatedTime}</dt>
        <dd>{said.time}</dd>
      </dl>
    </section>
  )
})
