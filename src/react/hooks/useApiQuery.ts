'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SupertxQueryOptions } from '../../core/query/types.js'
import type { QueryParameter } from './types.js'

/**
 * useQuery with the kit's options and the caller's passthrough: the kit's retry policy unless the
 * caller sets one, and enabled only when the options are (every required parameter given) and the
 * caller does not disable it.
 */
export function useApiQuery<data, error>(
  options: SupertxQueryOptions<data, readonly unknown[]> & object,
  query: QueryParameter<data, error> | undefined,
): UseQueryResult<data, error> {
  return useQuery({
    ...options,
    ...query,
    retry: query?.retry ?? options.retry,
    enabled: options.enabled && (query?.enabled ?? true),
  } as Parameters<typeof useQuery<data, error, data, readonly unknown[]>>[0])
}
