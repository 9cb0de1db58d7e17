// GET /v1/explorer/{supertxHash}: the devnet's receipt of a supertransaction.

import * as z from 'zod/mini'
import {
  addressSchema,
  bytes32Schema,
  chainIdSchema,
  hexSchema,
  modeSchema,
  quoteTypeSchema,
  timestampSchema,
} from './common.js'

/** Per user op: `PENDING -> MINING -> MINED_SUCCESS | MINED_FAIL | FAILED`. */
export const executionStatusSchema = z.enum([
  'PENDING',
  'MINING',
  'MINED_SUCCESS',
  'MINED_FAIL',
  'FAILED',
])

/** Supertransaction: `pending` until every user op is final, then `success` or `failed`. */
export const supertxStatusSchema = z.enum(['pending', 'success', 'failed'])

export const receiptUserOpSchema = z.looseObject({
  chainId: chainIdSchema,
  executionStatus: executionStatusSchema,
  /** The transaction that carried the op, once sent. */
  transactionHash: z.optional(bytes32Schema),
  userOpHash: z.optional(hexSchema),
  isCleanUpUserOp: z.optional(z.boolean()),
  /** Why the op failed (`MINED_FAIL`, `FAILED`): a revert reason or an engine error. */
  error: z.optional(z.string()),
})

/**
 * A supertransaction's progress, as served by the devnet at GET /v1/explorer/{supertxHash} (the
 * spec, https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Events, leaves receipts to an external explorer and
 * shows only the outcome statuses; this shape is the devnet's):
 *
 * - `supertxHash`, `status`: `pending` | `success` | `failed`;
 * - `userOps[]`: `{ chainId, executionStatus, transactionHash?, userOpHash?, isCleanUpUserOp?, error? }`
 *   in quote order; `executionStatus` is `PENDING`, `MINING`, `MINED_SUCCESS`, `MINED_FAIL` or `FAILED`;
 * - optional `quoteType`, `mode`, `ownerAddress`, `createdAt` / `updatedAt` (Unix seconds).
 *
 * `status` is `success` when every op is `MINED_SUCCESS`, `failed` as soon as one is `MINED_FAIL`
 * or `FAILED`, `pending` otherwise.
 */
export const supertxReceiptSchema = z.looseObject({
  supertxHash: bytes32Schema,
  status: supertxStatusSchema,
  userOps: z.array(receiptUserOpSchema),
  quoteType: z.optional(quoteTypeSchema),
  mode: z.optional(modeSchema),
  ownerAddress: z.optional(addressSchema),
  createdAt: z.optional(timestampSchema),
  updatedAt: z.optional(timestampSchema),
})

export type ExecutionStatus = z.infer<typeof executionStatusSchema>
export type SupertxStatus = z.infer<typeof supertxStatusSchema>
export type ReceiptUserOp = z.infer<typeof receiptUserOpSchema>
export type SupertxReceipt = z.infer<typeof supertxReceiptSchema>
