'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  GetIntentRouteParameters,
  GetIntentRouteReturnType,
} from '../../core/actions/getIntentRoute.js'
import { intentRouteQueryOptions } from '../../core/query/api.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseIntentRouteParameters = {
  /** Leave undefined until known: the query waits. */
  parameters: GetIntentRouteParameters | undefined
  query?: QueryParameter<GetIntentRouteReturnType> | undefined
}
export type UseIntentRouteReturnType = UseQueryResult<GetIntentRouteReturnType, Error>

/**
 * A cross-chain swap route (POST /v1/instructions/intent-simple): `route`, `outputAmount` and `minOutputAmount` after slippage.
 *
 * @example
 * const { data } = useIntentRoute({ parameters: { srcToken, dstToken, srcChainId, dstChainId, ownerAddress, amount, mode } })
 * data?.minOutputAmount
 */
export function useIntentRoute({
  parameters,
  query,
}: UseIntentRouteParameters): UseIntentRouteReturnType {
  const config = useSupertxConfig('useIntentRoute')
  return useApiQuery(intentRouteQueryOptions(config, parameters), parameters !== undefined, query)
}
