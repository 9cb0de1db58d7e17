// Outside text (a token's symbol, a revert reason, an API message) cannot reorder the page: every
// bidi control is dropped, control characters become spaces, and the length is capped, at the
// door where it enters (the token list check) and in the error sentences.
import { describe, expect, it } from 'vitest'
import { ExecutionRejectedError } from '../../../src/core/errors/supertransaction.js'
import { cleanText, TEXT_LIMITS } from '../../../src/core/text/clean-text.js'
import { checkTokenList } from '../../../src/core/tokens/token-list.js'
import { describeError } from '../../../src/react/i18n/describe-error.js'

const controls = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
]

describe('cleanText', () => {
  it.each(controls.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase()}`, c]))(
    'drops %s',
    (_, control) => {
      expect(cleanText(`US${control}DC`)).toBe('USDC')
    },
  )

  it('turns control characters and line breaks into spaces, and trims', () => {
    expect(cleanText(' out of\ngas\u0000here\u2028 ')).toBe('out of gas here')
  })

  it('caps the length with an ellipsis, never splitting a character', () => {
    expect(cleanText('x'.repeat(40), 10)).toBe(`${'x'.repeat(9)}…`)
    expect(Array.from(cleanText('😀'.repeat(40), 10))).toHaveLength(10)
    const huge = cleanText('a'.repeat(5_000_000), TEXT_LIMITS.reason)
    expect(huge).toHaveLength(TEXT_LIMITS.reason)
  })

  it('keeps ordinary text, right-to-left letters included, as it is', () => {
    expect(cleanText('USD Coin')).toBe('USD Coin')
    expect(cleanText('דולר')).toBe('דולר')
    expect(cleanText(42)).toBe('')
  })
})

describe('where outside text enters', () => {
  it('the token list: symbols and names cleaned and capped, the rest kept', () => {
    const list = {
      name: 'hostile',
      tokens: [
        {
          chainId: 1,
          address: '0x3333333333333333333333333333333333333333' as const,
          symbol: 'USDC\u202E',
          name: `USD\u2067 Coin${'!'.repeat(200)}`,
          decimals: 6,
        },
      ],
    }
    const [token] = checkTokenList(list)?.tokens ?? []
    expect(token?.symbol).toBe('USDC')
    expect(token?.name).toHaveLength(TEXT_LIMITS.name)
    expect(token?.name.startsWith('USD Coin')).toBe(true)
    expect(token?.decimals).toBe(6)
  })

  it('an untouched list stays the same object', () => {
    const list = {
      name: 'fine',
      tokens: [
        {
          chainId: 1,
          address: '0x3333333333333333333333333333333333333333' as const,
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
        },
      ],
    }
    expect(checkTokenList(list)).toBe(list)
  })

  it('an error sentence: the service’s reason without its override', () => {
    const error = new ExecutionRejectedError({
      endpoint: 'POST /v1/execute',
      serviceError: 'reverted\u202E ot 0x1234',
    })
    const sentence = describeError(error)
    expect(sentence).toContain('reverted ot 0x1234')
    expect(sentence).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/)
  })
})
