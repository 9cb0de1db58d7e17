'use client'
import { findToken, type TokenList } from '../../core/tokens/token-list.js'

/**
 * The app's name for `address` on `chainId` (the provider's `labels`): that chain's own label,
 * else the one for every chain; undefined for a token of the token list, which its symbol names
 * wherever it shows (a label never renames a token), and for an address without a label.
 */
export function labelOf(
  labels: ReadonlyMap<string, string> | undefined,
  chainId: number,
  address: string,
  tokenList?: TokenList | undefined,
): string | undefined {
  if (!labels) return undefined
  const lower = address.toLowerCase()
  if (findToken(tokenList, chainId, lower)) return undefined
  return labels.get(`${chainId}:${lower}`) ?? labels.get(lower)
}
