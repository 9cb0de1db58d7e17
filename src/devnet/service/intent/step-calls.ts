import { type Address, encodeFunctionData, type Hex } from 'viem'
import {
  type BuildCallReturnType,
  buildCall,
  type RuntimeErc20Balance,
} from '../../../core/protocol/inputs.js'
import { devBridgeAbi } from '../../artifacts/DevBridge.js'
import { devPoolAbi } from '../../artifacts/DevPool.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { BRIDGE_LOCK_GAS, bridgeLockCall } from '../ccip/bridge-lock-call.js'
import type { EvaluatedHop } from './evaluate-route.js'

/** Gas assumed for a swap step: the approval plus the pool's swap. */
export const SWAP_STEP_GAS = 200_000n

export type StepCallsParameters = {
  /** The chain the step runs on (a bridge's source chain). */
  chain: ChainContext
  hop: EvaluatedHop
  /** The step's input: a literal, or a runtime balance that waits for the previous step's output. */
  amount: bigint | RuntimeErc20Balance
  /** The swap's `minAmountOut` (ignored for a bridge, which delivers 1:1). */
  minAmountOut: bigint
  /** The account running the step (and receiving a swap's output). */
  account: Address
  /** Who receives a bridge's tokens on the destination chain. */
  recipient: Address
}

export type StepCallsReturnType = {
  calls: BuildCallReturnType[]
  gas: bigint
  /** The contract the step's main call goes to and its calldata with the expected amounts. */
  toContract: Address
  callData: Hex
}

/**
 * The calls of one route step: `approve(pool, amount)` + `pool.swap(tokenIn, amount, minOut,
 * account)` for a swap, `bridge.lock(token, amount, dstChainId, recipient)` for a bridge.
 */
export function stepCalls(parameters: StepCallsParameters): StepCallsReturnType {
  const { chain, hop, amount, minAmountOut, account, recipient } = parameters
  if (hop.type === 'bridge') {
    const call = bridgeLockCall({
      source: chain,
      token: hop.token,
      amount,
      dstChainId: hop.dstChainId,
      recipient,
      account,
    })
    const callData = encodeFunctionData({
      abi: devBridgeAbi,
      functionName: 'lock',
      args: [hop.token, hop.inputAmount, BigInt(hop.dstChainId), recipient],
    })
    return { calls: [call], gas: BRIDGE_LOCK_GAS, toContract: chain.deployment.bridge, callData }
  }
  const pool = chain.deployment.pool
  const approve = buildCall({
    to: hop.tokenIn,
    functionSignature: 'function approve(address spender, uint256 amount)',
    args: [pool, amount],
    defaultTarget: account,
  })
  const swap = buildCall({
    to: pool,
    functionSignature:
      'function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)',
    args: [hop.tokenIn, amount, minAmountOut, account],
    defaultTarget: account,
  })
  const callData = encodeFunctionData({
    abi: devPoolAbi,
    functionName: 'swap',
    args: [hop.tokenIn, hop.inputAmount, minAmountOut, account],
  })
  return { calls: [approve, swap], gas: SWAP_STEP_GAS, toContract: pool, callData }
}
