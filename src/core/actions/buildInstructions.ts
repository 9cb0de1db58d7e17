import type { PostParameters, PostReturnType } from '../client/endpoints.js'
import { buildInstructionsEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type BuildInstructionsParameters = PostParameters<'buildInstructions'>
export type BuildInstructionsReturnType = PostReturnType<'buildInstructions'>
export type BuildInstructionsErrorType = ClientErrorType

/**
 * POST /v1/instructions/build: composable instructions for one contract call, from a function signature and its arguments (runtime balances allowed).
 *
 * @example
 * const { instructions } = await buildInstructions(config, {
 *   to: usdc, chainId: 31337, functionSignature: 'function transfer(address,uint256)', args: [to, '1000000'],
 * })
 */
export function buildInstructions(
  config: SupertxConfig,
  parameters: BuildInstructionsParameters,
  options?: RequestOptions,
): Promise<BuildInstructionsReturnType> {
  return post(config.transport, buildInstructionsEndpoint, parameters, options)
}
