'use client'
// A receipt's revert reasons as a person reads them: a token's own error
// (`ERC20InsufficientBalance(…)`) said in the token's symbol and human amounts, from the quote's
// operations and the app's token list, instead of the raw error and base units.
import { useMemo } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { describeTokenRevert } from '../../i18n/describe-error.js'
import { errorMessages } from '../../i18n/error-messages.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { tokensOfQuote } from '../parts/useFailureReason.js'

/** `receipt` with each token error of a failed op in words; the same object when there is none. */
export function useReceiptReasons(
  receipt: SupertxReceipt,
  quote: QuoteResponse | undefined,
): SupertxReceipt {
  const messages = useMessages('errors', errorMessages)
  const { name } = useChainInfo()
  const { tokenList, locale } = useSupertxUi()
  // Only a quote whose operations are this receipt's (same count, same chains, in order) names
  // the token of an op: another quote could name the wrong one, with the wrong decimals.
  const ran =
    quote &&
    quote.quote.userOps.length === receipt.userOps.length &&
    quote.quote.userOps.every((op, i) => op.chainId === receipt.userOps[i]?.chainId)
      ? quote
      : undefined
  const tokenOf = useMemo(() => tokensOfQuote(ran, tokenList), [ran, tokenList])
  const said = receipt.userOps.map((op, index) =>
    op.error
      ? describeTokenRevert(
          op.error,
          { chainId: op.chainId, index },
          { messages, chainName: name, tokenOf, locale },
        )
      : undefined,
  )
  if (!said.some(Boolean)) return receipt
  return {
    ...receipt,
    userOps: receipt.userOps.map((op, i) => (said[i] ? { ...op, error: said[i] } : op)),
  }
}
