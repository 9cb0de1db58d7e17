// Query options and keys of the read-only API actions. Each key is `['supertx', name, parameters]`.
import { buildCcip } from '../actions/buildCcip.js'
import { buildInstructions } from '../actions/buildInstructions.js'
import { getIntentRoute } from '../actions/getIntentRoute.js'
import { getOrchestrator } from '../actions/getOrchestrator.js'
import { prepare7702 } from '../actions/prepare7702.js'
import { defineQueryOptions } from './define.js'

/**
 * POST /v1/mee/orchestrator as a query.
 *
 * @example
 * useQuery(orchestratorQueryOptions(config, { ownerAddress, chains: [31337] }))
 */
export const orchestratorQueryOptions = defineQueryOptions('orchestrator', getOrchestrator)
/**
 * POST /v1/instructions/build as a query.
 *
 * @example
 * useQuery(buildInstructionsQueryOptions(config, { to, chainId, functionSignature, args }))
 */
export const buildInstructionsQueryOptions = defineQueryOptions(
  'buildInstructions',
  buildInstructions,
)
/**
 * POST /v1/instructions/build-ccip as a query.
 *
 * @example
 * useQuery(buildCcipQueryOptions(config, { srcToken, dstToken, srcChainId, dstChainId, ownerAddress, amount, mode }))
 */
export const buildCcipQueryOptions = defineQueryOptions('buildCcip', buildCcip)
/**
 * POST /v1/instructions/intent-simple as a query: route, outputAmount, minOutputAmount.
 *
 * @example
 * const { data } = useQuery(intentRouteQueryOptions(config, { srcToken, dstToken, srcChainId, dstChainId, ownerAddress, amount, mode }))
 */
export const intentRouteQueryOptions = defineQueryOptions('intentRoute', getIntentRoute)
/**
 * POST /v1/mee/prepare7702 as a query: the authorizations to sign.
 *
 * @example
 * const { data: toSign } = useQuery(prepare7702QueryOptions(config, { mode: 'eoa-7702', ownerAddress, instructions }))
 */
export const prepare7702QueryOptions = defineQueryOptions('prepare7702', prepare7702)

export const orchestratorQueryKey = <parameters>(parameters: parameters) =>
  ['supertx', 'orchestrator', parameters] as const
export const buildInstructionsQueryKey = <parameters>(parameters: parameters) =>
  ['supertx', 'buildInstructions', parameters] as const
export const buildCcipQueryKey = <parameters>(parameters: parameters) =>
  ['supertx', 'buildCcip', parameters] as const
export const intentRouteQueryKey = <parameters>(parameters: parameters) =>
  ['supertx', 'intentRoute', parameters] as const
export const prepare7702QueryKey = <parameters>(parameters: parameters) =>
  ['supertx', 'prepare7702', parameters] as const
