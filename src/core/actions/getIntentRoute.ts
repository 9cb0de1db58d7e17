import { intentSimpleEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { IntentSimpleParameters, IntentSimpleReturnType } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type GetIntentRouteParameters = IntentSimpleParameters
export type GetIntentRouteReturnType = IntentSimpleReturnType
export type GetIntentRouteErrorType = ClientErrorType

/**
 * POST /v1/instructions/intent-simple: a cross-chain swap route with its instructions, `outputAmount` and `minOutputAmount` (after `slippage`, default 1%).
 *
 * @example
 * const { route, minOutputAmount } = await getIntentRoute(config, {
 *   srcToken, dstToken, srcChainId: 31337, dstChainId: 31338, ownerAddress, amount: '1000000', mode: 'smart-account',
 * })
 */
export function getIntentRoute(
  config: SupertxConfig,
  parameters: GetIntentRouteParameters,
  options?: RequestOptions,
): Promise<GetIntentRouteReturnType> {
  return post(config.transport, intentSimpleEndpoint, parameters, options)
}
