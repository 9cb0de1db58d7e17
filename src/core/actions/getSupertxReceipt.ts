import { getReceipt } from '../client/receipt.js'
import type { GetReceiptReturnType } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type GetSupertxReceiptParameters = {
  /** The `supertxHash` returned by execute. */
  supertxHash: `0x${string}`
}
export type GetSupertxReceiptReturnType = GetReceiptReturnType
export type GetSupertxReceiptErrorType = ClientErrorType

/**
 * GET /v1/explorer/{supertxHash}: the receipt as it stands now, `pending` until every user op is
 * final. To wait for the outcome, use `waitForSupertxReceipt`.
 *
 * @example
 * const receipt = await getSupertxReceipt(config, { supertxHash })
 * if (receipt.status === 'success') console.log('done')
 */
export function getSupertxReceipt(
  config: SupertxConfig,
  parameters: GetSupertxReceiptParameters,
  options?: RequestOptions,
): Promise<GetSupertxReceiptReturnType> {
  return getReceipt(config.transport, parameters.supertxHash, options)
}
