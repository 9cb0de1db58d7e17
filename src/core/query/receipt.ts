import { IncompleteParametersError } from '../actions/errors.js'
import { getSupertxReceipt } from '../actions/getSupertxReceipt.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import { hashQueryKey } from './hash.js'
import { shouldRetry } from './retry.js'
import type { SupertxQueryOptions } from './types.js'

/** `['supertx', 'receipt', supertxHash]`. */
export function supertxReceiptQueryKey(supertxHash: `0x${string}` | undefined) {
  return ['supertx', 'receipt', supertxHash] as const
}

/** A receipt is final once `success` or `failed`: nothing changes after that. */
export function isFinalReceipt(receipt: SupertxReceipt | undefined): boolean {
  return receipt?.status === 'success' || receipt?.status === 'failed'
}

/**
 * The receipt as a polling query: refetches every `config.pollingInterval` ms while `pending`
 * and stops once final.
 *
 * @example
 * const { data } = useQuery(supertxReceiptQueryOptions(config, supertxHash))
 */
export function supertxReceiptQueryOptions(
  config: SupertxConfig,
  supertxHash: `0x${string}` | undefined,
): SupertxQueryOptions<SupertxReceipt, ReturnType<typeof supertxReceiptQueryKey>> & {
  refetchInterval: (query: { state: { data?: SupertxReceipt | undefined } }) => number | false
} {
  return {
    queryKey: supertxReceiptQueryKey(supertxHash),
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
    refetchInterval: (query) => (isFinalReceipt(query.state.data) ? false : config.pollingInterval),
  }
}
