'use client'
import type { Address } from 'viem'
import { cleanText, TEXT_LIMITS } from '../../core/text/clean-text.js'
import { findToken, type TokenInfo } from '../../core/tokens/token-list.js'
import { useSupertxUi } from '../ui/useSupertxUi.js'
import { tokenValue, useTokenReads } from '../wagmi/useTokenReads.js'

export type UseTokenInfoParameters = {
  chainId: number | undefined
  address: Address | undefined
}

/**
 * Symbol and decimals of a token: from the provider's `tokenList`, else read once from the chain
 * (`symbol()`, `decimals()`, a bytes32 symbol too). `undefined` while unknown or unreadable, so
 * callers show base units meanwhile. Needs a WagmiProvider (its client of the chain reads).
 */
export function useTokenInfo({ chainId, address }: UseTokenInfoParameters): TokenInfo | undefined {
  const { tokenList } = useSupertxUi()
  const listed = chainId && address ? findToken(tokenList, chainId, address) : undefined
  const [symbolRead, decimalsRead] = useTokenReads(
    [
      { chainId, token: address, fact: 'symbol' },
      { chainId, token: address, fact: 'decimals' },
    ],
    { enabled: Boolean(chainId && address && !listed), staleTime: Number.POSITIVE_INFINITY },
  )
  if (listed) return listed
  const read0 = tokenValue(symbolRead, 'symbol')
  const decimals = tokenValue(decimalsRead, 'decimals')
  if (read0 === undefined || decimals === undefined || !chainId || !address) return undefined
  // symbol() is outside text: no bidi controls, capped (cleanText).
  const symbol = cleanText(read0, TEXT_LIMITS.symbol)
  return { chainId, address, symbol, name: symbol, decimals }
}
