import { type Address, erc20Abi } from 'viem'
import type { AmountOrRuntimeBalance } from '../../../core/schemas/runtime-balance.js'
import type { ChainContext } from '../../chains/chain-context.js'

/**
 * The amount a literal-or-runtime amount is expected to be when the op runs: the literal; for a
 * runtime balance its `eq`, else its `gte` (the least it will wait for), else the balance the
 * target holds now (funds arriving mid-flight are only known through constraints).
 */
export async function expectedAmount(
  chain: ChainContext,
  amount: AmountOrRuntimeBalance,
  account: Address,
): Promise<bigint> {
  if (typeof amount === 'string') return BigInt(amount)
  const pinned = amount.constraints?.eq ?? amount.constraints?.gte
  if (pinned !== undefined) return BigInt(pinned)
  return chain.publicClient.readContract({
    address: amount.tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [amount.targetAddress ?? account],
  })
}

/** A literal amount as a bigint, a runtime balance as the protocol mirror takes it. */
export function toCallAmount(amount: AmountOrRuntimeBalance) {
  return typeof amount === 'string' ? BigInt(amount) : amount
}
