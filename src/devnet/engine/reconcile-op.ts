import { getAbiItem, TransactionReceiptNotFoundError } from 'viem'
import { orchestratorAccount221Abi } from '../artifacts/OrchestratorAccount221.js'
import { type RunOpContext, recordMined } from './run-op.js'
import type { OrchestratorEngineOp } from './types.js'

const userOpExecuted = getAbiItem({ abi: orchestratorAccount221Abi, name: 'UserOpExecuted' })

/**
 * After a restart, settles what an op the store left unfinished really did, so it runs at most
 * once. The chain is the judge, and its state may be older than the store's (it is saved at
 * intervals): the transaction the store recorded is looked up first; failing that, the account is
 * asked whether the op's hash was executed (`isExecuted`, by any transaction: its
 * `UserOpExecuted` event names which). Resolves true when the op is final now; false when the chain
 * never ran it, and the op is reset to PENDING to be sent again.
 */
export async function reconcileOp(op: OrchestratorEngineOp, ctx: RunOpContext): Promise<boolean> {
  const client = ctx.chain.publicClient
  if (op.txHash) {
    try {
      const receipt = await client.getTransactionReceipt({ hash: op.txHash })
      await recordMined(op, receipt, ctx)
      return true
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
  }
  const code = await client.getCode({ address: op.account })
  const executed =
    code !== undefined &&
    code !== '0x' &&
    (await client.readContract({
      address: op.account,
      abi: orchestratorAccount221Abi,
      functionName: 'isExecuted',
      args: [op.userOpHash],
    }))
  if (executed) {
    const [log] = await client.getLogs({
      address: op.account,
      event: userOpExecuted,
      args: { userOpHash: op.userOpHash },
      fromBlock: 0n,
      toBlock: 'latest',
    })
    if (log) {
      await recordMined(op, await client.getTransactionReceipt({ hash: log.transactionHash }), ctx)
      return true
    }
    op.status = 'MINED_SUCCESS'
    ctx.onChange()
    return true
  }
  op.status = 'PENDING'
  delete op.txHash
  return false
}
