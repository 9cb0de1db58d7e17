import type { Address } from 'viem'
import { devPoolAbi } from '../../artifacts/DevPool.js'
import type { ChainContext } from '../../chains/chain-context.js'

// A pool's pair never changes, so it is read once per chain.
const pairs = new WeakMap<ChainContext, Promise<readonly [Address, Address] | undefined>>()

/**
 * The two tokens the chain's pool swaps, or undefined when the chain has no working pool (the
 * address holds no DevPool): routing then simply finds no swap there.
 */
export function poolPair(chain: ChainContext): Promise<readonly [Address, Address] | undefined> {
  let pair = pairs.get(chain)
  if (!pair) {
    const read = (functionName: 'tokenA' | 'tokenB') =>
      chain.publicClient.readContract({
        address: chain.deployment.pool,
        abi: devPoolAbi,
        functionName,
      })
    pair = Promise.all([read('tokenA'), read('tokenB')]).then(
      ([a, b]) => [a, b] as const,
      () => undefined,
    )
    pairs.set(chain, pair)
  }
  return pair
}

/** The token the chain's pool gives for `token`, or undefined when it does not trade it. */
export async function swapCounterpart(
  chain: ChainContext,
  token: Address,
): Promise<Address | undefined> {
  const pair = await poolPair(chain)
  if (!pair) return undefined
  const [a, b] = pair
  if (a.toLowerCase() === token.toLowerCase()) return b
  if (b.toLowerCase() === token.toLowerCase()) return a
  return undefined
}

/** The pool's `getAmountOut(tokenIn, amountIn)`: what a swap would give right now. */
export function quoteSwap(
  chain: ChainContext,
  tokenIn: Address,
  amountIn: bigint,
): Promise<bigint> {
  return chain.publicClient.readContract({
    address: chain.deployment.pool,
    abi: devPoolAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, amountIn],
  })
}
