import { IncompleteParametersError } from '../actions/errors.js'
import { type GetQuoteParameters, type GetQuoteReturnType, getQuote } from '../actions/getQuote.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { hashQueryKey } from './hash.js'
import { shouldRetry } from './retry.js'
import type { SupertxMutationOptions, SupertxQueryOptions } from './types.js'

/** A quote request that may still be missing fields while a form is being filled. */
export type QuoteQueryParameters = Partial<GetQuoteParameters>

/** What is missing before the quote request can be sent (empty: complete). */
export function missingQuoteParameters(parameters: QuoteQueryParameters | undefined): string[] {
  const missing: string[] = []
  if (!parameters?.mode) missing.push('mode')
  if (!parameters?.ownerAddress) missing.push('ownerAddress')
  if (!parameters?.composeFlows?.length) missing.push('composeFlows')
  return missing
}

/** `['supertx', 'quote', parameters]`. */
export function quoteQueryKey(parameters: QuoteQueryParameters | undefined) {
  return ['supertx', 'quote', parameters ?? {}] as const
}
export type QuoteQueryKey = ReturnType<typeof quoteQueryKey>

/**
 * Query options of POST /v1/quote. The query function throws `IncompleteParametersError` while
 * `mode`, `ownerAddress` or `composeFlows` is missing: keep the query disabled until
 * `missingQuoteParameters(parameters)` is empty (`useQuote` does).
 *
 * @example
 * const quote = await queryClient.fetchQuery(quoteQueryOptions(config, request))
 */
export function quoteQueryOptions(
  config: SupertxConfig,
  parameters: QuoteQueryParameters | undefined,
): SupertxQueryOptions<GetQuoteReturnType, QuoteQueryKey> {
  return {
    queryKey: quoteQueryKey(parameters),
    queryFn: ({ signal }) => {
      const missing = missingQuoteParameters(parameters)
      if (missing.length)
        return Promise.reject(new IncompleteParametersError({ action: 'getQuote', missing }))
      return getQuote(config, parameters as GetQuoteParameters, { signal })
    },
    queryKeyHashFn: hashQueryKey,
    retry: shouldRetry,
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
