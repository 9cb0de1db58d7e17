// The quote response (200 of POST /v1/quote and /v1/mee/upgrade). Lenient to fields this kit does
// not know (z.looseObject: a newer service may add some) but strict on every field a client relies
// on. Required lists follow the OpenAPI where the spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Quote
// response) says "not shown".

import * as z from 'zod/mini'
import { signedAuthorizationSchema } from './authorization.js'
import {
  addressSchema,
  amountSchema,
  bytes32Schema,
  chainIdSchema,
  hexSchema,
  modeSchema,
  quoteTypeSchema,
  timestampSchema,
} from './common.js'
import { instructionSchema } from './instruction.js'
import { payloadToSignSchema } from './payload.js'

// Lives in common.js: the receipt reads it too, and importing it from here would bring the whole
// quote response (its instructions and payloads) into a bundle that only tracks.
export { quoteTypeSchema }

export const feeSchema = z.looseObject({
  amount: amountSchema,
  token: addressSchema,
  chainId: chainIdSchema,
})

export const paymentInfoSchema = z.looseObject({
  sender: addressSchema,
  initCode: z.string(),
  nonce: z.string(),
  token: addressSchema,
  chainId: chainIdSchema,
  shortEncoding: z.boolean(),
  tokenValue: z.string(),
  tokenWeiAmount: z.string(),
  verificationGasLimit: z.optional(z.string()),
  callGasLimit: z.optional(z.string()),
  gasFee: z.optional(z.string()),
  orchestrationFee: z.optional(z.string()),
  tokenAmount: z.optional(z.string()),
  sponsorshipUrl: z.optional(z.string()),
  sponsored: z.optional(z.boolean()),
  eoa: z.optional(z.string()),
  eip7702Auth: z.optional(signedAuthorizationSchema),
})

export const userOpSchema = z.looseObject({
  sender: addressSchema,
  nonce: z.string(),
  initCode: z.optional(z.string()),
  callData: hexSchema,
  callGasLimit: z.string(),
  verificationGasLimit: z.string(),
  preVerificationGas: z.string(),
  maxFeePerGas: z.string(),
  maxPriorityFeePerGas: z.string(),
  paymasterAndData: z.optional(z.string()),
  signature: z.optional(z.string()),
})

/** One user operation of the quote: what runs on `chainId` between the two time bounds. */
export const userOpItemSchema = z.looseObject({
  userOp: userOpSchema,
  userOpHash: hexSchema,
  meeUserOpHash: hexSchema,
  lowerBoundTimestamp: timestampSchema,
  upperBoundTimestamp: timestampSchema,
  maxGasLimit: z.string(),
  maxFeePerGas: z.string(),
  chainId: chainIdSchema,
  eip7702Auth: z.optional(signedAuthorizationSchema),
  isCleanUpUserOp: z.optional(z.boolean()),
  shortEncoding: z.optional(z.boolean()),
})

export const quoteSchema = z.looseObject({
  /** What the owner's one signature commits to (signed as is for `simple`). */
  hash: bytes32Schema,
  node: z.string(),
  commitment: z.string(),
  paymentInfo: paymentInfoSchema,
  userOps: z.array(userOpItemSchema),
  fundingTokens: z.optional(
    z.array(
      z.looseObject({ tokenAddress: addressSchema, chainId: chainIdSchema, amount: amountSchema }),
    ),
  ),
})

/** Data derived from the flows, e.g. an intent's `minOutputAmount` after slippage. */
export const returnedDataSchema = z.looseObject({ minOutputAmount: z.optional(amountSchema) })

/**
 * Body of a 200 from POST /v1/quote. `mode` is in the spec, not in the OpenAPI: the devnet sends it,
 * the client accepts responses without it. `instructions` is required by the OpenAPI but not named
 * by the spec: optional here.
 */
export const quoteResponseSchema = z.looseObject({
  ownerAddress: addressSchema,
  mode: z.optional(modeSchema),
  fee: feeSchema,
  quoteType: quoteTypeSchema,
  quote: quoteSchema,
  payloadToSign: z.array(payloadToSignSchema).check(z.minLength(1)),
  returnedData: z.optional(z.array(returnedDataSchema)),
  instructions: z.optional(z.array(instructionSchema)),
})

export type QuoteType = z.infer<typeof quoteTypeSchema>
export type Fee = z.infer<typeof feeSchema>
export type PaymentInfo = z.infer<typeof paymentInfoSchema>
export type UserOp = z.infer<typeof userOpSchema>
export type UserOpItem = z.infer<typeof userOpItemSchema>
export type Quote = z.infer<typeof quoteSchema>
export type ReturnedData = z.infer<typeof returnedDataSchema>
export type QuoteResponse = z.infer<typeof quoteResponseSchema>
