'use client'
// The last attempt's error in words, with what the flow knows: the failed operation's chain and,
// for a token's own error (ERC20InsufficientBalance and the like), the token's symbol and human
// amounts, read from the quote's operations and the app's token list.
import { useMemo } from 'react'
import { describeOperations } from '../../../core/operations/describeOperations.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'
import { findToken, type TokenList } from '../../../core/tokens/token-list.js'
import type { DescribeErrorOptions } from '../../i18n/error-sentence-parts.js'
import { useErrorWords } from '../../ui/useErrorWords.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'

/**
 * The sentence for a state's error (`error` or `failed`), else undefined; undefined too while
 * the error words load (`useErrorWords`), so the reason shows nothing rather than half of one.
 */
export function useFailureReason(state: SupertransactionState): string | undefined {
  const words = useErrorWords()
  const { tokenList, locale } = useSupertxUi()
  const failed = state.status === 'error' || state.status === 'failed'
  const quote = failed ? state.data.quote : undefined
  const tokenOf = useMemo(() => tokensOfQuote(quote, tokenList), [quote, tokenList])
  const tokenAt = useMemo(
    () =>
      tokenList &&
      ((chainId: number, address: string) => {
        const info = findToken(tokenList, chainId, address)
        return info && { symbol: info.symbol, decimals: info.decimals }
      }),
    [tokenList],
  )
  if (!failed) return undefined
  return words?.describe(state.error, {
    receipt: state.data.receipt,
    tokenOf,
    tokenAt: tokenAt || undefined,
    locale,
  })
}

/**
 * Per operation of `quote`, the token a failing call moved: that call's token when the reason
 * names the call, else the operation's one token; undefined when unknown or not in the list.
 */
export function tokensOfQuote(
  quote: QuoteResponse | undefined,
  tokenList: TokenList | undefined,
): DescribeErrorOptions['tokenOf'] {
  if (!quote || !tokenList) return undefined
  let described: ReturnType<typeof describeOperations> | undefined
  return ({ chainId, index, call }) => {
    described ??= describeOperations(quote)
    const steps = described[index]?.steps ?? []
    const tokenOfStep = (step: (typeof steps)[number] | undefined) =>
      step && 'token' in step ? step.token : undefined
    const byCall = call === undefined ? undefined : tokenOfStep(steps[call])
    const all = [
      ...new Set(
        steps
          .map(tokenOfStep)
          .filter(Boolean)
          .map((t) => t?.toLowerCase()),
      ),
    ]
    const address = byCall ?? (all.length === 1 ? all[0] : undefined)
    const info = address ? findToken(tokenList, chainId, address) : undefined
    return info ? { symbol: info.symbol, decimals: info.decimals } : undefined
  }
}
