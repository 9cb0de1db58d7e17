import { RequestValidationError } from '../errors/validation.js'
import {
  type SupertxReceipt,
  type SupertxStatus,
  supertxReceiptSchema,
} from '../schemas/receipt.js'
import type { RequestOptions } from './request.js'
import type { SupertxTransport } from './transport.js'

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * GET /v1/explorer/{supertxHash}, after checking the hash's shape (`RequestValidationError`). The
 * `status` returned is the one the ops bear out (`checkedStatus`), never the service's word alone.
 */
export function getReceipt(
  transport: SupertxTransport,
  supertxHash: `0x${string}`,
  options?: RequestOptions,
): Promise<SupertxReceipt> {
  if (typeof supertxHash !== 'string' || !hashPattern.test(supertxHash))
    return Promise.reject(
      new RequestValidationError({
        endpoint: 'GET /v1/explorer/{supertxHash}',
        issues: [
          {
            code: 'invalid_format',
            path: ['supertxHash'],
            message: 'Expected a 32-byte hex hash: 0x followed by 64 hex digits',
          },
        ],
      }),
    )
  const path = `/v1/explorer/${supertxHash}`
  return transport
    .send({ method: 'GET', path, schema: supertxReceiptSchema, options })
    .then((receipt) => {
      const status = checkedStatus(receipt)
      return status === receipt.status ? receipt : { ...receipt, status }
    })
}

const failedOp = new Set(['MINED_FAIL', 'FAILED'])

const inFlight = new Set(['PENDING', 'MINING'])

/**
 * A receipt's status cross-checked with its ops, by the rule the receipt documents: `failed` once
 * an op that is not a clean-up failed and no other such op is still PENDING or MINING, whatever
 * the service says (a failed operation is never shown as succeeded); while one is, `pending`, so
 * tracking reads it to its end and the run's last receipt says which ops ran (a bridge on another
 * chain may have moved funds). `success` only when the service says so and every such op, at
 * least one, is MINED_SUCCESS; else `pending`. A `failed` the service reports stays.
 */
export function checkedStatus(receipt: SupertxReceipt): SupertxStatus {
  const ops = receipt.userOps.filter((op) => !op.isCleanUpUserOp)
  if (ops.some((op) => failedOp.has(op.executionStatus)))
    return receipt.status === 'failed' || !ops.some((op) => inFlight.has(op.executionStatus))
      ? 'failed'
      : 'pending'
  if (receipt.status !== 'success') return receipt.status
  const done = ops.length > 0 && ops.every((op) => op.executionStatus === 'MINED_SUCCESS')
  return done ? 'success' : 'pending'
}
