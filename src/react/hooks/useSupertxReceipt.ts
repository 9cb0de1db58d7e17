'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import { supertxReceiptQueryOptions } from '../../core/query/receipt.js'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseSupertxReceiptParameters = {
  query?: QueryParameter<SupertxReceipt> | undefined
}
export type UseSupertxReceiptReturnType = UseQueryResult<SupertxReceipt, Error>

/**
 * The receipt of a supertransaction, polled every `pollingInterval` while `pending`; polling
 * stops once it is `success` or `failed`. Waits while `supertxHash` is undefined.
 *
 * @example
 * const { data: receipt } = useSupertxReceipt(supertxHash)
 * receipt?.status // 'pending' | 'success' | 'failed'
 */
export function useSupertxReceipt(
  supertxHash: `0x${string}` | undefined,
  { query }: UseSupertxReceiptParameters = {},
): UseSupertxReceiptReturnType {
  const config = useSupertxConfig('useSupertxReceipt')
  return useApiQuery(supertxReceiptQueryOptions(config, supertxHash), Boolean(supertxHash), query)
}
