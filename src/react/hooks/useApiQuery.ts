'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SupertxQueryOptions } from '../../core/query/types.js'
import type { QueryParameter } from './types.js'

/** useQuery with the kit's options, the caller's passthrough, and `enabled` only when ready. */
export function useApiQuery<data>(
  options: SupertxQueryOptions<data, readonly unknown[]>,
  ready: boolean,
  query: QueryParameter<data> | undefined,
): UseQueryResult<data, Error> {
  return useQuery({
    ...options,
    ...query,
    retry: query?.retry ?? options.retry,
    enabled: ready && (query?.enabled ?? true),
  } as Parameters<typeof useQuery<data, Error, data, readonly unknown[]>>[0])
}
