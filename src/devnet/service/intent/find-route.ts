import type { Address } from 'viem'
import type { RouteSelectionMode } from '../../../core/schemas/compose-flow.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { validationError } from '../api-errors.js'
import { routeCandidates } from './candidates.js'
import type { EvaluatedHop } from './evaluate-route.js'
import {
  BRIDGE_PROVIDER,
  blockingFilters,
  type ProviderFilters,
  SWAP_PROVIDER,
} from './providers.js'
import { selectRoute } from './select-route.js'

export type FindRouteParameters = {
  chains: Map<number, ChainContext>
  srcToken: Address
  dstToken: Address
  srcChainId: number
  dstChainId: number
  amountIn: bigint
  mode: RouteSelectionMode
  filters: ProviderFilters
  /** Prefix of error paths (e.g. `['composeFlows', '0', 'data']`). */
  path: string[]
}

/**
 * The route an intent takes: the candidates the filters leave, selected per `mode`. Answers 400
 * VALIDATION_ERROR with sub-error NO_ROUTE when no route exists, when the filters removed every
 * one (naming them), or when no candidate can carry the amount now (naming why).
 */
export async function findRoute(
  parameters: FindRouteParameters,
): Promise<{ hops: EvaluatedHop[]; outputAmount: bigint }> {
  const { chains, amountIn, mode, filters, path, ...ends } = parameters
  const candidates = await routeCandidates({ chains, ...ends, filters })
  const token = (chainId: number, address: Address) => {
    const symbol = chains.get(chainId)?.tokensByAddress.get(address.toLowerCase())?.symbol
    return `${symbol ? `${symbol} (${address})` : address} on chain ${chainId}`
  }
  const what = `${token(ends.srcChainId, ends.srcToken)} to ${token(ends.dstChainId, ends.dstToken)}`
  if (candidates.length === 0) {
    const unfiltered = await routeCandidates({ chains, ...ends, filters: {} })
    if (unfiltered.length > 0) {
      const kinds = new Set(unfiltered.flat().map((hop) => hop.type))
      const blocking = [...kinds].flatMap((kind) => blockingFilters(kind, filters))
      const fields = blocking.map((b) => b.split('=')[0]!)
      throw noRoute(
        `No route from ${what} is left after the provider filters ${blocking.join(', ')}; the devnet's providers are ${SWAP_PROVIDER} (swaps) and ${BRIDGE_PROVIDER} (bridging).`,
        [...path, fields[0] ?? 'allowSwapProviders'],
      )
    }
    throw noRoute(
      `The devnet has no route from ${what}: its pools trade only their token pair and its bridge delivers each token as the same token.`,
      [...path, 'dstToken'],
    )
  }
  const selected = await selectRoute({ chains, candidates, amountIn, mode })
  if (!selected.ok) {
    throw noRoute(
      `No route can carry ${amountIn} from ${what} now: ${selected.reasons.join('; ')}.`,
      [...path, 'amount'],
    )
  }
  return { hops: selected.hops, outputAmount: selected.outputAmount }
}

function noRoute(message: string, path: string[]) {
  return validationError(message, path, 'NO_ROUTE')
}
