// How every check of the quote says no: the field, what the kit expected, what the quote says.
import { QuotePayloadMismatchError } from '../errors/wallet.js'

export function mismatch(field: string, expected: unknown, actual: unknown): never {
  throw new QuotePayloadMismatchError({ field, expected: show(expected), actual: show(actual) })
}

export function show(value: unknown): string {
  if (value === undefined) return '(missing)'
  return typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))
}

/** `a` and `b` are the same address (letter case ignored). */
export function sameAddress(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase()
}
