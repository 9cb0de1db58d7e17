import { type HttpTransport, http } from 'viem'
import type { DevnetDescription } from './description.js'

export type DevnetTransportsReturnType = Record<number, HttpTransport>

/**
 * An HTTP transport per devnet chain, to its local RPC URL: wagmi's `transports`.
 *
 * @example
 * ```ts
 * createConfig({ chains: devnetChains(devnet), transports: devnetTransports(devnet) })
 * ```
 */
export function devnetTransports(devnet: DevnetDescription): DevnetTransportsReturnType {
  return Object.fromEntries(devnet.chains.map((chain) => [chain.id, http(chain.rpcUrl)]))
}
