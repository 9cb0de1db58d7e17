import type { Hex } from 'viem'
import type { SupertxReceipt } from '../../core/schemas/receipt.js'
import type { ServiceContext } from './service-context.js'

/**
 * GET /v1/explorer/:hash: the supertransaction's progress. `failed` as soon as a non-clean-up op
 * ends MINED_FAIL or FAILED; `success` once every non-clean-up op is MINED_SUCCESS.
 */
export function getReceipt(ctx: ServiceContext, hash: Hex): SupertxReceipt | undefined {
  const supertx = ctx.engine.get(hash)
  if (!supertx) return undefined
  const main = supertx.ops.filter((op) => !op.isCleanUp)
  const failed = main.some((op) => op.status === 'MINED_FAIL' || op.status === 'FAILED')
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
