'use client'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { findToken, type TokenInfo } from '../../../core/tokens/token-list.js'
import type { UseSupertransactionReturnType } from '../../hooks/useSupertransaction.js'
import { shortAddress } from '../../ui/short-address.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { tokenValue, useTokenReads } from '../../wagmi/useTokenReads.js'

/**
 * What the owner lacks for the quoted funding (and the fee when paid with the same token), read
 * from the chain once a quote is there; undefined while unknown or enough.
 */
export function useShortfall(
  supertransaction: UseSupertransactionReturnType,
  owner: Address | undefined,
  feeTokens: readonly TokenInfo[] | undefined,
): { needed: string; balance: string } | undefined {
  const { tokenList, locale } = useSupertxUi()
  const quote = supertransaction.status === 'quoted' ? supertransaction.data.quote : undefined
  const needs = useMemo(() => {
    if (!quote) return []
    const totals = new Map<string, { chainId: number; token: Address; amount: bigint }>()
    const add = (chainId: number, token: string, amount: bigint) => {
      const key = `${chainId}:${token.toLowerCase()}`
      const entry = totals.get(key) ?? { chainId, token: token as Address, amount: 0n }
      entry.amount += amount
      totals.set(key, entry)
    }
    const quoted = quote.quote.fundingTokens
    if (quoted?.length) for (const f of quoted) add(f.chainId, f.tokenAddress, BigInt(f.amount))
    else {
      const requested = supertransaction.data.request?.fundingTokens ?? []
      for (const f of requested) add(f.chainId, f.tokenAddress, BigInt(f.amount))
      // eoa pulls the fee with the funding token.
      if (requested.length && quote.mode === 'eoa')
        add(quote.fee.chainId, quote.fee.token, BigInt(quote.fee.amount))
    }
    return [...totals.values()]
  }, [quote, supertransaction.data.request])
  // Per need: the owner's balance, and the token's decimals and symbol for the sentence.
  const reads = useTokenReads(
    needs.flatMap((n) => [
      { chainId: n.chainId, token: n.token, fact: 'balanceOf' as const, holder: owner },
      { chainId: n.chainId, token: n.token, fact: 'decimals' as const },
      { chainId: n.chainId, token: n.token, fact: 'symbol' as const },
    ]),
    { enabled: Boolean(owner && needs.length) },
  )
  // Decided once every read is in, as one answer (the sentence never shows base units first).
  if (!owner || reads.some((read) => read.isPending)) return undefined
  for (const [index, need] of needs.entries()) {
    const [balanceRead, decimalsRead, symbolRead] = reads.slice(index * 3, index * 3 + 3)
    const balance = tokenValue(balanceRead, 'balanceOf')
    if (balance === undefined || balance >= need.amount) continue
    const listed =
      feeTokens?.find(
        (t) => t.chainId === need.chainId && t.address.toLowerCase() === need.token.toLowerCase(),
      ) ?? findToken(tokenList, need.chainId, need.token)
    const decimals = tokenValue(decimalsRead, 'decimals')
    const symbol = tokenValue(symbolRead, 'symbol')
    const token =
      listed ??
      (decimals !== undefined && symbol !== undefined
        ? { decimals, symbol: cleanText(symbol, TEXT_LIMITS.symbol) }
        : undefined)
    const show = (amount: bigint) =>
      `${formatAmount({ amount, decimals: token?.decimals ?? 0, locale })} ${token?.symbol ?? shortAddress(need.token)}`
    return { needed: show(need.amount), balance: show(balance) }
  }
  return undefined
}
