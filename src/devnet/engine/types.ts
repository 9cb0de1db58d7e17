import type { Address, Hash, Hex } from 'viem'
import type { Auth, UserOp } from '../protocol/types.js'

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
  isCleanUp: boolean
  status: OpStatus
  txHash?: Hash
  blockNumber?: bigint
  gasUsed?: bigint
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
}
