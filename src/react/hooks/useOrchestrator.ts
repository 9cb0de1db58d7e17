'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import type {
  GetOrchestratorErrorType,
  GetOrchestratorReturnType,
} from '../../core/actions/getOrchestrator.js'
import { getOrchestratorQueryOptions } from '../../core/query/api.js'
import type {
  OrchestratorAddressGroup,
  OrchestratorUpgradeLookup,
} from '../../core/schemas/orchestrator.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

/** `GetOrchestratorParameters` with the owner optional and the chains possibly readonly. */
export type UseOrchestratorParameters<data = GetOrchestratorReturnType> = {
  /** The chains whose accounts to look up; left out: the upgrade lookup. */
  chains?: readonly number[] | undefined
  /** Default: the connected account; the query waits while there is none. */
  ownerAddress?: Address | undefined
  query?: QueryParameter<data, GetOrchestratorErrorType> | undefined
}
export type UseOrchestratorReturnType<data = GetOrchestratorReturnType> = UseQueryResult<
  data,
  GetOrchestratorErrorType
>

/**
 * The owner's orchestrator account addresses (POST /v1/mee/orchestrator), or the upgrade lookup when `chains` is left out.
 * Typed by its arguments, as `client.orchestrator` is: with `chains` the data is the address
 * groups, without them the upgrade lookup; no `Array.isArray` needed.
 *
 * @example
 * const { data: groups } = useOrchestrator({ chains: [31337, 31338] })
 * const account = groups?.[0]?.address
 */
export function useOrchestrator(
  parameters: UseOrchestratorParameters<OrchestratorAddressGroup[]> & {
    chains: readonly number[]
  },
): UseOrchestratorReturnType<OrchestratorAddressGroup[]>
export function useOrchestrator(
  parameters?: UseOrchestratorParameters<OrchestratorUpgradeLookup> & { chains?: undefined },
): UseOrchestratorReturnType<OrchestratorUpgradeLookup>
export function useOrchestrator(parameters?: UseOrchestratorParameters): UseOrchestratorReturnType
export function useOrchestrator(
  parameters: Omit<UseOrchestratorParameters, 'query'> & { query?: object | undefined } = {},
): UseOrchestratorReturnType {
  const { query, ...request } = parameters
  const config = useSupertxConfig('useOrchestrator')
  const ownerAddress = useOwnerAddress(request.ownerAddress)
  return useApiQuery(
    getOrchestratorQueryOptions(config, {
      ...request,
      chains: request.chains as number[] | undefined,
      ownerAddress,
    }),
    query as QueryParameter<GetOrchestratorReturnType, GetOrchestratorErrorType> | undefined,
  )
}
