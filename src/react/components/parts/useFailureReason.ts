'use client'
// The last attempt's error in words, with what the run knows: the failed operation's chain and,
// for a token's own error (ERC20InsufficientBalance and the like), the token's symbol and human
// amounts, read from the quote's operations and the app's token list; after a partial run, the
// user's own smart account by name, the app's contracts by their labels.
import { useMemo } from 'react'
import { describeOperations } from '../../../core/operations/describeOperations.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertransactionState } from '../../../core/supertransaction/types.js'
import { findToken, type TokenList } from '../../../core/tokens/token-list.js'
import type { DescribeErrorOptions, ErrorDescription } from '../../i18n/error-sentence-parts.js'
import { labelOf } from '../../ui/address-label.js'
import { useErrorWords } from '../../ui/useErrorWords.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'

/**
 * The sentence for a state's error (`error` or `failed`), else undefined; undefined too while
 * the error words load (`useErrorWords`), so the reason shows nothing rather than half of one.
 */
export function useFailureReason(state: SupertransactionState): string | undefined {
  return useFailure(state)?.sentence
}

/**
 * `useFailureReason` with the sentence's key and, after a partial run, where its funds are now
 * as lines (`ErrorDescription.funds`), for an error box that lists them.
 */
export function useFailure(state: SupertransactionState): ErrorDescription | undefined {
  const words = useErrorWords()
  const { tokenList, locale, labels } = useSupertxUi()
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
  // The quote's accounts were checked as the user's before it was signed: named, not addressed.
  const ownAccounts = useMemo(() => quote?.quote.userOps.map((op) => op.userOp.sender), [quote])
  const nameOf = useMemo(
    () =>
      labels &&
      ((chainId: number, address: string) => labelOf(labels, chainId, address, tokenList)),
    [labels, tokenList],
  )
  if (!failed) return undefined
  return words?.classify(state.error, {
    receipt: state.data.receipt,
    tokenOf,
    tokenAt: tokenAt || undefined,
    ownAccounts,
    // The owner (eoa, eoa-7702, or the smart account's owner): its funds are in "your wallet".
    ownerAddress: quote?.ownerAddress,
    nameOf,
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
