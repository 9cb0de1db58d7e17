'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  BuildInstructionsErrorType,
  BuildInstructionsParameters,
  BuildInstructionsReturnType,
} from '../../core/actions/buildInstructions.js'
import { buildInstructionsQueryOptions } from '../../core/query/api.js'
import type { PartialParameters } from '../../core/query/define.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

/** The request's fields (the query waits until `to`, `chainId` and `functionSignature` are given). */
export type UseBuildInstructionsParameters = PartialParameters<BuildInstructionsParameters> & {
  query?: QueryParameter<BuildInstructionsReturnType, BuildInstructionsErrorType> | undefined
}
export type UseBuildInstructionsReturnType = UseQueryResult<
  BuildInstructionsReturnType,
  BuildInstructionsErrorType
>

/**
 * Composable instructions for one contract call (POST /v1/instructions/build).
 *
 * @example
 * const { data } = useBuildInstructions({
 *   to: usdc, chainId: 31337, functionSignature: 'function transfer(address,uint256)', args,
 * })
 */
export function useBuildInstructions(
  parameters: UseBuildInstructionsParameters,
): UseBuildInstructionsReturnType {
  const { query, ...request } = parameters
  const config = useSupertxConfig('useBuildInstructions')
  return useApiQuery(buildInstructionsQueryOptions(config, request), query)
}
