'use client'
import type { ReactNode } from 'react'
import type { Route } from '../../../core/schemas/intent.js'
import { routeSummaryMessages } from '../../i18n/messages/route-summary.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { TokenAmount } from '../parts/TokenAmount.js'

export type RouteSummaryProps = {
  /** An intent-simple route (`useIntentRoute().data.route`). */
  route: Route
  className?: string | undefined
  /** Render the route your way. */
  children?: ((route: Route) => ReactNode) | undefined
}

function RouteSummaryContent({ route, className, children }: RouteSummaryProps) {
  const { locale } = useSupertxUi()
  const m = useMessages('routeSummary', routeSummaryMessages)
  const explorer = useExplorer()
  const root = useRootProps('route-summary', className)
  if (children) return children(route)
  const chain = (chainId: number) => explorer.chain(chainId)?.name ?? m.unknownChain({ chainId })
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const last = route.steps.at(-1)
  const minutes = route.estimatedTime >= 90
  const time = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    minutes ? route.estimatedTime / 60 : route.estimatedTime,
  )
  return (
    <section {...root} aria-label={m.title}>
      <h3 className="stx-route-summary__title">{route.summary}</h3>
      <ol className="stx-route-summary__steps">
        {route.steps.map((step, i) => (
          // Steps have no id of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="stx-route-summary__step">
            <span className="stx-route-summary__step-name">
              {m.step({ type: m.stepType[step.type] ?? step.type, protocol: step.protocol })}
            </span>{' '}
            <span className="stx-route-summary__step-chains">
              {step.srcChainId === step.dstChainId
                ? m.onChain({ chain: chain(step.srcChainId) })
                : m.fromTo({ from: chain(step.srcChainId), to: chain(step.dstChainId) })}
            </span>
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
        <dd>{usd.format(route.totalGasFeesUsd)}</dd>
        <dt>{m.bridgeFees}</dt>
        <dd>{usd.format(route.totalBridgeFeesUsd)}</dd>
        <dt>{m.estimatedTime}</dt>
        <dd>{minutes ? m.minutes({ value: time }) : m.seconds({ value: time })}</dd>
      </dl>
    </section>
  )
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
