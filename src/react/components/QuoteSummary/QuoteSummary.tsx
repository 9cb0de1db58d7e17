'use client'
import type { ForwardedRef, ReactNode } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { QuoteSummaryView } from './QuoteSummaryView.js'
import { type UseQuoteSummaryParameters, useQuoteSummary } from './useQuoteSummary.js'

export { formatTimestamp, isNoExpiry } from '../parts/format-time.js'

type OwnProps = UseQuoteSummaryParameters & {
  /**
   * Time zone of the time window (IANA name). Default the user's own (as `<SupertxHistory>`), named
   * beside each time.
   */
  timeZone?: string | undefined
  /** Render your own summary from the quote (undefined before one). */
  children?: ((quote: QuoteResponse | undefined) => ReactNode) | undefined
  className?: string | undefined
}
export type QuoteSummaryProps = OwnProps & RootAttributes<OwnProps>

/**
 * What the owner agrees to before signing: each chain's operations, the funding taken from the
 * wallet (the request's amounts), the fee as the checks before signing found the operations pay it
 * (a quote not checked says so), the time window, the quote type and how many signatures (or
 * approval transactions) it needs. A quote the checks refused says why.
 */
function QuoteSummaryContent(props: QuoteSummaryProps, ref: ForwardedRef<HTMLElement>) {
  const { quote, composeFlows, request, check, children, ...rest } = props
  const summary = useQuoteSummary({ quote, composeFlows, request, check })
  const custom = children
  if (custom) return <>{custom(summary.quote)}</>
  return <QuoteSummaryView {...rest} {...summary} ref={ref} />
}

export const QuoteSummary = /* @__PURE__ */ withErrorBoundary('quote-summary', QuoteSummaryContent)
