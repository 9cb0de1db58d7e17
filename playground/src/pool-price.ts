// What chain A's pool gives for the swap presets' 100 USDC now: their minimum output (and so the
// amount they bridge and deposit) is this price less 1 %.
import { type Address, parseAbi } from 'viem'
import { useReadContract } from 'wagmi'
import type { PlaygroundChain } from './devnet-info.js'
import { SWAP_IN, tokenOn } from './presets.js'

/** DevPool's quote (docs/devnet-protocol.md, Contracts). */
export const poolAbi = parseAbi([
  'function getAmountOut(address tokenIn, uint256 amountIn) view returns (uint256)',
])

/** The `getAmountOut` read of SWAP_IN USDC on `chain`'s pool, for any viem or wagmi reader. */
export const poolOutRead = (chain: PlaygroundChain) => ({
  address: chain.pool,
  abi: poolAbi,
  functionName: 'getAmountOut' as const,
  args: [tokenOn(chain, 'USDC').address as Address, SWAP_IN] as const,
  chainId: chain.id,
})

/** The pool's output for SWAP_IN USDC, read again every 15 s (other swaps move the price). */
export function usePoolOut(chain: PlaygroundChain): {
  out: bigint | undefined
  error: Error | null
} {
  const { data, error } = useReadContract({
    ...poolOutRead(chain),
    query: { refetchInterval: 15_000 },
  })
  return { out: data, error }
}
