// Query keys and options of the read-only API actions, named after their action:
// `getOrchestrator` → `getOrchestratorQueryKey` / `getOrchestratorQueryOptions` → `useOrchestrator`.
// Each key is `['supertx', actionName, parameters]`, written once, in `defineQuery`.
import { buildCcip } from '../actions/buildCcip.js'
import { buildInstructions } from '../actions/buildInstructions.js'
import { getIntentRoute } from '../actions/getIntentRoute.js'
import { getOrchestrator } from '../actions/getOrchestrator.js'
import { prepare7702 } from '../actions/prepare7702.js'
import { defineQuery } from './define.js'

const orchestrator = defineQuery('getOrchestrator', getOrchestrator, ['ownerAddress'])
const instructions = defineQuery('buildInstructions', buildInstructions, [
  'to',
  'chainId',
  'functionSignature',
])
const ccip = defineQuery('buildCcip', buildCcip, [
  'srcToken',
  'dstToken',
  'srcChainId',
  'dstChainId',
  'ownerAddress',
  'amount',
])
const intentRoute = defineQuery('getIntentRoute', getIntentRoute, [
  'srcToken',
  'dstToken',
  'srcChainId',
  'dstChainId',
  'ownerAddress',
  'amount',
  'mode',
])
const authorizations = defineQuery('prepare7702', prepare7702, [
  'mode',
  'ownerAddress',
  'instructions',
])
/**
 * POST /v1/mee/orchestrator as a query; enabled once `ownerAddress` is given.
 *
 * @example
 * useQuery(getOrchestratorQueryOptions(config, { ownerAddress, chains: [31337] }))
 */
export const getOrchestratorQueryOptions = orchestrator.queryOptions
export const getOrchestratorQueryKey = orchestrator.queryKey
/**
 * POST /v1/instructions/build as a query.
 *
 * @example
 * useQuery(buildInstructionsQueryOptions(config, { to, chainId, functionSignature, args }))
 */
export const buildInstructionsQueryOptions = instructions.queryOptions
export const buildInstructionsQueryKey = instructions.queryKey
/**
 * POST /v1/instructions/build-ccip as a query.
 *
 * @example
 * useQuery(buildCcipQueryOptions(config, { srcToken, dstToken, srcChainId, dstChainId, ownerAddress, amount, mode }))
 */
export const buildCcipQueryOptions = ccip.queryOptions
export const buildCcipQueryKey = ccip.queryKey
/**
 * POST /v1/instructions/intent-simple as a query: route, outputAmount, minOutputAmount.
 *
 * @example
 * const { data } = useQuery(getIntentRouteQueryOptions(config, { srcToken, dstToken, srcChainId, dstChainId, ownerAddress, amount, mode }))
 */
export const getIntentRouteQueryOptions = intentRoute.queryOptions
export const getIntentRouteQueryKey = intentRoute.queryKey
/**
 * POST /v1/mee/prepare7702 as a query: the authorizations to sign.
 *
 * @example
 * const { data: toSign } = useQuery(prepare7702QueryOptions(config, { mode: 'eoa-7702', ownerAddress, instructions }))
 */
export const prepare7702QueryOptions = authorizations.queryOptions
export const prepare7702QueryKey = authorizations.queryKey
