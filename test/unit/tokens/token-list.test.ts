import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkTokenList, findToken, type TokenList } from '../../../src/core/tokens/token-list.js'

const usdc = {
  chainId: 31337,
  address: '0x3333333333333333333333333333333333333333',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
} as const
const list = (tokens: unknown[]) => ({ name: 'hostile', tokens }) as unknown as TokenList

describe('the token list door (checkTokenList)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())

  it('keeps a sound list as it is, without a word', () => {
    const sound = list([usdc, { ...usdc, chainId: 31338, decimals: 0 }, { ...usdc, decimals: 255 }])
    expect(checkTokenList(sound)).toBe(sound)
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves out every token the kit cannot show right, with one warning naming the first', () => {
    const hostile = list([
      { ...usdc, decimals: 1e5 },
      usdc,
      { ...usdc, symbol: 'NEG', decimals: -1 },
      { ...usdc, decimals: 1e8 },
      { ...usdc, decimals: '6' },
      { ...usdc, decimals: 2.5 },
      { ...usdc, chainId: 'abc' },
      { ...usdc, address: 'javascript:alert(1)' },
      { ...usdc, symbol: undefined },
      null,
    ])
    const checked = checkTokenList(hostile)
    expect(checked?.tokens).toEqual([usdc])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /9 token\(s\) of the token list "hostile" left out: decimals must be an integer from 0 to 255/,
    )
    // Checked once per list object: the provider re-renders without warning again.
    expect(checkTokenList(hostile)).toBe(checked)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(findToken(checked, 31337, usdc.address.toUpperCase().replace('0X', '0x'))).toEqual(usdc)
  })

  it('reads a list without a tokens array as empty', () => {
    expect(checkTokenList({ name: 'broken' } as unknown as TokenList)?.tokens).toEqual([])
    expect(checkTokenList(undefined)).toBeUndefined()
  })
})
