import { formatUnits } from 'viem'

export type FormatAmountParameters = {
  /** Base units, as the API sends them (a decimal string) or a bigint. */
  amount: bigint | string
  decimals: number
  /** BCP 47 locale for `Intl.NumberFormat`. Default `en`. */
  locale?: string | undefined
  /** Default 6: enough for a fee in USDC or ETH without noise. */
  maximumFractionDigits?: number | undefined
}

/**
 * A token amount for people: base units → decimal string with viem (no floating point), then
 * grouped and rounded by `Intl` in the app's locale. `formatAmount({ amount: '1234567', decimals:
 * 6 })` → `1.234567`; in `de` → `1,234567`. A non-zero amount below the precision reads `< 0.000001`.
 */
export function formatAmount({
  amount,
  decimals,
  locale = 'en',
  maximumFractionDigits = 6,
}: FormatAmountParameters): string {
  const units = typeof amount === 'bigint' ? amount : BigInt(amount)
  const exact = formatUnits(units, decimals)
  // Intl formats a decimal string exactly (no float on the way).
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits })
  // A non-zero amount below the shown precision is never shown as 0 (a fee of "0" would lie).
  const smallest = 10 ** -maximumFractionDigits
  if (units > 0n && Number(exact) < smallest) return `< ${format.format(smallest)}`
  return format.format(exact as unknown as number)
}
