// payloadToSign items: what the owner signs, by quoteType. The OpenAPI gives three shapes; each
// may carry `signature` once the client has signed it (required on POST /v1/execute).

import * as z from 'zod/mini'
import { addressSchema, amountSchema, chainIdSchema, hexSchema } from './common.js'

/** EIP-712 typed data as the service sends it; viem's `signTypedData` takes it as is. */
export const typedDataSchema = z.looseObject({
  domain: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      version: z.optional(z.string()),
      chainId: z.optional(chainIdSchema),
      verifyingContract: z.optional(addressSchema),
      salt: z.optional(hexSchema),
    }),
  ),
  types: z.record(z.string(), z.array(z.looseObject({ name: z.string(), type: z.string() }))),
  message: z.record(z.string(), z.unknown()),
  primaryType: z.string().check(z.minLength(1)),
})

/** What the service says about the permit (token name and version, amount, spender ...). */
export const permitMetadataSchema = z.looseObject({
  nonce: z.string(),
  name: z.string(),
  version: z.string(),
  domainSeparator: z.string(),
  owner: z.string(),
  spender: z.string(),
  amount: z.string(),
})

/**
 * `permit` (and `permit-sca`): sign `signablePayload` as EIP-712 typed data. `metadata` is required
 * by the OpenAPI for permits, optional here: newer services send typed data on other quote types
 * without it, and the client verifies `signablePayload` itself, never `metadata`.
 */
export const permitPayloadSchema = z.looseObject({
  signablePayload: typedDataSchema,
  metadata: z.optional(permitMetadataSchema),
  signature: z.optional(hexSchema),
})

/**
 * `onchain`: send this transaction (an approval) from the owner on `chainId`, wait for it, and
 * put its transaction hash in `signature`.
 */
export const onchainPayloadSchema = z.looseObject({
  to: addressSchema,
  data: hexSchema,
  value: amountSchema,
  chainId: chainIdSchema,
  signature: z.optional(hexSchema),
})

/** `simple`: sign `message.raw` (the quote hash) as a personal message (EIP-191). */
export const simplePayloadSchema = z.looseObject({
  message: z.looseObject({ raw: hexSchema }),
  signature: z.optional(hexSchema),
})

/** One item of `payloadToSign`: permit typed data, an on-chain approval, or a raw message. */
export const payloadToSignSchema = z.union([
  permitPayloadSchema,
  onchainPayloadSchema,
  simplePayloadSchema,
])

export type TypedDataPayload = z.infer<typeof typedDataSchema>
export type PermitMetadata = z.infer<typeof permitMetadataSchema>
export type PermitPayload = z.infer<typeof permitPayloadSchema>
export type OnchainPayload = z.infer<typeof onchainPayloadSchema>
export type SimplePayload = z.infer<typeof simplePayloadSchema>
export type PayloadToSign = z.infer<typeof payloadToSignSchema>
