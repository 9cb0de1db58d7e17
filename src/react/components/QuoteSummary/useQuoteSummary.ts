'use client'
import type { GetBalanceChangesParameters } from '../../../core/balances/getBalanceChanges.js'
import type { Mode } from '../../../core/schemas/common.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { flowModeOf } from '../parts/flow-mode.js'
import { useSupertxFlow } from '../Supertransaction/flow-context.js'

export type UseQuoteSummaryParameters = {
  /** The quote to show; default the enclosing `<Supertransaction>`'s (an empty note before one). */
  quote?: QuoteResponse | undefined
  /** The request's compose flows, described per chain; default the enclosing flow's request. */
  composeFlows?: readonly { type: string; data: object }[] | undefined
  /**
   * The request the quote answers; default the enclosing flow's. With it, the summary shows the
   * simulated balance changes (`<BalanceChanges>`).
   */
  request?: GetBalanceChangesParameters['request'] | undefined
}

export type UseQuoteSummaryReturnType = {
  quote: QuoteResponse | undefined
  composeFlows: readonly { type: string; data: object }[]
  request: GetBalanceChangesParameters['request'] | undefined
  /** The mode the quote was made for (`flowModeOf`): the simple quote's badge names it. */
  mode: Mode | undefined
}

/** What `<QuoteSummary>` shows: the given quote and request, else the enclosing flow's. */
export function useQuoteSummary(parameters: UseQuoteSummaryParameters): UseQuoteSummaryReturnType {
  const flowContext = useSupertxFlow()
  const data = flowContext?.flow.data
  const quote = parameters.quote ?? data?.quote
  const request = parameters.request ?? data?.request
  return {
    quote,
    composeFlows: parameters.composeFlows ?? data?.request?.composeFlows ?? [],
    request,
    mode: flowModeOf(request, flowContext, quote),
  }
}
