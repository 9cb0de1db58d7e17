import { describe, expect, it } from 'vitest'
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
})
