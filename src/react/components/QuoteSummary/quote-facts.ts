'use client'
import type { Mode } from '../../../core/schemas/common.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { quoteSummaryMessages } from '../../i18n/messages/quote-summary.js'
import { formatTimestamp, isNoExpiry } from '../parts/format-time.js'

/**
 * The badge: how the quote is signed, or for `simple` (one message signature, used by both
 * `smart-account` and `eoa-7702`) the mode it was made for (`partModeOf`). Not known: the
 * signature kind only, never a guessed mode.
 */
export function kindOf(
  quote: QuoteResponse,
  mode: Mode | undefined,
  m: typeof quoteSummaryMessages,
): string {
  if (quote.quoteType === 'simple' && mode) return m.modes[mode]
  return m.quoteTypes[quote.quoteType] ?? quote.quoteType
}

/**
 * "Runs between": from the ops' earliest start ("now" when an op has no start bound: the payment
 * op's is 0, which is not "Jan 1, 1970") to their latest end, or open when it has none.
 */
export function windowText(
  ops: QuoteResponse['quote']['userOps'],
  m: typeof quoteSummaryMessages,
  locale: string,
  timeZone: string | undefined,
): string {
  if (!ops.length) return m.noOperations
  const from = Math.min(...ops.map((o) => o.lowerBoundTimestamp))
  const to = Math.max(...ops.map((o) => o.upperBoundTimestamp))
  const start = from === 0 ? m.windowNow : formatTimestamp(from, locale, timeZone)
  return isNoExpiry(to)
    ? m.windowOpen({ from: start })
    : m.windowRange({ from: start, to: formatTimestamp(to, locale, timeZone) })
}
