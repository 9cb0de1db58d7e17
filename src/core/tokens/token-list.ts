import type { Address } from 'viem'

/** One token of a token list (the Uniswap Token List format, tokenlists.org). */
export type TokenInfo = {
  chainId: number
  address: Address
  symbol: string
  name: string
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

/** The token of `address` on `chainId` in `list`, matched case-insensitively. */
export function findToken(
  list: TokenList | undefined,
  chainId: number,
  address: string,
): TokenInfo | undefined {
  const wanted = address.toLowerCase()
  return list?.tokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === wanted)
}
