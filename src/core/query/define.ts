import { IncompleteParametersError } from '../actions/errors.js'
import type { RequestOptions } from '../actions/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { hashQueryKey } from './hash.js'
import { shouldRetry } from './retry.js'
import type { SupertxQueryOptions } from './types.js'

/** Parameters while a form is being filled: every field may still be missing. */
export type PartialParameters<parameters> = parameters extends unknown
  ? { [key in keyof parameters]?: parameters[key] | undefined }
  : never

/** What of `required` is still undefined in `parameters` (empty: the query can run). */
export function missingParameters(
  parameters: object | undefined,
  required: readonly string[],
): string[] {
  const given = (parameters ?? {}) as Record<string, unknown>
  return required.filter((key) => given[key] === undefined)
}

/**
 * Builds the query key and query options of a read-only API action, one name for both: key
 * `['supertx', name, parameters]`; options with the action as query function (aborted with the
 * query, unless `abortable: false`), the kit's key hash and retry policy, and `enabled` once every
 * `required` parameter is given.
 */
export function defineQuery<parameters extends object, data, name extends string>(
  name: name,
  action: (
    config: SupertxConfig,
    parameters: parameters,
    options?: RequestOptions,
  ) => Promise<data>,
  required: readonly (keyof parameters & string)[],
  /**
   * `false`: the query function does not take TanStack's `signal`, so an observer unmounting does
   * not abort the fetch (TanStack aborts only a query that read its signal): the answer is still
   * cached for every other caller of the same key (a fetchQuery awaiting it). Default `true`.
   */
  { abortable = true }: { abortable?: boolean } = {},
) {
  type Key = readonly ['supertx', name, PartialParameters<parameters> | undefined]
  const queryKey = (parameters: PartialParameters<parameters> | undefined): Key =>
    ['supertx', name, parameters] as const
  const queryOptions = (
    config: SupertxConfig,
    parameters: PartialParameters<parameters> | undefined,
  ): SupertxQueryOptions<data, Key> => {
    const missing = missingParameters(parameters, required)
    return {
      queryKey: queryKey(parameters),
      queryFn: (context) =>
        missing.length
          ? Promise.reject(new IncompleteParametersError({ action: name, missing }))
          : action(
              config,
              parameters as unknown as parameters,
              abortable ? { signal: context.signal } : {},
            ),
      queryKeyHashFn: hashQueryKey,
      retry: shouldRetry,
      enabled: missing.length === 0,
    }
  }
  return { queryKey, queryOptions }
}
