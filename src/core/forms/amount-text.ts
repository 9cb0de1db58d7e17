// An amount as a person types it in their locale ("1.234,5" in German, "1,234.5" in English) and
// back: the separators come from `Intl.NumberFormat`, the arithmetic from viem (no floating point).
import { formatUnits } from 'viem'
import type { ParseFailure } from '../flow-drafts/issues.js'
import { parseAmount } from '../flow-drafts/parse-fields.js'

/** The decimal and group separators of a locale, as `Intl.NumberFormat` writes them. */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

/**
 * Text typed in `locale` as the plain decimal viem reads ("1.234,5" in `de` → "1234.5"): group
 * separators and spaces dropped, the locale's decimal separator made a point. A point typed where
 * the locale's decimal is a comma still reads as the decimal when it cannot be a group separator
 * (one point, not followed by exactly three digits), as wallets accept "0.5" from any keyboard.
 */
export function normalizeAmountText(text: string, locale: string): string {
  const { decimal, group } = numberSeparators(locale)
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '')
  if (decimal === ',' && !value.includes(',') && /^\d*\.\d*$/.test(value)) {
    const [, fraction = ''] = value.split('.')
    return fraction.length === 3 ? value.replace('.', '') : value
  }
  value = value.split(group).join('')
  return decimal === '.' ? value : value.split(decimal).join('.')
}

export type AmountTextResult = { ok: true; amount: bigint } | ParseFailure

/**
 * An amount typed in `locale` in the token's own units, in base units: "12,5" USDC in `de` is
 * 12500000n. Empty is `required`; more fraction digits than the token has is `tooManyDecimals`.
 */
export function parseAmountText(text: string, decimals: number, locale: string): AmountTextResult {
  const parsed = parseAmount(normalizeAmountText(text, locale), decimals)
  return parsed.ok ? { ok: true, amount: BigInt(parsed.value) } : parsed
}

/**
 * Base units as text to put in an amount field (Max): every digit the token has, the locale's
 * decimal separator, no grouping, so it reads back to the same amount.
 */
export function amountInputText(amount: bigint, decimals: number, locale: string): string {
  const plain = formatUnits(amount, decimals)
  const { decimal } = numberSeparators(locale)
  return decimal === '.' ? plain : plain.replace('.', decimal)
}
