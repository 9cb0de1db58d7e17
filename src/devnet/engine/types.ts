import type { Address, Hash, Hex, SignedAuthorization } from 'viem'
import type { Auth, UserOp } from '../../core/protocol/types.js'

export type OpStatus = 'PENDING' | 'MINING' | 'MINED_SUCCESS' | 'MINED_FAIL' | 'FAILED'

/** One user op as the engine runs it; progress fields change as it moves through its states. */
export type EngineOp = {
  chainId: number
  /** The orchestrator account (or the delegated EOA in eoa-7702). */
  account: Address
  owner: Address
  /** The account is not deployed yet: the executor calls `factory.createAccount` first. */
  deploy: boolean
  userOp: UserOp
  auth: Auth
  userOpHash: Hex
  /** eoa-7702: the owner's signed delegation, applied with a type-4 transaction before this op. */
  authorization?: SignedAuthorization
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
