import type { PostParameters, PostReturnType } from '../client/endpoints.js'
import { prepare7702Endpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type Prepare7702Parameters = PostParameters<'prepare7702'>
export type Prepare7702ReturnType = PostReturnType<'prepare7702'>
export type Prepare7702ErrorType = ClientErrorType

/**
 * POST /v1/mee/prepare7702: the EIP-7702 authorizations the owner must sign (`signAuthorizations`) before an `eoa-7702` quote.
 *
 * @example
 * const toSign = await prepare7702(config, { mode: 'eoa-7702', ownerAddress, instructions })
 */
export function prepare7702(
  config: SupertxConfig,
  parameters: Prepare7702Parameters,
  options?: RequestOptions,
): Promise<Prepare7702ReturnType> {
  return post(config.transport, prepare7702Endpoint, parameters, options)
}
