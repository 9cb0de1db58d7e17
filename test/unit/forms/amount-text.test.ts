import { describe, expect, it } from 'vitest'
import {
  amountInputText,
  normalizeAmountText,
  parseAmountText,
} from '../../../src/core/forms/index.js'

describe('parseAmountText', () => {
  it('reads the token’s own units, not base units: 5 USDC is 5000000', () => {
    expect(parseAmountText('5', 6, 'en')).toEqual({ ok: true, amount: 5_000_000n })
  })

  it('reads the locale’s separators', () => {
    expect(parseAmountText('1,234.5', 6, 'en')).toEqual({ ok: true, amount: 1_234_500_000n })
    expect(parseAmountText('1.234,5', 6, 'de')).toEqual({ ok: true, amount: 1_234_500_000n })
    expect(parseAmountText('12,5', 6, 'de')).toEqual({ ok: true, amount: 12_500_000n })
  })

  it('takes a point as the decimal in German unless it groups thousands', () => {
    expect(normalizeAmountText('0.5', 'de')).toBe('0.5')
    expect(normalizeAmountText('1.234', 'de')).toBe('1234')
  })

  it('refuses more decimals than the token has, and text that is no number', () => {
    expect(parseAmountText('0.0000001', 6, 'en')).toMatchObject({
      ok: false,
      code: 'tooManyDecimals',
    })
    expect(parseAmountText('1e6', 6, 'en')).toMatchObject({ ok: false })
    expect(parseAmountText('-1', 6, 'en')).toMatchObject({ ok: false })
    expect(parseAmountText('', 6, 'en')).toMatchObject({ ok: false, code: 'required' })
  })
})

describe('amountInputText', () => {
  it('writes every digit, in the locale, and reads back to the same amount', () => {
    const amount = 12_345_678_901_234_567_891n
    expect(amountInputText(amount, 18, 'de')).toBe('12,345678901234567891')
    expect(parseAmountText(amountInputText(amount, 18, 'de'), 18, 'de')).toEqual({
      ok: true,
      amount,
    })
    expect(amountInputText(12_500_000n, 6, 'en')).toBe('12.5')
  })
})
