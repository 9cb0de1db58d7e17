// POST /v1/execute and POST /v1/mee/execute: the quote response sent back, signed.

import * as z from 'zod/mini'
import { bytes32Schema, hexSchema } from './common.js'
import { onchainPayloadSchema, permitPayloadSchema, simplePayloadSchema } from './payload.js'
import { quoteResponseSchema } from './quote-response.js'

const signed = { signature: hexSchema }

/** A `payloadToSign` item on POST /v1/execute: the same shapes, `signature` filled in. */
export const signedPayloadSchema = z.union([
  z.extend(permitPayloadSchema, signed),
  z.extend(onchainPayloadSchema, signed),
  z.extend(simplePayloadSchema, signed),
])

/**
 * The full quote response with every `payloadToSign` item signed. Loose like the response it
 * echoes: whatever the service put in its quote comes back untouched (the quote hash and the
 * signatures are what the service checks).
 */
export const executeRequestSchema = z.extend(quoteResponseSchema, {
  payloadToSign: z.array(signedPayloadSchema).check(z.minLength(1)),
})

/** `success: false` with `error` reports a failed submission with status 200. */
export const executeResponseSchema = z.looseObject({
  success: z.boolean(),
  supertxHash: z.nullable(bytes32Schema),
  error: z.nullable(z.string()),
})

export type SignedPayload = z.infer<typeof signedPayloadSchema>
export type ExecuteRequest = z.infer<typeof executeRequestSchema>
export type ExecuteResponse = z.infer<typeof executeResponseSchema>
