import { IncompleteParametersError } from '../actions/errors.js'
import { getSupertxReceipt } from '../actions/getSupertxReceipt.js'
import { firstPollDelay } from '../actions/receipt-polling.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import { hashQueryKey } from './hash.js'
import { shouldRetry } from './retry.js'
import type { SupertxQueryOptions } from './types.js'

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
 * not hammered.
 */
export function receiptPollDelay(polls: number, pollingInterval: number): number {
  const first = Math.min(firstPollDelay, pollingInterval)
  return Math.min(first * 2 ** Math.max(0, polls - 1), pollingInterval)
}

/**
 * The receipt as a polling query, `enabled` once `supertxHash` is given: refetches soon, then
 * backing off up to `config.pollingInterval` while `pending`, and stops once final.
 *
 * @example
 * const { data } = useQuery(getSupertxReceiptQueryOptions(config, { supertxHash }))
 */
export function getSupertxReceiptQueryOptions(
  config: SupertxConfig,
  parameters: GetSupertxReceiptQueryParameters,
): SupertxQueryOptions<SupertxReceipt, ReturnType<typeof getSupertxReceiptQueryKey>> & {
  refetchInterval: (query: {
    state: { data?: SupertxReceipt | undefined; dataUpdateCount: number; errorUpdateCount: number }
  }) => number | false
} {
  const { supertxHash } = parameters
  return {
    queryKey: getSupertxReceiptQueryKey(parameters),
    queryFn: ({ signal }) =>
      supertxHash
        ? getSupertxReceipt(config, { supertxHash }, { signal })
        : Promise.reject(
            new IncompleteParametersError({
              action: 'getSupertxReceipt',
              missing: ['supertxHash'],
            }),
          ),
    queryKeyHashFn: hashQueryKey,
    retry: shouldRetry,
    enabled: Boolean(supertxHash),
    refetchInterval: ({ state }) =>
      isFinalReceipt(state.data)
        ? false
        : receiptPollDelay(state.dataUpdateCount + state.errorUpdateCount, config.pollingInterval),
  }
}
