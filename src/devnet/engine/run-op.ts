import { encodeFunctionData, type Hex, type TransactionReceipt } from 'viem'
import { orchestratorFactoryAbi } from '../artifacts/OrchestratorFactory.js'
import type { ChainContext } from '../chains/chain-context.js'
import { encodeExecuteUserOp } from '../protocol/encode.js'
import { type ChainSender, waitForReceipt } from './chain-sender.js'
import { decodeRevert, revertDataOf } from './revert.js'
import type { OrchestratorEngineOp } from './types.js'

export type RunOpContext = {
  chain: ChainContext
  sender: ChainSender
  /** Deploys the owner's account once per chain even when several ops need it at the same time. */
  ensureAccount: (op: OrchestratorEngineOp) => Promise<void>
  /** eoa-7702: installs the op's signed delegation once per chain and EOA (a type-4 transaction). */
  ensureDelegation: (op: OrchestratorEngineOp) => Promise<void>
  /** Resolves after `ms`, or early (returning false) once the engine is closing. */
  sleep: (ms: number) => Promise<boolean>
  onChange: () => void
  /**
   * The engine keeps its work on disk (a stateDir): when it stops, a waiting op is left as it is
   * (it resumes after the restart) instead of ending FAILED.
   */
  suspendOnStop?: boolean
}

/** Thrown by {@link runOp} when the engine stops while the op waits and `suspendOnStop` is set. */
export class OpSuspendedError extends Error {
  override name = 'OpSuspendedError'
}

// Errors that mean "not yet": the funds have not arrived or the window has not opened.
const RETRYABLE = new Set(['ConstraintNotMet', 'OutsideTimeWindow'])
/** Gas for a transaction whose simulation reverted: it is sent anyway so the failure is on chain. */
const FAILING_TX_GAS = 1_000_000n
const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * Runs one user op to a final status: waits for its lower bound, deploys the account if needed,
 * simulates until its constraints hold (backing off until the upper bound), then sends
 * `executeUserOp` from the executor and records the mined result.
 */
export async function runOp(op: OrchestratorEngineOp, ctx: RunOpContext): Promise<void> {
  const lower = Number(op.userOp.lowerBoundTimestamp)
  const upper = Number(op.userOp.upperBoundTimestamp)
  const fail = (error: string) => {
    op.status = 'FAILED'
    op.error = error
    ctx.onChange()
  }
  const stopped = (error: string) => {
    if (ctx.suspendOnStop) throw new OpSuspendedError(error)
    fail(error)
  }
  while (nowSeconds() < lower) {
    if (!(await ctx.sleep(Math.min(1000, (lower - nowSeconds()) * 1000))))
      return stopped('the devnet stopped')
  }
  if (op.deploy) await ctx.ensureAccount(op)
  if (op.authorization) await ctx.ensureDelegation(op)
  const data = encodeExecuteUserOp(op.userOp, op.auth)
  const executor = ctx.chain.executorClient.account.address
  let delay = 100
  let gas = FAILING_TX_GAS
  let simulatedRevert: string | undefined
  for (;;) {
    if (nowSeconds() > upper) {
      return fail(
        `upper bound ${upper} passed before the op could run (last: ${simulatedRevert ?? 'none'})`,
      )
    }
    try {
      const estimate = await ctx.chain.publicClient.estimateGas({
        account: executor,
        to: op.account,
        data,
      })
      gas = (estimate * 12n) / 10n + 50_000n
      simulatedRevert = undefined
      break
    } catch (error) {
      const revert = decodeRevert(revertDataOf(error), (error as Error).message)
      if (revert.name === 'unknown' && !revert.data) throw error
      simulatedRevert = revert.message
      if (!RETRYABLE.has(revert.name)) break
      if (!(await ctx.sleep(delay)))
        return stopped(`the devnet stopped while waiting: ${revert.message}`)
      delay = Math.min(delay * 2, 2000)
    }
  }
  const hash = await ctx.sender.send({ to: op.account, data, gas })
  op.txHash = hash
  op.status = 'MINING'
  ctx.onChange()
  const receipt = await waitForReceipt(ctx.chain.publicClient, hash)
  await recordMined(op, receipt, ctx, simulatedRevert)
}

/** Records an op's mined transaction: its status, cost and, when it reverted, why. */
export async function recordMined(
  op: OrchestratorEngineOp,
  receipt: TransactionReceipt,
  ctx: RunOpContext,
  simulatedRevert?: string,
): Promise<void> {
  op.txHash = receipt.transactionHash
  op.blockNumber = receipt.blockNumber
  op.gasUsed = receipt.gasUsed
  op.gasCost = receipt.gasUsed * receipt.effectiveGasPrice
  if (receipt.status === 'success') {
    op.status = 'MINED_SUCCESS'
  } else {
    op.status = 'MINED_FAIL'
    const data = encodeExecuteUserOp(op.userOp, op.auth)
    op.error = simulatedRevert ?? (await replayRevert(ctx, op.account, data, receipt.blockNumber))
  }
  ctx.onChange()
}

/** Re-runs a reverted transaction on the state before its block to read the revert reason. */
async function replayRevert(ctx: RunOpContext, to: Hex, data: Hex, block: bigint): Promise<string> {
  try {
    await ctx.chain.publicClient.call({
      account: ctx.chain.executorClient.account.address,
      to,
      data,
      blockNumber: block - 1n,
    })
    return 'reverted (the replay on the previous block succeeded, so the reason is unknown)'
  } catch (error) {
    return decodeRevert(revertDataOf(error), (error as Error).message).message
  }
}

/** Calldata of `factory.createAccount(owner, 2.2.1)`. */
export function createAccountCalldata(owner: Hex): Hex {
  return encodeFunctionData({
    abi: orchestratorFactoryAbi,
    functionName: 'createAccount',
    args: [owner, 1],
  })
}
