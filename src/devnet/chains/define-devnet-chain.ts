import { type Chain, defineChain } from 'viem'

export type DefineDevnetChainParameters = {
  chainId: number
  /** Position among the devnet's chains: 0 → 'Devnet A', 1 → 'Devnet B', ... */
  index: number
  rpcUrl: string
  /**
   * Base URL of the devnet explorer, when the API serves it: the chain's block explorer is its
   * `/chains/<chainId>` pages (`/tx/<hash>`, `/address/<address>`).
   */
  explorerUrl?: string | undefined
}

/** 'A'..'Z', then 'AA', 'AB', ... so names stay distinct however many chains run. */
function letters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26))
  return index < 26 ? letter : letters(Math.floor(index / 26) - 1) + letter
}

/**
 * The viem `Chain` of one devnet chain, ready for wagmi's `createConfig` or viem's clients.
 *
 * @example
 * const chain = defineDevnetChain({ chainId: 31337, index: 0, rpcUrl: anvil.rpcUrl })
 * chain.name // 'Devnet A'
 */
export function defineDevnetChain(parameters: DefineDevnetChainParameters): Chain {
  const { chainId, index, rpcUrl, explorerUrl } = parameters
  return defineChain({
    id: chainId,
    name: `Devnet ${letters(index)}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(explorerUrl
      ? {
          blockExplorers: {
            default: { name: 'Devnet explorer', url: `${explorerUrl}/chains/${chainId}` },
          },
        }
      : {}),
    testnet: true,
  })
}
