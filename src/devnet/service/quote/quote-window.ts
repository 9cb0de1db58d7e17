import type { QuoteRequest } from '../../../core/schemas/quote.js'
import type { TimeWindow } from './group-ops.js'

/** How long after the quote TTL an op may still run: a quote executed at the last moment gets this. */
export const EXECUTION_GRACE_SECONDS = 300

/**
 * A quote's op window: the request's bounds, or from `now` until the quote TTL plus
 * EXECUTION_GRACE_SECONDS.
 */
export function quoteWindow(request: QuoteRequest, quoteTtlMs: number, now: number): TimeWindow {
  return {
    lowerBoundTimestamp: request.lowerBoundTimestamp ?? now,
    upperBoundTimestamp:
      request.upperBoundTimestamp ?? now + Math.ceil(quoteTtlMs / 1000) + EXECUTION_GRACE_SECONDS,
  }
}
