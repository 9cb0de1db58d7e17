'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  Prepare7702Parameters,
  Prepare7702ReturnType,
} from '../../core/actions/prepare7702.js'
import { prepare7702QueryOptions } from '../../core/query/api.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UsePrepare7702Parameters = {
  /** Leave undefined until known: the query waits. */
  parameters: Prepare7702Parameters | undefined
  query?: QueryParameter<Prepare7702ReturnType> | undefined
}
export type UsePrepare7702ReturnType = UseQueryResult<Prepare7702ReturnType, Error>

/**
 * The EIP-7702 authorizations to sign before an `eoa-7702` quote (POST /v1/mee/prepare7702).
 *
 * @example
 * const { data: toSign } = usePrepare7702({ parameters: { mode: 'eoa-7702', ownerAddress, instructions } })
 */
export function usePrepare7702({
  parameters,
  query,
}: UsePrepare7702Parameters): UsePrepare7702ReturnType {
  const config = useSupertxConfig('usePrepare7702')
  return useApiQuery(prepare7702QueryOptions(config, parameters), parameters !== undefined, query)
}
