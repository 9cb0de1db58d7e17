'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import type {
  GetQuoteErrorType,
  GetQuoteParameters,
  GetQuoteReturnType,
} from '../../core/actions/getQuote.js'
import { withFundingTokens } from '../../core/flow-drafts/funding-tokens.js'
import {
  type GetQuoteQueryOptions,
  type GetQuoteQueryParameters,
  getQuoteQueryOptions,
} from '../../core/query/quote.js'
import type { KnownFields } from '../../core/types/knownFields.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseQuoteParameters = Omit<GetQuoteQueryParameters, 'ownerAddress'> &
  GetQuoteQueryOptions & {
    /** Default: the connected account. */
    ownerAddress?: Address | undefined
    /**
     * TanStack's query options, but `placeholderData`: a quote is bound to its request, and another
     * request's quote shown in its place could be signed against the wrong one.
     */
    query?:
      | Omit<QueryParameter<GetQuoteReturnType, GetQuoteErrorType>, 'placeholderData'>
      | undefined
  }
/**
 * Each of TanStack's result states with the request it stands for: where `data` is this request's
 * quote (not undefined, not placeholder data), the request is complete (`GetQuoteParameters`, what
 * `signPayloads` takes); before that it may still miss fields.
 */
type QuoteQueryResult = UseQueryResult<KnownFields<GetQuoteReturnType>, GetQuoteErrorType>
type WithRequest<result> = result extends { isPlaceholderData: true }
  ? never
  : result extends { data: undefined }
    ? result & { request: GetQuoteQueryParameters }
    : result & { request: GetQuoteParameters }

/**
 * `data` is the quote with its known fields only: `data.fee.amount` is typed, `data.fees` does not
 * compile. `request` is the request as it is quoted: with its owner (default the connected
 * account) and, in `eoa`, the `fundingTokens` its flows spend when none were given; what
 * `useSignPayloads` checks `data` against. Once `data` is known (`if (!quote.data) return`),
 * `request` is typed complete: `signPayloads({ quote: quote.data, request: quote.request })` needs
 * no cast.
 */
export type UseQuoteReturnType = WithRequest<QuoteQueryResult>

/**
 * A quote (POST /v1/quote, `getQuoteQueryOptions`) fetched once `mode`, the owner (default: the
 * connected account) and `composeFlows` are all given, and again whenever they change. A quote
 * is bound to its inputs: its query key is the request, so any change (owner, mode, flows,
 * funding tokens, fee token, …) drops `data` at once and cancels the request still under way for
 * the old inputs; a quote near its expiry is fetched again (`refreshMarginMs`). Each change is
 * quoted: debounce a field being typed in before it reaches the request (`useSupertransaction`'s
 * engine does, `requoteDelayMs`). An `eoa` request without `fundingTokens` quotes the ones its
 * flows spend (`withFundingTokens`); `request` is the request as quoted, what the next step signs
 * against. In `eoa-7702`, `authorizations` is a request field like any other: sign them with
 * `usePrepare7702` first; an EOA not delegated yet is answered 412, and `error` is then an
 * `AuthorizationRequiredError` listing what to sign.
 *
 * @example
 * const { data: quote, request } = useQuote({ mode, composeFlows })
 * quote?.fee.amount
 */
export function useQuote(parameters: UseQuoteParameters): UseQuoteReturnType {
  const { query, refreshMarginMs, ...given } = parameters
  const config = useSupertxConfig('useQuote')
  const ownerAddress = useOwnerAddress(given.ownerAddress)
  const request = withFundingTokens({ ...given, ownerAddress })
  const options = getQuoteQueryOptions(config, request, { refreshMarginMs })
  const result = useApiQuery(options, query && { ...query, placeholderData: undefined })
  // The query is enabled only for a complete request, and its key is that request: a result
  // holding this key's data (not placeholder data) was quoted for a complete `request`.
  // `placeholderData` is not taken (stripped above), so no result is a placeholder one.
  return Object.assign(result as Exclude<QuoteQueryResult, { isPlaceholderData: true }>, {
    request: request as GetQuoteParameters,
  }) as UseQuoteReturnType
}
