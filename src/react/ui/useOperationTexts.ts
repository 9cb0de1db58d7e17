'use client'
import { useCallback, useMemo } from 'react'
import {
  describeOperations,
  type OperationDescription,
} from '../../core/operations/describeOperations.js'
import type { QuoteResponse } from '../../core/schemas/quote-response.js'
import type { QuoteCheck } from '../../core/supertransaction/types.js'
import { commonMessages } from '../i18n/common-messages.js'
import {
  type DescribeStepContext,
  describeStep,
  feeOfOperation,
  type NamedAddress,
  provenFee,
  stepAddresses,
} from './describe-operation.js'
import { useChainInfo } from './useChainInfo.js'
import { useMessages } from './useMessages.js'
import {
  type OnchainTokenLookup,
  useCachedOperationTokens,
  useOperationTokens,
} from './useOperationTokens.js'
import { useSupertxUi } from './useSupertxUi.js'

/** Per user operation of a quote, its words; `check` (the checks before signing) names the fee. */
export type DescribeQuote = (
  quote: QuoteResponse,
  check?: QuoteCheck | undefined,
) => (string | undefined)[]

/**
 * A function giving, per user operation of a quote, what it does in words (its steps joined), in
 * the provider's locale, token list and messages: the review's words, for the tracker and the
 * history. `undefined` for an operation the kit cannot read.
 */
export function useDescribeOperations(onchainToken?: OnchainTokenLookup): DescribeQuote {
  const contextOf = useStepContext(onchainToken)
  return useCallback(
    (quote: QuoteResponse, check?: QuoteCheck) =>
      describeOperations(quote).map((d) =>
        d.steps?.length
          ? d.steps.map((step) => describeStep(step, contextOf(d, quote, check))).join('; ')
          : undefined,
      ),
    [contextOf],
  )
}

/**
 * Every address the words of `quote`'s operations name, as they name it, with the address in
 * full (`stepAddresses`): what `<AddressesInFull>` lists; empty without a quote.
 */
export function useNamedAddresses(quote: QuoteResponse | undefined): NamedAddress[] {
  const contextOf = useStepContext(useOperationTokens(quote))
  return useMemo(
    () =>
      quote
        ? describeOperations(quote).flatMap((d) =>
            (d.steps ?? []).flatMap((step) => stepAddresses(step, contextOf(d, quote))),
          )
        : [],
    [quote, contextOf],
  )
}

/** The context the words of one operation of a quote are made in: the provider's words and lists. */
export function useStepContext(onchainToken: OnchainTokenLookup | undefined) {
  const { tokenList, locale, labels } = useSupertxUi()
  // A token the list lacks: as its contract reports it, once the review (or the tracker) read it.
  const cached = useCachedOperationTokens()
  const lookup = onchainToken ?? cached
  const chains = useChainInfo()
  const common = useMessages('common', commonMessages)
  return useCallback(
    (d: OperationDescription, quote: QuoteResponse, check?: QuoteCheck): DescribeStepContext => ({
      chainId: d.chainId,
      sender: d.sender,
      owner: quote.ownerAddress,
      senderOn: (chainId) =>
        quote.quote.userOps.find((op) => op.chainId === chainId)?.userOp.sender,
      tokenList,
      labels,
      locale,
      chainName: chains.name,
      m: common.operations,
      onchainToken: lookup,
      unlisted: common.unlisted,
      // The checks proved the first operation pays the fee: its transfer is named as the fee.
      fee: feeOfOperation(d, provenFee(check)),
    }),
    [tokenList, labels, locale, chains.name, common.operations, common.unlisted, lookup],
  )
}

/**
 * Per user operation of `quote`, what it does in words (its steps joined), the same words as the
 * review: for the tracker's and the history's "Operation 1: Send 1.5 USDC to 0xa0Ee…9720".
 * `undefined` without a quote or for an operation the kit cannot read.
 */
export function useOperationTexts(
  quote: QuoteResponse | undefined,
  check?: QuoteCheck | undefined,
): (string | undefined)[] {
  const describe = useDescribeOperations(useOperationTokens(quote))
  return useMemo(() => (quote ? describe(quote, check) : []), [quote, check, describe])
}

/**
 * What a whole quote does in one line, for its history entry: the words of each operation that
 * is not a clean-up, joined ("Send 25 USDC to 0xa0Ee…9720"); `undefined` when none can be read.
 */
export function quoteText(
  describe: DescribeQuote,
  quote: QuoteResponse,
  check?: QuoteCheck | undefined,
): string | undefined {
  const texts = describe(quote, check).filter(
    (text, index): text is string =>
      text !== undefined && quote.quote.userOps[index]?.isCleanUpUserOp !== true,
  )
  return texts.length ? texts.join('; ') : undefined
}
