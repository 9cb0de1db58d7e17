import type { PostParameters, PostReturnType } from '../client/endpoints.js'
import { buildCcipEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type BuildCcipParameters = PostParameters<'buildCcip'>
export type BuildCcipReturnType = PostReturnType<'buildCcip'>
export type BuildCcipErrorType = ClientErrorType

/**
 * POST /v1/instructions/build-ccip: the instructions that bridge `amount` of `srcToken` to `dstChainId`.
 *
 * @example
 * const { instructions } = await buildCcip(config, {
 *   srcToken, dstToken, srcChainId: 31337, dstChainId: 31338, ownerAddress, amount: '1000000', mode: 'smart-account',
 * })
 */
export function buildCcip(
  config: SupertxConfig,
  parameters: BuildCcipParameters,
  options?: RequestOptions,
): Promise<BuildCcipReturnType> {
  return post(config.transport, buildCcipEndpoint, parameters, options)
}
