import type { ChainContext } from '../../chains/chain-context.js'
import type { EvaluatedHop } from './evaluate-route.js'
import { BRIDGE_PROVIDER, SWAP_PROVIDER } from './providers.js'

/** The devnet has no price oracle: gas is shown in USD at this fixed ETH price. */
export const DEVNET_ETH_PRICE_USD = 3000

/** Seconds a step takes on anvil (mined at once; the engine's polling is the cost). */
const STEP_SECONDS = 1

const symbol = (chains: Map<number, ChainContext>, chainId: number, token: string) =>
  chains.get(chainId)?.tokensByAddress.get(token.toLowerCase())?.symbol ?? token

/** The route's `type`: its hop kinds joined, e.g. `swap-bridge`. */
export function routeType(hops: readonly EvaluatedHop[]): string {
  return hops.map((h) => h.type).join('-')
}

/** e.g. "USDC on 31337 → WETH on 31337 (devnet-pool) → WETH on 31338 (devnet-bridge)". */
export function routeSummary(
  chains: Map<number, ChainContext>,
  hops: readonly EvaluatedHop[],
): string {
  const first = hops[0]!
  const start =
    first.type === 'swap'
      ? `${symbol(chains, first.chainId, first.tokenIn)} on ${first.chainId}`
      : `${symbol(chains, first.srcChainId, first.token)} on ${first.srcChainId}`
  const parts = hops.map((h) =>
    h.type === 'swap'
      ? `${symbol(chains, h.chainId, h.tokenOut)} on ${h.chainId} (${SWAP_PROVIDER})`
      : `${symbol(chains, h.dstChainId, h.token)} on ${h.dstChainId} (${BRIDGE_PROVIDER})`,
  )
  return [start, ...parts].join(' → ')
}

/** Seconds until the output lands: a step each, plus the relayer's delay per bridge. */
export function estimatedSeconds(hops: readonly EvaluatedHop[], bridgeDelayMs: number): number {
  const bridges = hops.filter((h) => h.type === 'bridge').length
  return hops.length * STEP_SECONDS + Math.ceil((bridges * bridgeDelayMs) / 1000)
}

/** Gas in USD at {@link DEVNET_ETH_PRICE_USD}, from each step's gas and its chain's gas price. */
export function gasFeesUsd(steps: readonly { gas: bigint; gasPrice: bigint }[]): number {
  const wei = steps.reduce((sum, s) => sum + s.gas * s.gasPrice, 0n)
  // Float only for display: the wei sum is exact, the USD figure is an estimate anyway.
  return (Number(wei) / 1e18) * DEVNET_ETH_PRICE_USD
}
