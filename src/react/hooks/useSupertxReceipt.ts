'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  ReceiptRetry,
  WaitForSupertxReceiptErrorType,
} from '../../core/actions/waitForSupertxReceipt.js'
import {
  getSupertxReceiptQueryOptions,
  type ReceiptWaitBudget,
  receiptRetrying,
} from '../../core/query/receipt.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseSupertxReceiptParameters = {
  /** Leave undefined until known (e.g. before execute): the query waits. */
  supertxHash: `0x${string}` | undefined
  query?: QueryParameter<SupertxReceipt, WaitForSupertxReceiptErrorType> | undefined
} & ReceiptWaitBudget
export type UseSupertxReceiptReturnType = UseQueryResult<
  SupertxReceipt,
  WaitForSupertxReceiptErrorType
> & {
  /**
   * Set while a read failed (network, timeout, 5xx) and is being retried with backoff: the
   * failures in a row so far and the last one. Undefined once a read succeeds again.
   */
  retrying: ReceiptRetry | undefined
}

/**
 * The receipt of a supertransaction, polled until it is `success` or `failed` (soon after the
 * hash is known, then backing off up to the config's `pollingInterval`), with the same retry
 * budget as `useSupertransaction`'s tracking: a read that fails in a way worth retrying is retried
 * with backoff (`retrying` says so) for up to `unavailableTimeoutMs` in a row (default 60 000),
 * then `error` is a `ReceiptUnavailableError`; 404s for `notFoundTimeoutMs` (default 10 000) end
 * in `SupertxNotFoundError`, a receipt still pending after `timeoutMs` (default 300 000) in
 * `ReceiptTimeoutError`. `refetch()` tracks again. Waits while `supertxHash` is undefined.
 *
 * @example
 * const { data: receipt, retrying, error, refetch } = useSupertxReceipt({ supertxHash })
 * receipt?.status // 'pending' | 'success' | 'failed'
 */
export function useSupertxReceipt({
  query,
  ...parameters
}: UseSupertxReceiptParameters): UseSupertxReceiptReturnType {
  const config = useSupertxConfig('useSupertxReceipt')
  const result = useApiQuery(getSupertxReceiptQueryOptions(config, parameters), query)
  return Object.assign(result, { retrying: receiptRetrying(result) })
}
