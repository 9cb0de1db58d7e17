import type { Address, Hash, Hex, SignedAuthorization } from 'viem'
import type { UserOpV07 } from '../../core/protocol/nexus/user-op.js'

export type OpStatus = 'PENDING' | 'MINING' | 'MINED_SUCCESS' | 'MINED_FAIL' | 'FAILED'

/** What the engine records of any op as it moves through its states. */
type OpProgress = {
  chainId: number
  userOpHash: Hex
  isCleanUp: boolean
  status: OpStatus
  txHash?: Hash
  blockNumber?: bigint
  gasUsed?: bigint
  /** What the executor paid for the op's transaction (gasUsed × effective gas price), in wei. */
  gasCost?: bigint
  /** Why the op ended MINED_FAIL or FAILED. */
  error?: string
}

/**
 * One Nexus user op (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md) as the engine runs it: sent in one `handleOps` of
 * the EntryPoint v0.7 with every other ready op of its chain; progress fields change as it moves
 * through its states. `signature` is what the devnet's
 * K1 MEE validator reads, assembled at execute time from the owner's signature and the op's proof.
 */
export type EngineOp = OpProgress & {
  userOp: UserOpV07
  signature: Hex
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  /** eoa-7702: the owner's delegation, carried by the handleOps of the EOA's first op on its chain. */
  authorization?: SignedAuthorization
  /**
   * A trusted sponsor's payment op: shown and signed over, never run. It is final at once
   * (MINED_SUCCESS without a transaction), so the supertransaction's status follows the ops that run.
   */
  neverRuns?: boolean
}

export type SupertxStatus = 'PENDING' | 'SUCCESS' | 'FAILED'

export type EngineSupertx = {
  hash: Hex
  ops: EngineOp[]
  status: SupertxStatus
  /** Shown in the receipt. */
  owner: Address
  quoteType: string
  mode?: string
  createdAt: number
  finishedAt?: number
  /**
   * A fee-paying supertransaction: once every op is final, the executor sends `budgetWei` minus
   * what its op transactions cost (if positive) in native ETH to `to` on `chainId` — only when the
   * op that pays the fee (`feeUserOpHash`) succeeded: an unpaid fee buys no refund.
   */
  refund?: {
    chainId: number
    to: Address
    budgetWei: bigint
    feeUserOpHash: Hex
    amount?: bigint
    txHash?: Hash
  }
}
