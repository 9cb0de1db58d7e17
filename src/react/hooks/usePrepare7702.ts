'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import type {
  Prepare7702ErrorType,
  Prepare7702Parameters,
  Prepare7702ReturnType,
} from '../../core/actions/prepare7702.js'
import { prepare7702QueryOptions } from '../../core/query/api.js'
import type { PartialParameters } from '../../core/query/define.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useOwnerAddress } from './useOwnerAddress.js'
import { useSupertxConfig } from './useSupertxConfig.js'

/** The request's fields; the query waits until `mode`, the owner and `instructions` are given. */
export type UsePrepare7702Parameters = PartialParameters<Prepare7702Parameters> & {
  /** Default: the connected account. */
  ownerAddress?: Address | undefined
  query?: QueryParameter<Prepare7702ReturnType, Prepare7702ErrorType> | undefined
}
export type UsePrepare7702ReturnType = UseQueryResult<Prepare7702ReturnType, Prepare7702ErrorType>

/**
 * The EIP-7702 authorizations to sign before an `eoa-7702` quote (POST /v1/mee/prepare7702).
 *
 * @example
 * const { data: toSign } = usePrepare7702({ mode: 'eoa-7702', instructions })
 */
export function usePrepare7702(parameters: UsePrepare7702Parameters): UsePrepare7702ReturnType {
  const { query, ...request } = parameters
  const config = useSupertxConfig('usePrepare7702')
  const ownerAddress = useOwnerAddress(request.ownerAddress)
  return useApiQuery(prepare7702QueryOptions(config, { ...request, ownerAddress }), query)
}
