import { describe, expect, it } from 'vitest'
import { InvalidTokenAmountError } from '../../../src/core/tokens/errors.js'
import { formatAmount } from '../../../src/core/tokens/format-amount.js'

describe('formatAmount', () => {
  it('turns base units into the token amount, grouped in the locale', () => {
    expect(formatAmount({ amount: '1234567', decimals: 6 })).toBe('1.234567')
    expect(formatAmount({ amount: 1234567890000000000000n, decimals: 18 })).toBe('1,234.56789')
    expect(formatAmount({ amount: '1234567', decimals: 6, locale: 'de' })).toBe('1,234567')
  })

  it('shows zero as 0, and a non-zero amount below the precision as less than it, never as 0', () => {
    expect(formatAmount({ amount: 0n, decimals: 18 })).toBe('0')
    expect(formatAmount({ amount: '1250000', decimals: 18 })).toBe('< 0.000001')
    expect(formatAmount({ amount: '1', decimals: 6, maximumFractionDigits: 2 })).toBe('< 0.01')
    expect(formatAmount({ amount: '1000000000000', decimals: 18 })).toBe('0.000001')
  })

  it.each([1e5, 1e8, 256, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses decimals %s at once (not a uint8): InvalidTokenAmountError',
    (decimals) => {
      // Refused before any formatting work (decimals of 1e8 took over a minute to format).
      expect(() => formatAmount({ amount: '1250000', decimals })).toThrow(InvalidTokenAmountError)
      expect(() => formatAmount({ amount: '1250000', decimals })).toThrow(/from 0 to 255/)
    },
  )

  it('formats the largest case it accepts: a uint256 amount with 255 decimals', () => {
    const max = 2n ** 256n - 1n
    expect(formatAmount({ amount: max, decimals: 255 })).toBe('< 0.000001')
    expect(formatAmount({ amount: max, decimals: 0 })).toMatch(/^115,792,089,237/)
  })

  it.each([
    ['a number beyond a uint256', 2n ** 256n],
    ['a string of a million digits', '9'.repeat(1_000_000)],
    ['a string that is not an integer', '1.5'],
  ])('refuses %s as the amount', (_, amount) => {
    expect(() => formatAmount({ amount, decimals: 6 })).toThrow(InvalidTokenAmountError)
  })

  it.each([
    ['a stablecoin fee: 4 significant digits, rounded up', '3888028', 6, '3.889', '3,889'],
    ['cents kept when the integer part is long', '12345678000', 6, '12,345.68', '12.345,68'],
    [
      'a tiny WETH fee: its significant digits, never 0',
      '601239508800000',
      18,
      '0.0006013',
      '0,0006013',
    ],
    ['one wei: still not 0', '1', 18, '0.000000000000000001', '0,000000000000000001'],
    ['a round amount stays round', '1250000', 6, '1.25', '1,25'],
    ['zero is 0', '0', 6, '0', '0'],
  ])('compact precision (a fee): %s', (_, amount, decimals, en, de) => {
    expect(formatAmount({ amount, decimals, precision: 'compact' })).toBe(en)
    expect(formatAmount({ amount, decimals, precision: 'compact', locale: 'de-DE' })).toBe(de)
  })

  it('compact precision never shows less than the amount (rounded up), nor a 0 for a non-zero amount', () => {
    for (let units = 1n; units < 10n ** 12n; units = units * 7n + 3n) {
      const shown = formatAmount({ amount: units, decimals: 9, precision: 'compact' })
      expect(Number(shown.replaceAll(',', ''))).toBeGreaterThanOrEqual(Number(units) / 1e9)
      expect(Number(shown.replaceAll(',', ''))).toBeGreaterThan(0)
    }
  })

  it.each([
    [
      'an 18-decimal fee past 6 decimals: up, where fixed rounds to nearest',
      '1854123456789012',
      18,
      '0.001855',
      '0,001855',
    ],
    ['a debit that fits: as it is', '3888028', 6, '3.888028', '3,888028'],
    ['a negative debit: away from zero', '-1854123456789012', 18, '-0.001855', '-0,001855'],
  ])('debit precision (what leaves an account): %s', (_, amount, decimals, en, de) => {
    expect(formatAmount({ amount, decimals, precision: 'debit' })).toBe(en)
    expect(formatAmount({ amount, decimals, precision: 'debit', locale: 'de-DE' })).toBe(de)
  })

  it('debit precision never shows less than the amount', () => {
    expect(formatAmount({ amount: '1854123456789012', decimals: 18 })).toBe('0.001854')
    for (let units = 1n; units < 10n ** 15n; units = units * 7n + 3n) {
      const shown = formatAmount({ amount: units, decimals: 12, precision: 'debit' })
      if (shown.startsWith('<')) continue
      expect(Number(shown.replaceAll(',', ''))).toBeGreaterThanOrEqual(Number(units) / 1e12)
    }
  })
})
