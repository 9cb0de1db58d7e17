import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import type { DetailsView } from './details-view.js'

/** Maps the receipt (the wire shape) to what the details page shows. */
export function receiptToDetailsView(supertxHash: string, receipt: SupertxReceipt): DetailsView {
  return {
    supertxHash,
    status: receipt.status,
    pending: receipt.status === 'pending',
    ops: receipt.userOps.map((op) => ({
      chainId: op.chainId,
      status: op.executionStatus,
      userOpHash: op.userOpHash,
      txHash: op.transactionHash,
      error: op.error,
      isCleanUp: op.isCleanUpUserOp,
    })),
  }
}
