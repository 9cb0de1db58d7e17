import type { QuoteParameters } from '../client/types.js'

/**
 * The chain ids a quote request's compose flows touch (`chainId`, `srcChainId`, `dstChainId` of
 * each flow's data), each once, in order of appearance.
 *
 * @example
 * chainsOfComposeFlows(request.composeFlows) // [31337, 31338]
 */
export function chainsOfComposeFlows(
  composeFlows: QuoteParameters['composeFlows'] | undefined,
): number[] {
  const chains: number[] = []
  for (const flow of composeFlows ?? []) {
    const data = (flow as { data?: Record<string, unknown> }).data ?? {}
    for (const key of ['chainId', 'srcChainId', 'dstChainId']) {
      const value = data[key]
      if (typeof value === 'number' && !chains.includes(value)) chains.push(value)
    }
  }
  return chains
}
