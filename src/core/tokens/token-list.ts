import type { Address } from 'viem'

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

/** Why the kit cannot use `token`, or undefined when it can. */
function problemOf(token: Partial<TokenInfo> | null | undefined): string | undefined {
  if (!token || typeof token !== 'object') return 'is not an object'
  const { chainId, address, symbol, decimals } = token
  if (!Number.isSafeInteger(chainId) || (chainId as number) <= 0)
    return `has chainId ${String(chainId)}, not a positive integer`
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    return `has address ${String(address)}, not a 20-byte hex address`
  if (typeof symbol !== 'string' || typeof token.name !== 'string') return 'has no symbol or name'
  if (!isTokenDecimals(decimals))
    return `has decimals ${String(decimals)}, not an integer from 0 to 255 (an ERC-20's uint8)`
  return undefined
}

const checked = new WeakMap<TokenList, TokenList>()

/**
 * The token list as the kit may use it: the door every list passes (`<SupertxProvider tokenList>`).
 * A token the kit cannot show right (decimals that are not a uint8, which froze the page for
 * minutes when formatted; a malformed chain id or address) is left out, with one console warning
 * per list naming the first; its amounts then show as read from the chain. The same list object
 * gives the same result (checked once).
 */
export function checkTokenList(list: TokenList | undefined): TokenList | undefined {
  if (!list) return undefined
  const known = checked.get(list)
  if (known) return known
  const tokens = Array.isArray(list.tokens) ? list.tokens : []
  const problems = tokens.map(problemOf)
  const kept = tokens.filter((_, i) => problems[i] === undefined)
  const result =
    kept.length === tokens.length && tokens === list.tokens ? list : { ...list, tokens: kept }
  const first = problems.findIndex((problem) => problem !== undefined)
  if (first >= 0)
    console.warn(
      `supertx-kit: ${tokens.length - kept.length} token(s) of the token list "${String(list.name)}" were left out; the first (index ${first}) ${problems[first]}. Fix the list; meanwhile their amounts show as read from the chain.`,
    )
  checked.set(list, result)
  return result
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
