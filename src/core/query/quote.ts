import { IncompleteParametersError } from '../actions/errors.js'
import { type GetQuoteParameters, type GetQuoteReturnType, getQuote } from '../actions/getQuote.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { withFundingTokens } from '../flow-drafts/funding-tokens.js'
import { hashQueryKey } from './hash.js'
import { quoteRefreshDelay } from './quote-expiry.js'
import { shouldRetry } from './retry.js'
import type { SupertxMutationOptions, SupertxQueryOptions } from './types.js'

/** A quote request that may still be missing fields while a form is being filled. */
export type GetQuoteQueryParameters = Partial<GetQuoteParameters>

/** What is missing before the quote request can be sent (empty: complete). */
export function missingQuoteParameters(parameters: GetQuoteQueryParameters | undefined): string[] {
  const missing: string[] = []
  if (!parameters?.mode) missing.push('mode')
  if (!parameters?.ownerAddress) missing.push('ownerAddress')
  if (!parameters?.composeFlows?.length) missing.push('composeFlows')
  return missing
}

/** `['supertx', 'getQuote', parameters]`. */
export function getQuoteQueryKey(parameters: GetQuoteQueryParameters | undefined) {
  return ['supertx', 'getQuote', parameters ?? {}] as const
}
export type GetQuoteQueryKey = ReturnType<typeof getQuoteQueryKey>

export type GetQuoteQueryOptions = {
  /**
   * The quote is fetched again this long before its first operation's `upperBoundTimestamp` (at
   * most half its remaining time; `quoteRefreshDelay`). Default 30 000.
   */
  refreshMarginMs?: number | undefined
}

/**
 * Query options of POST /v1/quote, `enabled` once `mode`, `ownerAddress` and `composeFlows` are
 * given (`missingQuoteParameters(parameters)` is empty); the query function throws
 * `IncompleteParametersError` before that. An `eoa` request without `fundingTokens` is sent with
 * the ones its flows spend (`withFundingTokens`): the key is the request as sent. A quote near its
 * expiry is fetched again (`refetchInterval`, from `quoteRefreshDelay`). In `eoa-7702`, an EOA
 * not delegated yet is answered 412: the query's error is `AuthorizationRequiredError`, listing
 * what to sign (`prepare7702` and `signAuthorizations`); the request then carries them as
 * `authorizations`.
 *
 * @example
 * const quote = await queryClient.fetchQuery(getQuoteQueryOptions(config, request))
 */
export function getQuoteQueryOptions(
  config: SupertxConfig,
  given: GetQuoteQueryParameters | undefined,
  { refreshMarginMs = 30_000 }: GetQuoteQueryOptions = {},
): SupertxQueryOptions<GetQuoteReturnType, GetQuoteQueryKey> & {
  /** When to fetch the quote again: before it expires, or never (`false`) while there is none. */
  refetchInterval: (query: { state: { data?: GetQuoteReturnType | undefined } }) => number | false
} {
  const parameters = given && withFundingTokens(given)
  const missing = missingQuoteParameters(parameters)
  return {
    queryKey: getQuoteQueryKey(parameters),
    queryFn: ({ signal }) =>
      missing.length
        ? Promise.reject(new IncompleteParametersError({ action: 'getQuote', missing }))
        : getQuote(config, parameters as GetQuoteParameters, { signal }),
    queryKeyHashFn: hashQueryKey,
    retry: shouldRetry,
    enabled: missing.length === 0,
    refetchInterval: (query) => quoteRefreshDelay(query.state.data, refreshMarginMs) ?? false,
  }
}

/** Mutation options of POST /v1/quote, for quoting on demand (a button) rather than reactively. */
export function getQuoteMutationOptions(
  config: SupertxConfig,
): SupertxMutationOptions<GetQuoteReturnType, GetQuoteParameters> {
  return {
    mutationKey: ['supertx', 'getQuote'],
    mutationFn: (parameters) => getQuote(config, parameters),
  }
}
