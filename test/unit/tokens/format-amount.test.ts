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
})
