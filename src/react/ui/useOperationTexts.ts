'use client'
import { useCallback, useMemo } from 'react'
import { describeOperations } from '../../core/operations/describeOperations.js'
import type { QuoteResponse } from '../../core/schemas/quote-response.js'
import { commonMessages } from '../i18n/common-messages.js'
import { describeStep } from './describe-operation.js'
import { useChainInfo } from './useChainInfo.js'
import { useMessages } from './useMessages.js'
import {
  type OnchainTokenLookup,
  useCachedOperationTokens,
  useOperationTokens,
} from './useOperationTokens.js'
import { useSupertxUi } from './useSupertxUi.js'

/**
 * A function giving, per user operation of a quote, what it does in words (its steps joined), in
 * the provider's locale, token list and messages: the review's words, for the tracker and the
 * history. `undefined` for an operation the kit cannot read.
 */
export function useDescribeOperations(
  onchainToken?: OnchainTokenLookup,
): (quote: QuoteResponse) => (string | undefined)[] {
  const { tokenList, locale, labels } = useSupertxUi()
  // A token the list lacks: as its contract reports it, once the review (or the tracker) read it.
  const cached = useCachedOperationTokens()
  const lookup = onchainToken ?? cached
  const chains = useChainInfo()
  const common = useMessages('common', commonMessages)
  return useCallback(
    (quote: QuoteResponse) =>
      describeOperations(quote).map((d) =>
        d.steps?.length
          ? d.steps
              .map((step) =>
                describeStep(step, {
                  chainId: d.chainId,
                  sender: d.sender,
                  owner: quote.ownerAddress,
                  tokenList,
                  labels,
                  locale,
                  chainName: chains.name,
                  m: common.operations,
                  onchainToken: lookup,
                  unlisted: common.unlisted,
                }),
              )
              .join('; ')
          : undefined,
      ),
    [tokenList, labels, locale, chains.name, common.operations, common.unlisted, lookup],
  )
}

/**
 * Per user operation of `quote`, what it does in words (its steps joined), the same words as the
 * review: for the tracker's and the history's "Operation 1: Send 1.5 USDC to 0xa0Ee…9720".
 * `undefined` without a quote or for an operation the kit cannot read.
 */
export function useOperationTexts(quote: QuoteResponse | undefined): (string | undefined)[] {
  const describe = useDescribeOperations(useOperationTokens(quote))
  return useMemo(() => (quote ? describe(quote) : []), [quote, describe])
}

/**
 * What a whole quote does in one line, for its history entry: the words of each operation that
 * is not a clean-up, joined ("Send 25 USDC to 0xa0Ee…9720"); `undefined` when none can be read.
 */
export function quoteText(
  describe: (quote: QuoteResponse) => (string | undefined)[],
  quote: QuoteResponse,
): string | undefined {
  const texts = describe(quote).filter(
    (text, index): text is string =>
      text !== undefined && quote.quote.userOps[index]?.isCleanUpUserOp !== true,
  )
  return texts.length ? texts.join('; ') : undefined
}
