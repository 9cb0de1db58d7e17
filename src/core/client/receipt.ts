import { RequestValidationError } from '../errors/validation.js'
import { type SupertxReceipt, supertxReceiptSchema } from '../schemas/receipt.js'
import type { RequestOptions } from './request.js'
import type { SupertxTransport } from './transport.js'

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/** GET /v1/explorer/{supertxHash}, after checking the hash's shape (`RequestValidationError`). */
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
  return transport.send({ method: 'GET', path, schema: supertxReceiptSchema, options })
}
