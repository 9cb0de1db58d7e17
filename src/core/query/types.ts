// The slice of TanStack Query's option types the factories fill. Kept structural so `supertx-kit/query`
// does not import @tanstack/query-core (it stays usable with any TanStack adapter).

/** What a `queryFn` receives and uses. */
export type QueryFunctionContext = { signal: AbortSignal }

export type SupertxQueryOptions<data, key extends readonly unknown[]> = {
  queryKey: key
  queryFn: (context: QueryFunctionContext) => Promise<data>
  queryKeyHashFn: (queryKey: readonly unknown[]) => string
  /** The kit's policy (`shouldRetry`), or `false` where the query function retries itself. */
  retry: ((failureCount: number, error: unknown) => boolean) | false
  /** False while a required parameter is missing: the query function would only reject. */
  enabled: boolean
}

export type SupertxMutationOptions<data, variables> = {
  mutationKey: readonly unknown[]
  mutationFn: (variables: variables) => Promise<data>
}
