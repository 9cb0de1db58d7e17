import { formatUnits } from 'viem'
import { InvalidTokenAmountError } from './errors.js'
import { isTokenDecimals } from './token-list.js'

export type FormatAmountParameters = {
  /** Base units, as the API sends them (a decimal string) or a bigint; at most a uint256. */
  amount: bigint | string
  /** The token's decimals: an integer from 0 to 255. */
  decimals: number
  /** BCP 47 locale for `Intl.NumberFormat`. Default `en`. */
  locale?: string | undefined
  /** Default 6: enough for a fee in USDC or ETH without noise. */
  maximumFractionDigits?: number | undefined
  /**
   * `'compact'`: what a person reads at a glance (a fee): 4 significant digits, never fewer than
   * the whole number and its cents (`3.888028` → `3.888`, `12345.678` → `12,345.68`,
   * `0.000601239` → `0.0006013`), rounded up so it never shows less than it is, and never 0 for
   * a non-zero amount. Default `'fixed'` (`maximumFractionDigits`). Show the exact amount beside
   * it (a title, accessible text) where the difference matters. `'debit'`: what leaves an
   * account (an operation's amount, a fee, a wallet's funding): as `'fixed'`, rounded away from
   * zero, so a debit never reads less than it is and every place that shows it shows one figure.
   */
  precision?: 'fixed' | 'compact' | 'debit' | undefined
}

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * A token amount for people: base units → decimal string with viem (no floating point), then
 * grouped and rounded by `Intl` in the app's locale. `formatAmount({ amount: '1234567', decimals:
 * 6 })` → `1.234567`; in `de` → `1,234567`. A non-zero amount below the precision reads `< 0.000001`.
 * Decimals outside 0–255 or an amount beyond a uint256 (either way) throw `InvalidTokenAmountError`
 * at once: the work stays bounded (decimals of 1e8 took over a minute).
 */
export function formatAmount({
  amount,
  decimals,
  locale = 'en',
  maximumFractionDigits = 6,
  precision = 'fixed',
}: FormatAmountParameters): string {
  if (!isTokenDecimals(decimals))
    throw new InvalidTokenAmountError({
      field: 'decimals',
      value: decimals,
      problem: 'must be an integer from 0 to 255 (an ERC-20 uint8)',
    })
  const units = toUnits(amount)
  const exact = formatUnits(units, decimals)
  if (precision === 'compact') {
    // The more precise of "4 significant digits" and "2 decimals", rounded away from zero: a
    // non-zero amount keeps at least one significant digit, so it never reads 0.
    const compact = new Intl.NumberFormat(locale, {
      maximumSignificantDigits: 4,
      maximumFractionDigits: 2,
      roundingPriority: 'morePrecision',
      roundingMode: units < 0n ? 'floor' : 'ceil',
    } as Intl.NumberFormatOptions)
    return compact.format(exact as unknown as number)
  }
  // Intl formats a decimal string exactly (no float on the way).
  const format = new Intl.NumberFormat(locale, {
    maximumFractionDigits,
    ...(precision === 'debit' ? { roundingMode: 'expand' } : {}),
  } as Intl.NumberFormatOptions)
  // A non-zero amount below the shown precision is never shown as 0 (a fee of "0" would lie).
  const smallest = 10 ** -maximumFractionDigits
  if (units > 0n && Number(exact) < smallest) return `< ${format.format(smallest)}`
  return format.format(exact as unknown as number)
}

function toUnits(amount: bigint | string): bigint {
  // The length is checked before BigInt parses it: a uint256 has at most 78 digits.
  const units =
    typeof amount === 'bigint' ? amount : /^-?\d{1,78}$/.test(amount) ? BigInt(amount) : undefined
  if (units === undefined || units > MAX_UINT256 || units < -MAX_UINT256)
    throw new InvalidTokenAmountError({
      field: 'amount',
      value: amount,
      problem: 'must be an integer of base units no larger than a uint256',
    })
  return units
}
