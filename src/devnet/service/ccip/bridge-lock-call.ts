import type { Address } from 'viem'
import {
  type BuildCallReturnType,
  buildCall,
  type RuntimeErc20Balance,
} from '../../../core/protocol/inputs.js'
import type { ChainContext } from '../../chains/chain-context.js'

/** The devnet bridge's entry point; the account calls it on the source chain. */
export const BRIDGE_LOCK_SIGNATURE =
  'function lock(address token, uint256 amount, uint256 dstChainId, address recipient)'

/** Gas assumed for a lock call without `gasLimit` (a burn plus an event, with room to spare). */
export const BRIDGE_LOCK_GAS = 150_000n

export type BridgeLockCallParameters = {
  /** The source chain: the call goes to its bridge. */
  source: ChainContext
  token: Address
  /** A literal amount, or a runtime balance read when the op runs. */
  amount: bigint | RuntimeErc20Balance
  dstChainId: number
  /** Who receives the minted tokens on the destination chain. */
  recipient: Address
  /** The account running the call: runtime balances without `targetAddress` read it. */
  account: Address
}

/**
 * `bridge.lock(token, amount, dstChainId, recipient)` as a composable call. `lock` burns the
 * caller's tokens (no approval needed); the relayer mints them to `recipient` on the destination.
 *
 * @example
 * const call = bridgeLockCall({ source, token: usdc, amount: 1_000_000n, dstChainId: 31338, recipient: account, account })
 */
export function bridgeLockCall(parameters: BridgeLockCallParameters): BuildCallReturnType {
  const { source, token, amount, dstChainId, recipient, account } = parameters
  return buildCall({
    to: source.deployment.bridge,
    functionSignature: BRIDGE_LOCK_SIGNATURE,
    args: [token, amount, BigInt(dstChainId), recipient],
    defaultTarget: account,
  })
}
