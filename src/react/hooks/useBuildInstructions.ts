'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  BuildInstructionsParameters,
  BuildInstructionsReturnType,
} from '../../core/actions/buildInstructions.js'
import { buildInstructionsQueryOptions } from '../../core/query/api.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseBuildInstructionsParameters = {
  /** Leave undefined until known: the query waits. */
  parameters: BuildInstructionsParameters | undefined
  query?: QueryParameter<BuildInstructionsReturnType> | undefined
}
export type UseBuildInstructionsReturnType = UseQueryResult<BuildInstructionsReturnType, Error>

/**
 * Composable instructions for one contract call (POST /v1/instructions/build).
 *
 * @example
 * const { data } = useBuildInstructions({
 *   parameters: { to: usdc, chainId: 31337, functionSignature: 'function transfer(address,uint256)', args },
 * })
 */
export function useBuildInstructions({
  parameters,
  query,
}: UseBuildInstructionsParameters): UseBuildInstructionsReturnType {
  const config = useSupertxConfig('useBuildInstructions')
  return useApiQuery(
    buildInstructionsQueryOptions(config, parameters),
    parameters !== undefined,
    query,
  )
}
