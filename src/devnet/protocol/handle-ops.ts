// Submitting user ops as a bundler does: one EntryPoint v0.7 `handleOps` transaction for every
// ready op of a chain, and what became of each op, read from the EntryPoint's events.
import {
  type Account,
  type Address,
  type Chain,
  decodeEventLog,
  type Hash,
  type Hex,
  numberToHex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { ENTRY_POINT_V07 } from '../../core/protocol/nexus/constants.js'
import type { UserOpV07 } from '../../core/protocol/nexus/user-op.js'
import { entryPointAbi } from '../artifacts/EntryPoint.js'

/** A v0.7 user op with the signature the account's validator checks. */
export type SignedUserOp = UserOpV07 & { signature: Hex }

const pack128 = (high: bigint, low: bigint): Hex => numberToHex((high << 128n) | low, { size: 32 })

/**
 * The op as `handleOps` takes it (`PackedUserOperation`): gas limits and fees packed two per word,
 * `verificationGasLimit << 128 | callGasLimit` and `maxPriorityFeePerGas << 128 | maxFeePerGas`.
 *
 * @example
 * const packed = packUserOp({ ...op, signature })
 */
export function packUserOp(op: SignedUserOp) {
  return {
    sender: op.sender,
    nonce: op.nonce,
    initCode: op.initCode,
    callData: op.callData,
    accountGasLimits: pack128(op.verificationGasLimit, op.callGasLimit),
    preVerificationGas: op.preVerificationGas,
    gasFees: pack128(op.maxPriorityFeePerGas, op.maxFeePerGas),
    paymasterAndData: op.paymasterAndData,
    signature: op.signature,
  }
}

/** What became of one op of a `handleOps` transaction. */
export type UserOpOutcome = {
  userOpHash: Hash
  sender: Address
  nonce: bigint
  /** Whether its call ran without reverting (validation passed for every op, or the tx reverted). */
  success: boolean
  /** The call's revert data, when it reverted with some. */
  revertReason: Hex | undefined
  /** What the account paid the EntryPoint for it, in wei. */
  actualGasCost: bigint
  /** The gas the EntryPoint charged it for (validation, call and pre-verification). */
  actualGasUsed: bigint
}

/** Each op's outcome, in the order the EntryPoint ran them, from a `handleOps` receipt. */
export function readUserOpOutcomes(receipt: TransactionReceipt): UserOpOutcome[] {
  const outcomes: UserOpOutcome[] = []
  const reasons = new Map<Hash, Hex>()
  for (const log of receipt.logs) {
    let event: ReturnType<typeof decodeEventLog<typeof entryPointAbi>>
    try {
      event = decodeEventLog({ abi: entryPointAbi, data: log.data, topics: log.topics })
    } catch {
      continue // an account's or a token's event
    }
    if (event.eventName === 'UserOperationRevertReason')
      reasons.set(event.args.userOpHash, event.args.revertReason)
    if (event.eventName === 'UserOperationEvent')
      outcomes.push({
        userOpHash: event.args.userOpHash,
        sender: event.args.sender,
        nonce: event.args.nonce,
        success: event.args.success,
        revertReason: reasons.get(event.args.userOpHash),
        actualGasCost: event.args.actualGasCost,
        actualGasUsed: event.args.actualGasUsed,
      })
  }
  return outcomes
}

export type SubmitUserOpsParameters = {
  publicClient: PublicClient
  /** The bundler: it sends the transaction and is the beneficiary of the ops' gas payments. */
  walletClient: WalletClient<Transport, Chain, Account>
  /** The chain's ready ops, in the order they should run. */
  ops: readonly SignedUserOp[]
  /** Default: the canonical EntryPoint v0.7. */
  entryPoint?: Address
  /** Default: the bundler's own address. */
  beneficiary?: Address
  /** Gas for the whole transaction; default: viem estimates it. */
  gas?: bigint
}

/**
 * Sends every op in one `handleOps` transaction, as a bundler does, and returns the receipt and
 * each op's outcome. A failed validation (bad signature, proof or time bounds) reverts the whole
 * transaction: viem's error then carries the EntryPoint's `FailedOp(opIndex, reason)`.
 *
 * @example
 * const { outcomes } = await submitUserOps({ publicClient, walletClient, ops: readyOps })
 */
export async function submitUserOps(
  parameters: SubmitUserOpsParameters,
): Promise<{ receipt: TransactionReceipt; outcomes: UserOpOutcome[] }> {
  const { publicClient, walletClient, ops, entryPoint = ENTRY_POINT_V07, gas } = parameters
  if (ops.length === 0) throw new Error('submitUserOps needs at least one user op.')
  const beneficiary = parameters.beneficiary ?? walletClient.account.address
  const hash = await walletClient.writeContract({
    address: entryPoint,
    abi: entryPointAbi,
    functionName: 'handleOps',
    args: [ops.map(packUserOp), beneficiary],
    ...(gas === undefined ? {} : { gas }),
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  return { receipt, outcomes: readUserOpOutcomes(receipt) }
}
