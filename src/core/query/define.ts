import { IncompleteParametersError } from '../actions/errors.js'
import type { RequestOptions } from '../actions/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { hashQueryKey } from './hash.js'
import { shouldRetry } from './retry.js'
import type { SupertxQueryOptions } from './types.js'

/**
 * Builds the query options of a read-only API action: key `['supertx', name, parameters]`, the
 * action as query function (aborted with the query), the kit's key hash and retry policy.
 */
export function defineQueryOptions<parameters, data, name extends string>(
  name: name,
  action: (
    config: SupertxConfig,
    parameters: parameters,
    options?: RequestOptions,
  ) => Promise<data>,
) {
  return (
    config: SupertxConfig,
    parameters: parameters | undefined,
  ): SupertxQueryOptions<data, readonly ['supertx', name, parameters | undefined]> => ({
    queryKey: ['supertx', name, parameters] as const,
    queryFn: ({ signal }) =>
      parameters === undefined
        ? Promise.reject(new IncompleteParametersError({ action: name, missing: ['parameters'] }))
        : action(config, parameters, { signal }),
    queryKeyHashFn: hashQueryKey,
    retry: shouldRetry,
  })
}
