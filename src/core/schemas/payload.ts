// payloadToSign items: what the owner signs, by quoteType. The OpenAPI gives three shapes; each
// may carry `signature` once the client has signed it (required on POST /v1/execute).

import * as z from 'zod/mini'
import { addressSchema, amountSchema, bytes32Schema, chainIdSchema, hexSchema } from './common.js'

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

// One strict shape per quote type (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Signing by quoteType): what
// the kit signs, and nothing else. The response schema above stays lenient so a quote parses; these
// decide, before any wallet prompt, that an item carries exactly one signing shape, the one of its
// quote type (an extra `signablePayload`, `to`/`data` or `message` is refused by name).

const typeFieldSchema = z.strictObject({ name: z.string(), type: z.string() })

/** `simple`: the quote hash as a raw personal message, nothing else. */
export const simpleItemSchema = z.strictObject({
  message: z.strictObject({ raw: bytes32Schema }),
  signature: z.optional(hexSchema),
})

/** `permit`: an EIP-2612 Permit; its domain without `salt` and every message field a uint string. */
export const permitItemSchema = z.strictObject({
  signablePayload: z.strictObject({
    domain: z.strictObject({
      name: z.string(),
      version: z.string(),
      chainId: chainIdSchema,
      verifyingContract: addressSchema,
    }),
    types: z.strictObject({
      Permit: z.array(typeFieldSchema),
      EIP712Domain: z.optional(z.array(typeFieldSchema)),
    }),
    message: z.strictObject({
      owner: addressSchema,
      spender: addressSchema,
      value: amountSchema,
      nonce: amountSchema,
      deadline: amountSchema,
    }),
    primaryType: z.literal('Permit'),
  }),
  metadata: z.optional(permitMetadataSchema),
  signature: z.optional(hexSchema),
})

/** `onchain`: one approval transaction, nothing else. */
export const onchainItemSchema = z.strictObject({
  to: addressSchema,
  data: hexSchema,
  value: amountSchema,
  chainId: chainIdSchema,
  signature: z.optional(hexSchema),
})

/** `permit-sca`: typed data whose domain names its chain; only an app's own check can accept it. */
export const typedDataItemSchema = z.strictObject({
  signablePayload: z.strictObject({
    domain: z.strictObject({
      name: z.optional(z.string()),
      version: z.optional(z.string()),
      chainId: chainIdSchema,
      verifyingContract: z.optional(addressSchema),
      salt: z.optional(bytes32Schema),
    }),
    types: z.record(z.string(), z.array(typeFieldSchema)),
    message: z.record(z.string(), z.unknown()),
    primaryType: z.string().check(z.minLength(1)),
  }),
  metadata: z.optional(permitMetadataSchema),
  signature: z.optional(hexSchema),
})

/**
 * `simple` on a 2.2.1 Nexus account: the K1 MEE validator 1.1.0's EIP-712 `SuperTx`, one
 * `MeeUserOp` per operation the owner's signature covers, and nothing else.
 */
export const superTxItemSchema = z.strictObject({
  signablePayload: z.strictObject({
    domain: z.strictObject({ name: z.literal('Nexus') }),
    types: z.strictObject({
      MeeUserOp: z.array(typeFieldSchema),
      SuperTx: z.array(typeFieldSchema),
      EIP712Domain: z.optional(z.array(typeFieldSchema)),
    }),
    message: z.strictObject({
      meeUserOps: z.array(
        z.strictObject({
          userOpHash: bytes32Schema,
          lowerBoundTimestamp: z.union([z.number(), amountSchema]),
          upperBoundTimestamp: z.union([z.number(), amountSchema]),
        }),
      ),
    }),
    primaryType: z.literal('SuperTx'),
  }),
  signature: z.optional(hexSchema),
})

export type SimpleItem = z.infer<typeof simpleItemSchema>
export type SuperTxItem = z.infer<typeof superTxItemSchema>
export type PermitItem = z.infer<typeof permitItemSchema>
export type OnchainItem = z.infer<typeof onchainItemSchema>
export type TypedDataItem = z.infer<typeof typedDataItemSchema>

export type TypedDataPayload = z.infer<typeof typedDataSchema>
export type PermitMetadata = z.infer<typeof permitMetadataSchema>
export type PermitPayload = z.infer<typeof permitPayloadSchema>
export type OnchainPayload = z.infer<typeof onchainPayloadSchema>
export type SimplePayload = z.infer<typeof simplePayloadSchema>
export type PayloadToSign = z.infer<typeof payloadToSignSchema>
