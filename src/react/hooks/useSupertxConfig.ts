'use client'
import { useContext } from 'react'
import type { SupertxConfig } from '../../core/config/createSupertxConfig.js'
import { SupertxContext } from '../config-context.js'
import { SupertxProviderNotFoundError } from '../errors.js'

export type UseSupertxConfigReturnType = SupertxConfig

/**
 * The config of the nearest `<SupertxProvider>`. Throws `SupertxProviderNotFoundError` outside one.
 *
 * @example
 * const config = useSupertxConfig()
 * const link = config.getExplorerUrl(supertxHash)
 */
export function useSupertxConfig(hook = 'useSupertxConfig'): UseSupertxConfigReturnType {
  const config = useContext(SupertxContext)
  if (!config) throw new SupertxProviderNotFoundError({ hook })
  return config
}
