'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import type {
  GetIntentRouteErrorType,
  GetIntentRouteParameters,
  GetIntentRouteReturnType,
} from '../../core/actions/getIntentRoute.js'
import { getIntentRouteQueryOptions } from '../../core/query/api.js'
import type { PartialParameters } from '../../core/query/define.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

/** The request's fields; the query waits until every required one is given. */
export type UseIntentRouteParameters = PartialParameters<GetIntentRouteParameters> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  query?: QueryParameter<GetIntentRouteReturnType, GetIntentRouteErrorType> | undefined
}
export type UseIntentRouteReturnType = UseQueryResult<
  GetIntentRouteReturnType,
  GetIntentRouteErrorType
>

/**
 * A cross-chain swap route (POST /v1/instructions/intent-simple): `route`, `outputAmount` and `minOutputAmount` after slippage.
 *
 * @example
 * const { data } = useIntentRoute({ srcToken, dstToken, srcChainId, dstChainId, amount, mode: 'smart-account' })
 * data?.minOutputAmount
 */
export function useIntentRoute(parameters: UseIntentRouteParameters): UseIntentRouteReturnType {
  const { query, ...request } = parameters
  const config = useSupertxConfig('useIntentRoute')
  const ownerAddress = useOwnerAddress(request.ownerAddress)
  return useApiQuery(getIntentRouteQueryOptions(config, { ...request, ownerAddress }), query)
}
