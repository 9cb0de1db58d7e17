/** The operations of a quote, with the time each must run by (unix seconds). */
type WithUserOps = { quote: { userOps: readonly { upperBoundTimestamp: number }[] } }

/**
 * How long from `now` until a quote should be fetched again: `marginMs` before its first
 * operation's `upperBoundTimestamp` (at most half the time left), and never sooner than a second,
 * so a service answering with expired quotes is not asked in a loop. Undefined: no operation, no
 * bound.
 *
 * @example
 * setTimeout(requote, quoteRefreshDelay(quote, 30_000))
 */
export function quoteRefreshDelay(
  quote: WithUserOps | undefined,
  marginMs: number,
  now = Date.now(),
): number | undefined {
  const ops = quote?.quote.userOps ?? []
  const expiresAt = Math.min(...ops.map((op) => op.upperBoundTimestamp)) * 1000
  if (!Number.isFinite(expiresAt)) return undefined
  const left = expiresAt - now
  // A timer cannot wait longer than 2^31 − 1 ms.
  return Math.min(Math.max(1000, left - Math.min(marginMs, left / 2)), 2 ** 31 - 1)
}
