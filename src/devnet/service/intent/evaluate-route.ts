import type { ChainContext } from '../../chains/chain-context.js'
import type { Hop } from './candidates.js'
import { quoteSwap } from './pools.js'

export type EvaluatedHop = Hop & { inputAmount: bigint; outputAmount: bigint }

export type EvaluateRouteReturnType =
  | { ok: true; hops: EvaluatedHop[]; outputAmount: bigint }
  | { ok: false; reason: string }

/** A short description of a route, e.g. "swap on 31337 → bridge 31337→31338". */
export function describeHops(hops: readonly Hop[]): string {
  return hops
    .map((h) =>
      h.type === 'swap' ? `swap on ${h.chainId}` : `bridge ${h.srcChainId}→${h.dstChainId}`,
    )
    .join(' → ')
}

/**
 * Runs `amountIn` through a route as it would go now: each swap asks its chain's pool
 * (`getAmountOut`), the bridge delivers 1:1 (it charges nothing). A route whose pool reverts or
 * gives nothing is not valid.
 */
export async function evaluateRoute(
  chains: Map<number, ChainContext>,
  hops: readonly Hop[],
  amountIn: bigint,
): Promise<EvaluateRouteReturnType> {
  const evaluated: EvaluatedHop[] = []
  let amount = amountIn
  for (const hop of hops) {
    let out = amount
    if (hop.type === 'swap') {
      try {
        out = await quoteSwap(chains.get(hop.chainId)!, hop.tokenIn, amount)
      } catch (error) {
        const reason = (error as Error).message.split('\n')[0]
        return {
          ok: false,
          reason: `${describeHops(hops)}: the pool on ${hop.chainId} cannot quote ${amount} (${reason})`,
        }
      }
      if (out === 0n) {
        return {
          ok: false,
          reason: `${describeHops(hops)}: the pool on ${hop.chainId} gives 0 for ${amount}`,
        }
      }
    }
    evaluated.push({ ...hop, inputAmount: amount, outputAmount: out })
    amount = out
  }
  return { ok: true, hops: evaluated, outputAmount: amount }
}
