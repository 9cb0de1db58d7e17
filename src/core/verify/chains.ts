// The chains a request runs on, read from the request alone: what accounts are looked up for and
// what an EIP-7702 authorization may name.

/** The parts of a quote (or upgrade) request that name chains. */
export type ChainsRequest = {
  composeFlows?: readonly unknown[] | undefined
  fundingTokens?: readonly { chainId: number }[] | undefined
  feeToken?: { chainId: number } | undefined
  cleanUps?: readonly { chainId: number }[] | undefined
  /** An upgrade request's chains. */
  chainIds?: readonly number[] | undefined
}

/**
 * Each chain once, in order of appearance: the flows' `chainId`, `srcChainId` and `dstChainId`,
 * then the funding tokens', the fee token's, the clean-ups' and an upgrade's `chainIds`.
 *
 * @example
 * chainsOfRequest({ composeFlows, feeToken: { address, chainId: 31338 } }) // [31337, 31338]
 */
export function chainsOfRequest(request: ChainsRequest): number[] {
  const chains = new Set<number>()
  const add = (value: unknown) => {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) chains.add(value)
  }
  for (const flow of request.composeFlows ?? []) {
    const data = (flow as { data?: Record<string, unknown> } | null)?.data ?? {}
    add(data.chainId)
    add(data.srcChainId)
    add(data.dstChainId)
  }
  for (const token of request.fundingTokens ?? []) add(token.chainId)
  add(request.feeToken?.chainId)
  for (const cleanUp of request.cleanUps ?? []) add(cleanUp.chainId)
  for (const chainId of request.chainIds ?? []) add(chainId)
  return [...chains]
}
