import type { RouteSelectionMode } from '../../../core/schemas/compose-flow.js'
import type { ChainContext } from '../../chains/chain-context.js'
import type { Hop } from './candidates.js'
import { type EvaluatedHop, evaluateRoute } from './evaluate-route.js'

export type SelectRouteParameters = {
  chains: Map<number, ChainContext>
  /** In preference order (see routeCandidates). */
  candidates: readonly Hop[][]
  amountIn: bigint
  mode: RouteSelectionMode
}

export type SelectRouteReturnType =
  | { ok: true; hops: EvaluatedHop[]; outputAmount: bigint; evaluated: number }
  | { ok: false; reasons: string[] }

/**
 * Picks a route (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, ComposeFlow → routeSelectionMode): `cheap`
 * evaluates every candidate and takes the highest output; `fast-quote` evaluates them in order and
 * takes the first valid one; `fast-execution` (named by the OpenAPI only) takes the fewest hops,
 * then the highest output. Ties keep the earlier candidate.
 */
export async function selectRoute(
  parameters: SelectRouteParameters,
): Promise<SelectRouteReturnType> {
  const { chains, candidates, amountIn, mode } = parameters
  const reasons: string[] = []
  if (mode === 'fast-quote') {
    for (const [i, hops] of candidates.entries()) {
      const result = await evaluateRoute(chains, hops, amountIn)
      if (result.ok) return { ...result, evaluated: i + 1 }
      reasons.push(result.reason)
    }
    return { ok: false, reasons }
  }
  const results = await Promise.all(candidates.map((hops) => evaluateRoute(chains, hops, amountIn)))
  let best: Extract<(typeof results)[number], { ok: true }> | undefined
  for (const result of results) {
    if (!result.ok) {
      reasons.push(result.reason)
      continue
    }
    if (!best || better(result, best, mode)) best = result
  }
  return best ? { ...best, evaluated: candidates.length } : { ok: false, reasons }
}

type Valid = { hops: readonly unknown[]; outputAmount: bigint }

function better(a: Valid, b: Valid, mode: RouteSelectionMode): boolean {
  if (mode === 'fast-execution' && a.hops.length !== b.hops.length) {
    return a.hops.length < b.hops.length
  }
  return a.outputAmount > b.outputAmount
}
