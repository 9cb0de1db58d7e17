'use client'
import type { GetBalanceChangesParameters } from '../../../core/balances/getBalanceChanges.js'
import type { AuthorizationToSign } from '../../../core/schemas/authorization.js'
import type { Mode } from '../../../core/schemas/common.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import { partModeOf } from '../parts/part-mode.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'

/** The request a summary reads: the preview's, and (eoa) the funding tokens the wallet gives. */
export type SummaryRequest = GetBalanceChangesParameters['request'] & {
  fundingTokens?:
    | readonly { tokenAddress: string; chainId: number; amount: string | bigint }[]
    | undefined
}

export type UseQuoteSummaryParameters = {
  /** The quote to show; default the enclosing `<Supertransaction>`'s (an empty note before one). */
  quote?: QuoteResponse | undefined
  /** The request's compose flows, described per chain; default the enclosing run's request. */
  composeFlows?: readonly { type: string; data: object }[] | undefined
  /**
   * The request the quote answers; default the enclosing `<Supertransaction>`'s. With it, the
   * summary shows what leaves the wallet (eoa: the request's funding tokens and the checked fee);
   * the simulated balance changes are `<BalanceChanges>`'s, never repeated here.
   */
  request?: SummaryRequest | undefined
  /**
   * What the checks before signing say of the quote (a run's `check`); default the enclosing
   * `<Supertransaction>`'s when the quote is its own. The fee line shows only what a check
   * established.
   */
  check?: QuoteCheck | undefined
}

export type UseQuoteSummaryReturnType = {
  /** The checks' verdict on `quote`, when it was checked. */
  check: QuoteCheck | undefined
  quote: QuoteResponse | undefined
  composeFlows: readonly { type: string; data: object }[]
  request: SummaryRequest | undefined
  /** The mode the quote was made for (`partModeOf`): the simple quote's badge names it. */
  mode: Mode | undefined
  /**
   * eoa-7702 before its quote: the delegations the run lists for review (`authorizationReview`),
   * nothing signed yet; the quote, and so the fee, come after they are signed.
   */
  authorizationsToSign?: readonly AuthorizationToSign[] | undefined
}

/**
 * What `<QuoteSummary>` shows: the given quote and request, else the enclosing
 * `<Supertransaction>`'s.
 */
export function useQuoteSummary(parameters: UseQuoteSummaryParameters): UseQuoteSummaryReturnType {
  const parent = useSupertransactionContext()
  const data = parent?.supertransaction.data
  const quote = parameters.quote ?? data?.quote
  const request = parameters.request ?? data?.request
  return {
    check: parameters.check ?? (quote === data?.quote ? data?.check : undefined),
    quote,
    composeFlows: parameters.composeFlows ?? data?.request?.composeFlows ?? [],
    request,
    mode: partModeOf(request, parent, quote),
    authorizationsToSign: quote ? undefined : data?.authorizationsToSign,
  }
}
