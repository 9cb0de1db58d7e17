'use client'
import { type Address, erc20Abi } from 'viem'
import { useReadContracts } from 'wagmi'
import { cleanText, TEXT_LIMITS } from '../../core/text/clean-text.js'
import { findToken, type TokenInfo } from '../../core/tokens/token-list.js'
import { useSupertxUi } from '../ui/useSupertxUi.js'

export type UseTokenInfoParameters = {
  chainId: number | undefined
  address: Address | undefined
}

/**
 * Symbol and decimals of a token: from the provider's `tokenList`, else read once from the chain
 * (`symbol()`, `decimals()`). `undefined` while unknown, so callers show base units meanwhile.
 */
export function useTokenInfo({ chainId, address }: UseTokenInfoParameters): TokenInfo | undefined {
  const { tokenList } = useSupertxUi()
  const listed = chainId && address ? findToken(tokenList, chainId, address) : undefined
  const read = useReadContracts({
    contracts: [
      { chainId, address, abi: erc20Abi, functionName: 'symbol' },
      { chainId, address, abi: erc20Abi, functionName: 'decimals' },
    ],
    allowFailure: false,
    query: { enabled: Boolean(chainId && address && !listed), staleTime: Number.POSITIVE_INFINITY },
  })
  if (listed) return listed
  if (!read.data || !chainId || !address) return undefined
  const [read0, decimals] = read.data as [string, number]
  // symbol() is outside text: no bidi controls, capped (cleanText).
  const symbol = cleanText(read0, TEXT_LIMITS.symbol)
  return { chainId, address, symbol, name: symbol, decimals }
}
