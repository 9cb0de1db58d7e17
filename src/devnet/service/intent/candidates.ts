import type { Address } from 'viem'
import type { ChainContext } from '../../chains/chain-context.js'
import { swapCounterpart } from './pools.js'
import { type ProviderFilters, providerAllowed } from './providers.js'

export type SwapHop = { type: 'swap'; chainId: number; tokenIn: Address; tokenOut: Address }
export type BridgeHop = { type: 'bridge'; srcChainId: number; dstChainId: number; token: Address }
export type Hop = SwapHop | BridgeHop

export type RouteCandidatesParameters = {
  chains: Map<number, ChainContext>
  srcToken: Address
  dstToken: Address
  srcChainId: number
  dstChainId: number
  filters: ProviderFilters
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Every route the devnet's pools and bridge offer from (srcToken, srcChainId) to (dstToken,
 * dstChainId), fewest hops first and, among equals, swapping on the source chain first — the
 * order `fast-quote` tries them in. Routes using a provider the filters rule out are left out.
 * Shapes: swap (same chain); bridge, swap→bridge, bridge→swap and swap→bridge→swap (other chain,
 * the last one via an intermediate token both pools trade — for the same token this is a round
 * trip that only wins when the two pools' prices differ enough).
 */
export async function routeCandidates(parameters: RouteCandidatesParameters): Promise<Hop[][]> {
  const { chains, srcToken: x, dstToken: y, srcChainId: a, dstChainId: b, filters } = parameters
  const chainA = chains.get(a)!
  const chainB = chains.get(b)!
  const swapOk = providerAllowed('swap', filters)
  const bridgeOk = providerAllowed('bridge', filters)
  const swap = (chainId: number, tokenIn: Address, tokenOut: Address): SwapHop => ({
    type: 'swap',
    chainId,
    tokenIn,
    tokenOut,
  })
  const bridge = (token: Address): BridgeHop => ({
    type: 'bridge',
    srcChainId: a,
    dstChainId: b,
    token,
  })
  const routes: Hop[][] = []
  if (a === b) {
    const out = await swapCounterpart(chainA, x)
    if (swapOk && out && same(out, y)) routes.push([swap(a, x, out)])
    return routes
  }
  if (!bridgeOk) return routes
  if (same(x, y)) routes.push([bridge(x)])
  if (!swapOk) return routes
  const onA = await swapCounterpart(chainA, x)
  const onB = await swapCounterpart(chainB, x)
  if (!same(x, y)) {
    if (onA && same(onA, y)) routes.push([swap(a, x, onA), bridge(onA)])
    if (onB && same(onB, y)) routes.push([bridge(x), swap(b, x, onB)])
  }
  if (onA && !same(onA, y)) {
    const back = await swapCounterpart(chainB, onA)
    if (back && same(back, y)) routes.push([swap(a, x, onA), bridge(onA), swap(b, onA, back)])
  }
  return routes
}
