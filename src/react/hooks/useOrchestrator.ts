'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import type {
  GetOrchestratorErrorType,
  GetOrchestratorParameters,
  GetOrchestratorReturnType,
} from '../../core/actions/getOrchestrator.js'
import { getOrchestratorQueryOptions } from '../../core/query/api.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseOrchestratorParameters = Omit<GetOrchestratorParameters, 'ownerAddress'> & {
  /** Default: the connected account; the query waits while there is none. */
  ownerAddress?: Address | undefined
  query?: QueryParameter<GetOrchestratorReturnType, GetOrchestratorErrorType> | undefined
}
export type UseOrchestratorReturnType = UseQueryResult<
  GetOrchestratorReturnType,
  GetOrchestratorErrorType
>

/**
 * The owner's orchestrator account addresses (POST /v1/mee/orchestrator), or the upgrade lookup when `chains` is left out.
 *
 * @example
 * const { data: groups } = useOrchestrator({ chains: [31337, 31338] })
 */
export function useOrchestrator(
  parameters: UseOrchestratorParameters = {},
): UseOrchestratorReturnType {
  const { query, ...request } = parameters
  const config = useSupertxConfig('useOrchestrator')
  const ownerAddress = useOwnerAddress(request.ownerAddress)
  return useApiQuery(getOrchestratorQueryOptions(config, { ...request, ownerAddress }), query)
}
