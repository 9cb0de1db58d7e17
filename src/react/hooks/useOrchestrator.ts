'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  GetOrchestratorParameters,
  GetOrchestratorReturnType,
} from '../../core/actions/getOrchestrator.js'
import { orchestratorQueryOptions } from '../../core/query/api.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseOrchestratorParameters = {
  /** Leave undefined until known: the query waits. */
  parameters: GetOrchestratorParameters | undefined
  query?: QueryParameter<GetOrchestratorReturnType> | undefined
}
export type UseOrchestratorReturnType = UseQueryResult<GetOrchestratorReturnType, Error>

/**
 * The owner's orchestrator account addresses (POST /v1/mee/orchestrator), or the upgrade lookup when `chains` is left out.
 *
 * @example
 * const { data: groups } = useOrchestrator({ parameters: { ownerAddress, chains: [31337, 31338] } })
 */
export function useOrchestrator({
  parameters,
  query,
}: UseOrchestratorParameters): UseOrchestratorReturnType {
  const config = useSupertxConfig('useOrchestrator')
  return useApiQuery(orchestratorQueryOptions(config, parameters), parameters !== undefined, query)
}
