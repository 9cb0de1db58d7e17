import {
  type DecodeErrorResultReturnType,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { toAbiCalls } from '../../core/protocol/hash.js'
import type { Auth, UserOp } from '../../core/protocol/types.js'
import { orchestratorAccount221Abi } from '../artifacts/OrchestratorAccount221.js'

// Both account versions share this ABI; 2.2.1's is the superset the engine talks to.
const accountAbi = orchestratorAccount221Abi

/**
 * Calldata for `executeUserOp(op, auth)` on an orchestrator account (proxy or delegated EOA).
 *
 * @example
 * await walletClient.sendTransaction({ to: account, data: encodeExecuteUserOp(op, auth) })
 */
export function encodeExecuteUserOp(op: UserOp, auth: Auth): Hex {
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeUserOp',
    args: [
      {
        nonce: op.nonce,
        lowerBoundTimestamp: Number(op.lowerBoundTimestamp),
        upperBoundTimestamp: Number(op.upperBoundTimestamp),
        calls: toAbiCalls(op.calls),
      },
      { ...auth, proof: [...auth.proof] },
    ],
  })
}

/** A revert of the orchestrator account (or OpenZeppelin code in it), decoded. */
export type AccountError = DecodeErrorResultReturnType<typeof accountAbi>

/**
 * Decodes revert data from an orchestrator account; `undefined` when it is not one of its errors.
 *
 * @example
 * const error = decodeAccountError(revertData)
 * if (error?.errorName === 'AlreadyExecuted') console.log('op', error.args[0], 'ran before')
 */
export function decodeAccountError(data: Hex): AccountError | undefined {
  try {
    return decodeErrorResult({ abi: accountAbi, data })
  } catch {
    return undefined
  }
}

export type ConstraintNotMetError = {
  callIndex: bigint
  inputIndex: bigint
  /** The runtime value the account read. */
  value: bigint
  constraintType: number
  referenceData: Hex
}

/**
 * Decodes `ConstraintNotMet(callIndex, inputIndex, value, constraintType, referenceData)`, the revert
 * that means "the runtime balance is not there yet": the engine waits and retries on it.
 *
 * @example
 * const unmet = decodeConstraintNotMet(revertData)
 * if (unmet) await waitForNextBlock()
 */
export function decodeConstraintNotMet(data: Hex): ConstraintNotMetError | undefined {
  const error = decodeAccountError(data)
  if (error?.errorName !== 'ConstraintNotMet') return undefined
  const [callIndex, inputIndex, value, constraintType, referenceData] = error.args
  return { callIndex, inputIndex, value, constraintType, referenceData }
}
