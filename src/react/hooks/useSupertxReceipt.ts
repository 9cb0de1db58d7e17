'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type { GetSupertxReceiptErrorType } from '../../core/actions/getSupertxReceipt.js'
import { getSupertxReceiptQueryOptions } from '../../core/query/receipt.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseSupertxReceiptParameters = {
  /** Leave undefined until known (e.g. before execute): the query waits. */
  supertxHash: `0x${string}` | undefined
  query?: QueryParameter<SupertxReceipt, GetSupertxReceiptErrorType> | undefined
}
export type UseSupertxReceiptReturnType = UseQueryResult<SupertxReceipt, GetSupertxReceiptErrorType>

/**
 * The receipt of a supertransaction, polled while `pending` (soon after the hash is known, then
 * backing off up to the config's `pollingInterval`); polling stops once it is `success` or
 * `failed`. Waits while `supertxHash` is undefined.
 *
 * @example
 * const { data: receipt } = useSupertxReceipt({ supertxHash })
 * receipt?.status // 'pending' | 'success' | 'failed'
 */
export function useSupertxReceipt({
  supertxHash,
  query,
}: UseSupertxReceiptParameters): UseSupertxReceiptReturnType {
  const config = useSupertxConfig('useSupertxReceipt')
  return useApiQuery(getSupertxReceiptQueryOptions(config, { supertxHash }), query)
}
