'use client'
import { type ReactNode, useMemo } from 'react'
import {
  type CreateSupertxConfigParameters,
  createSupertxConfig,
  type SupertxConfig,
} from '../core/config/createSupertxConfig.js'
import { SupertxContext } from './context.js'

export type SupertxProviderProps = { children?: ReactNode } & (
  | { config: SupertxConfig }
  | (CreateSupertxConfigParameters & { config?: undefined })
)

/**
 * Gives the hooks and components their config. Place it inside your `WagmiProvider` and
 * `QueryClientProvider`. Pass a config from `createSupertxConfig`, or its parameters directly.
 *
 * @example
 * <WagmiProvider config={wagmiConfig}>
 *   <QueryClientProvider client={queryClient}>
 *     <SupertxProvider baseUrl="http://127.0.0.1:4337" apiKey={apiKey}>
 *       <App />
 *     </SupertxProvider>
 *   </QueryClientProvider>
 * </WagmiProvider>
 */
export function SupertxProvider(props: SupertxProviderProps) {
  const { children, config: given } = props
  const parameters = given ? undefined : (props as CreateSupertxConfigParameters)
  const baseUrl = parameters?.baseUrl
  const apiKey = parameters?.apiKey
  const explorerUrl = parameters?.explorerUrl
  const storage = parameters?.storage
  const pollingInterval = parameters?.pollingInterval
  const client = parameters?.client
  const timeoutMs = parameters?.timeoutMs
  // Every parameter is a dependency: a changed baseUrl or apiKey gives the hooks a new config
  // (and useSupertransaction a new machine).
  const config = useMemo(
    () =>
      given ??
      createSupertxConfig({
        baseUrl: baseUrl as string,
        apiKey,
        explorerUrl,
        storage,
        pollingInterval,
        client,
        timeoutMs,
      }),
    [given, baseUrl, apiKey, explorerUrl, storage, pollingInterval, client, timeoutMs],
  )
  return <SupertxContext.Provider value={config}>{children}</SupertxContext.Provider>
}
