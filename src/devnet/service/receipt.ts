import type { Hex } from 'viem'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { ServiceContext } from './service-context.js'

/**
 * GET /v1/explorer/:hash: the supertransaction's progress. `failed` once a non-clean-up op ended
 * MINED_FAIL or FAILED and no other one is still PENDING or MINING: an op already handed to its
 * chain when another chain failed is read to its end first, so the receipt the run ends with says
 * which ops ran (and moved funds) and which did not. `success` once every non-clean-up op is
 * MINED_SUCCESS.
 */
export function getReceipt(ctx: ServiceContext, hash: Hex): SupertxReceipt | undefined {
  const supertx = ctx.engine.get(hash)
  if (!supertx) return undefined
  const main = supertx.ops.filter((op) => !op.isCleanUp)
  const settled = main.every((op) => op.status !== 'PENDING' && op.status !== 'MINING')
  const failed = settled && main.some((op) => op.status === 'MINED_FAIL' || op.status === 'FAILED')
  const succeeded = main.every((op) => op.status === 'MINED_SUCCESS')
  return {
    supertxHash: supertx.hash,
    status: failed ? 'failed' : succeeded ? 'success' : 'pending',
    userOps: supertx.ops.map((op) => ({
      chainId: op.chainId,
      executionStatus: op.status,
      userOpHash: op.userOpHash,
      isCleanUpUserOp: op.isCleanUp,
      ...(op.txHash ? { transactionHash: op.txHash } : {}),
      ...(op.error ? { error: op.error } : {}),
    })),
    ownerAddress: supertx.owner,
    quoteType: supertx.quoteType,
    ...(supertx.mode ? { mode: supertx.mode } : {}),
    createdAt: Math.floor(supertx.createdAt / 1000),
    updatedAt: Math.floor((supertx.finishedAt ?? Date.now()) / 1000),
  } as SupertxReceipt
}
