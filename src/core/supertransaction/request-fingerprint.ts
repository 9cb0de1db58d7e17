import type { QuoteParameters } from '../client/types.js'
import { hashQueryKey } from '../query/hash.js'

/**
 * Fields the run adds to a request itself (the EOA-7702 authorizations it signed): not an input
 * of the user's, so not part of what a quote is bound to.
 */
const added = new Set(['authorizations'])

/** One input's value in a stable form: object keys sorted, bigints and hex case normalised. */
function stable(value: unknown): string {
  return hashQueryKey([value]).replace(/"0x[0-9a-fA-F]*"/g, (hex) => hex.toLowerCase())
}

/**
 * A stable string of the inputs of a quote request (owner, mode, flows, funding tokens, fee
 * token, and any other field): two requests with the same fingerprint ask for the same quote.
 *
 * @example
 * requestFingerprint(quotedFor) === requestFingerprint(current) // else quote again
 */
export function requestFingerprint(request: QuoteParameters | undefined): string {
  if (!request) return ''
  const inputs = Object.fromEntries(
    Object.entries(request).filter(([key, value]) => !added.has(key) && value !== undefined),
  )
  return stable(inputs)
}

/** The inputs (top-level fields) in which `current` differs from `quotedFor`; empty: the same. */
export function changedInputs(
  quotedFor: QuoteParameters | undefined,
  current: QuoteParameters | undefined,
): string[] {
  if (!current) return quotedFor ? ['ownerAddress'] : []
  if (!quotedFor) return Object.keys(current).filter((key) => !added.has(key))
  const a = quotedFor as Record<string, unknown>
  const b = current as Record<string, unknown>
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !added.has(k))
  return keys.filter((key) => stable(a[key]) !== stable(b[key])).sort()
}
