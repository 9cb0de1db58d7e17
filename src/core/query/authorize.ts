import type {
  ChainReader,
  PrepareQuoteAuthorizationsReturnType,
} from '../actions/prepareQuoteAuthorizations.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { hashQueryKey } from './hash.js'
import { type GetQuoteQueryParameters, missingQuoteParameters } from './quote.js'
import type { SupertxQueryOptions } from './types.js'

/** `['supertx', 'prepareQuoteAuthorizations', parameters]`. */
export function prepareQuoteAuthorizationsQueryKey(parameters: GetQuoteQueryParameters) {
  return ['supertx', 'prepareQuoteAuthorizations', parameters] as const
}

/**
 * `prepareQuoteAuthorizations` as a query: enabled for a complete `eoa-7702` request without
 * `authorizations`. Resolves `null` where nothing can be known beforehand (TanStack refuses
 * `undefined`). Never retried: it already falls back to the quote's 412.
 *
 * @example
 * const { data: toSign } = useQuery(prepareQuoteAuthorizationsQueryOptions(config, wallet, request))
 */
export function prepareQuoteAuthorizationsQueryOptions(
  config: SupertxConfig,
  reader: ChainReader,
  parameters: GetQuoteQueryParameters = {},
): SupertxQueryOptions<
  NonNullable<PrepareQuoteAuthorizationsReturnType> | null,
  ReturnType<typeof prepareQuoteAuthorizationsQueryKey>
> {
  return {
    queryKey: prepareQuoteAuthorizationsQueryKey(parameters),
    // eoa-7702 only: its code loads on first use.
    queryFn: async ({ signal }) => {
      const { prepareQuoteAuthorizations } = await import(
        '../actions/prepareQuoteAuthorizations.js'
      )
      return (
        (await prepareQuoteAuthorizations(config, reader, { request: parameters, signal })) ?? null
      )
    },
    queryKeyHashFn: hashQueryKey,
    retry: () => false,
    enabled:
      parameters.mode === 'eoa-7702' &&
      !parameters.authorizations?.length &&
      missingQuoteParameters(parameters).length === 0,
  }
}
