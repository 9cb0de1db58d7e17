import { IncompleteParametersError } from '../actions/errors.js'
import {
  firstPollDelay,
  type ReceiptRetry,
  type WaitForSupertxReceiptParameters,
  waitForSupertxReceipt,
} from '../actions/waitForSupertxReceipt.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import { hashQueryKey } from './hash.js'
import type { QueryFunctionContext, SupertxQueryOptions } from './types.js'

export type GetSupertxReceiptQueryParameters = { supertxHash?: `0x${string}` | undefined }

/** `['supertx', 'getSupertxReceipt', { supertxHash }]`. */
export function getSupertxReceiptQueryKey(parameters: GetSupertxReceiptQueryParameters) {
  return ['supertx', 'getSupertxReceipt', { supertxHash: parameters.supertxHash }] as const
}

/** A receipt is final once `success` or `failed`: nothing changes after that. */
export function isFinalReceipt(receipt: SupertxReceipt | undefined): boolean {
  return receipt?.status === 'success' || receipt?.status === 'failed'
}

/**
 * The delay before the next poll of a pending receipt, after `polls` reads: soon at first (a
 * devnet lands in well under a second), doubling up to `pollingInterval` so a real service is
 * not hammered. The receipt query's wait (`waitForSupertxReceipt`) polls on this schedule.
 */
export function receiptPollDelay(polls: number, pollingInterval: number): number {
  const first = Math.min(firstPollDelay, pollingInterval)
  return Math.min(first * 2 ** Math.max(0, polls - 1), pollingInterval)
}

/**
 * What the receipt query writes back while its wait runs: the shape of TanStack's `QueryClient`
 * (kept structural, as in `types.ts`). Each receipt read becomes the query's `data` at once, and
 * each retried failure its `failureCount` and `failureReason`, so every component showing the
 * same hash sees the progress and the retries.
 */
export type ReceiptQueryClient = {
  setQueryData(queryKey: readonly unknown[], data: SupertxReceipt): unknown
  getQueryCache(): {
    find(filters: {
      queryKey: readonly unknown[]
      exact: true
    }):
      | { setState(state: { fetchFailureCount: number; fetchFailureReason: Error | null }): void }
      | undefined
  }
}

/**
 * The receipt as a query that waits for the outcome (`waitForSupertxReceipt`, with the flow's
 * retry budget), `enabled` once `supertxHash` is given. One fetch polls (soon, then backing off up
 * to `config.pollingInterval`) until the receipt is final; each read becomes `data` as it comes.
 * A read that fails in a way worth retrying (network, timeout, 5xx) is retried with backoff and
 * shows as `failureCount`/`failureReason` while the fetch goes on (`receiptRetrying` reads it);
 * past `unavailableTimeoutMs` in a row the query fails with `ReceiptUnavailableError`, past
 * `notFoundTimeoutMs` of 404s with `SupertxNotFoundError`, past `timeoutMs` pending with
 * `ReceiptTimeoutError`; `refetch()` waits again.
 *
 * @example
 * const { data } = useQuery(getSupertxReceiptQueryOptions(config, { supertxHash }))
 */
export function getSupertxReceiptQueryOptions(
  config: SupertxConfig,
  parameters: GetSupertxReceiptQueryParameters & ReceiptWaitBudget,
): Omit<
  SupertxQueryOptions<SupertxReceipt, ReturnType<typeof getSupertxReceiptQueryKey>>,
  'queryFn'
> & {
  queryFn: (
    context: QueryFunctionContext & { client?: ReceiptQueryClient | undefined },
  ) => Promise<SupertxReceipt>
  retry: false
} {
  const { supertxHash } = parameters
  const queryKey = getSupertxReceiptQueryKey({ supertxHash })
  return {
    queryKey,
    queryFn: ({ signal, client }) => {
      if (!supertxHash)
        return Promise.reject(
          new IncompleteParametersError({ action: 'getSupertxReceipt', missing: ['supertxHash'] }),
        )
      const failures = (fetchFailureCount: number, fetchFailureReason: Error | null) =>
        client?.getQueryCache().find({ queryKey, exact: true })?.setState({
          fetchFailureCount,
          fetchFailureReason,
        })
      return waitForSupertxReceipt(config, {
        ...parameters,
        supertxHash,
        signal,
        // A hash tracked on its own: a lasting 404 may mean a wrong hash, not a lost one.
        executed: false,
        onReceipt: (receipt) => {
          client?.setQueryData(queryKey, receipt)
          failures(0, null)
        },
        onRetry: ({ attempt, error }) => failures(attempt, error),
      })
    },
    queryKeyHashFn: hashQueryKey,
    // The wait retries what is worth retrying, within its budget; what it throws is final.
    retry: false,
    enabled: Boolean(supertxHash),
  }
}

/** The bounds of the receipt query's wait (`waitForSupertxReceipt`'s, with its defaults). */
export type ReceiptWaitBudget = Pick<
  WaitForSupertxReceiptParameters,
  'timeoutMs' | 'unavailableTimeoutMs' | 'notFoundTimeoutMs'
>

/**
 * The read the receipt query is retrying, from its observer's result: while it fetches after
 * `failureCount` failures in a row, the last being `failureReason`. Undefined otherwise.
 */
export function receiptRetrying(result: {
  fetchStatus: string
  failureCount: number
  failureReason: Error | null
}): ReceiptRetry | undefined {
  const { fetchStatus, failureCount, failureReason } = result
  return fetchStatus === 'fetching' && failureCount > 0 && failureReason
    ? { attempt: failureCount, error: failureReason }
    : undefined
}
