'use client'
// A receipt's revert reasons as a person reads them: a token's own error
// (`ERC20InsufficientBalance(…)`) said in the token's symbol and human amounts, from the quote's
// operations and the app's token list, instead of the raw error and base units.
import { useMemo } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { tokenError } from '../../i18n/token-error.js'
import { useErrorWords } from '../../ui/useErrorWords.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { tokensOfQuote } from '../parts/useFailureReason.js'

/**
 * `receipt` with each token error of a failed op in words; the same object when there is none.
 * While the error words load (`useErrorWords`), a token error's reason is empty (shown as none)
 * rather than the raw error; if they cannot load, it stays as the chain gave it, as any other.
 */
export function useReceiptReasons(
  receipt: SupertxReceipt,
  quote: QuoteResponse | undefined,
): SupertxReceipt {
  const words = useErrorWords()
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
    !op.error
      ? undefined
      : words
        ? words.describeTokenRevert(op.error, { chainId: op.chainId, index }, { tokenOf, locale })
        : tokenError.test(op.error)
          ? ''
          : undefined,
  )
  if (said.every((s) => s === undefined)) return receipt
  return {
    ...receipt,
    userOps: receipt.userOps.map((op, i) =>
      said[i] === undefined ? op : { ...op, error: said[i] },
    ),
  }
}
