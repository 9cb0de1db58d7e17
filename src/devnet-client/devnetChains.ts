import { type Chain, defineChain } from 'viem'
import type { DevnetDescription } from './description.js'

export type DevnetChainsReturnType = readonly [Chain, ...Chain[]]

/**
 * The devnet's chains as viem chains, ready for wagmi's `createConfig` (and viem's clients): each
 * with its local RPC URL, and its block explorer where the devnet serves one.
 *
 * @example
 * ```ts
 * const wagmiConfig = createConfig({
 *   chains: devnetChains(devnet),
 *   transports: devnetTransports(devnet),
 *   connectors: [devWallet()],
 * })
 * ```
 */
export function devnetChains(devnet: DevnetDescription): DevnetChainsReturnType {
  return devnet.chains.map((chain) =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      ...(chain.blockExplorer ? { blockExplorers: { default: chain.blockExplorer } } : {}),
      testnet: true,
    }),
  ) as unknown as DevnetChainsReturnType
}
