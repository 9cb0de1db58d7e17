import { orchestratorEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { OrchestratorParameters, OrchestratorReturnType } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type {
  OrchestratorAddressGroup,
  OrchestratorUpgradeLookup,
} from '../schemas/orchestrator.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type GetOrchestratorParameters = OrchestratorParameters
export type GetOrchestratorReturnType = OrchestratorReturnType
export type GetOrchestratorErrorType = ClientErrorType

/**
 * POST /v1/mee/orchestrator: the owner's orchestrator account addresses grouped by the chains they serve, or, called with `ownerAddress` alone, the upgrade lookup (`deployments`, `upgradedAddresses`).
 *
 * @example
 * const groups = await getOrchestrator(config, { ownerAddress, chains: [31337, 31338] })
 */
export function getOrchestrator(
  config: SupertxConfig,
  parameters: GetOrchestratorParameters & { chains: readonly number[] },
  options?: RequestOptions,
): Promise<OrchestratorAddressGroup[]>
export function getOrchestrator(
  config: SupertxConfig,
  parameters: GetOrchestratorParameters & { chains?: undefined },
  options?: RequestOptions,
): Promise<OrchestratorUpgradeLookup>
export function getOrchestrator(
  config: SupertxConfig,
  parameters: GetOrchestratorParameters,
  options?: RequestOptions,
): Promise<GetOrchestratorReturnType>
export function getOrchestrator(
  config: SupertxConfig,
  parameters: GetOrchestratorParameters,
  options?: RequestOptions,
): Promise<GetOrchestratorReturnType> {
  return post(config.transport, orchestratorEndpoint, parameters, options)
}
