import { upgradeEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { UpgradeRequestInput, UpgradeResponse } from '../schemas/upgrade.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type GetUpgradeQuoteParameters = UpgradeRequestInput
export type GetUpgradeQuoteReturnType = UpgradeResponse
export type GetUpgradeQuoteErrorType = ClientErrorType

/**
 * POST /v1/mee/upgrade: a `simple` quote upgrading the owner's 2.1.0 accounts to 2.2.1 on `chainIds`. Throws `NoUpgradeNeededError` when nothing needs it: callers treat that as "nothing to do".
 *
 * @example
 * const quote = await getUpgradeQuote(config, { ownerAddress, mode: 'smart-account', chainIds: [31337] })
 */
export function getUpgradeQuote(
  config: SupertxConfig,
  parameters: GetUpgradeQuoteParameters,
  options?: RequestOptions,
): Promise<GetUpgradeQuoteReturnType> {
  return post(config.transport, upgradeEndpoint, parameters, options)
}
