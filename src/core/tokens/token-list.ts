import type { Address } from 'viem'
import { cleanText, TEXT_LIMITS } from '../text/clean-text.js'

/** One token of a token list (the Uniswap Token List format, tokenlists.org). */
export type TokenInfo = {
  chainId: number
  address: Address
  symbol: string
  name: string
  /** An ERC-20's `decimals()`: an integer from 0 to 255 (a uint8). */
  decimals: number
  logoURI?: string | undefined
}

/** A token list in the Uniswap Token List format; the kit reads only `tokens`. */
export type TokenList = {
  name: string
  timestamp?: string | undefined
  version?: { major: number; minor: number; patch: number } | undefined
  tokens: readonly TokenInfo[]
}

/** Whether `value` can be a token's decimals: an ERC-20's `decimals()` is a uint8. */
export function isTokenDecimals(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255
}

/** Whether the kit can show `token` right: decimals a uint8, a chain id and an address. */
function usable(token: Partial<TokenInfo> | null): boolean {
  const { chainId, address, decimals } = token ?? {}
  return (
    isTokenDecimals(decimals) &&
    Number.isSafeInteger(chainId) &&
    (chainId as number) > 0 &&
    /^0x[0-9a-fA-F]{40}$/.test(String(address)) &&
    typeof token?.symbol === 'string' &&
    typeof token.name === 'string'
  )
}

const checked = new WeakMap<TokenList, TokenList>()

/**
 * The token list as the kit may use it: the door every list passes (`<SupertxProvider tokenList>`).
 * A token the kit cannot show right (decimals that are not a uint8, which froze the page for
 * minutes when formatted; a malformed chain id or address) is left out, with one console warning
 * per list; its amounts then show as read from the chain. Symbols and names are outside text:
 * bidi controls dropped and length-capped (`cleanText`). Checked once per list object.
 */
export function checkTokenList(list: TokenList | undefined): TokenList | undefined {
  if (!list) return undefined
  let result = checked.get(list)
  if (!result) {
    const tokens = Array.isArray(list.tokens) ? list.tokens : []
    const kept = tokens.filter(usable).map(cleanToken)
    const same = kept.length === tokens.length && kept.every((token, i) => token === tokens[i])
    result = same && tokens === list.tokens ? list : { ...list, tokens: kept }
    if (kept.length < tokens.length)
      console.warn(
        `supertx-kit: ${tokens.length - kept.length} token(s) of the token list "${list.name}" left out: decimals must be an integer from 0 to 255, chainId and address well-formed.`,
      )
    checked.set(list, result)
  }
  return result
}

/** The token with its symbol and name as the kit shows them; the same object when nothing changes. */
function cleanToken(token: TokenInfo): TokenInfo {
  const symbol = cleanText(token.symbol, TEXT_LIMITS.symbol)
  const name = cleanText(token.name, TEXT_LIMITS.name)
  return symbol === token.symbol && name === token.name ? token : { ...token, symbol, name }
}

/** The token of `address` on `chainId` in `list`, matched case-insensitively. */
export function findToken(
  list: TokenList | undefined,
  chainId: number,
  address: string,
): TokenInfo | undefined {
  const wanted = address.toLowerCase()
  return list?.tokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === wanted)
}
