// POST /v1/quote. The request follows the spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Quote request)
// field by field; extra properties are rejected everywhere, as in the service's OpenAPI
// (`additionalProperties: false` on every request object).

import * as z from 'zod/mini'
import { authorizationSchema } from './authorization.js'
import {
  addressSchema,
  amountSchema,
  chainIdSchema,
  hexSchema,
  modeSchema,
  timestampSchema,
} from './common.js'
import { composeFlowSchema } from './compose-flow.js'
import { LIST_LIMITS, lower, unique } from './limits.js'

export const fundingTokenSchema = z.strictObject({
  tokenAddress: addressSchema,
  chainId: chainIdSchema,
  amount: amountSchema,
})

/** Pays the fee; when omitted from the request, fees are sponsored. */
export const feeTokenSchema = z.strictObject({
  address: addressSchema,
  chainId: chainIdSchema,
  /** Receives unspent gas (native asset, possibly on several chains); defaults to the owner. */
  gasRefundAddress: z.optional(addressSchema),
})

export const cleanUpSchema = z.strictObject({
  tokenAddress: addressSchema,
  chainId: chainIdSchema,
  recipientAddress: addressSchema,
  /** Omitted: the whole runtime balance. */
  amount: z.optional(amountSchema),
  gasLimit: z.optional(amountSchema),
})

export const tokenOverrideSchema = z.strictObject({
  tokenAddress: addressSchema,
  accountAddress: z.optional(addressSchema),
  chainId: chainIdSchema,
  balance: amountSchema,
})

export const customOverrideSchema = z.strictObject({
  contractAddress: addressSchema,
  storageSlot: hexSchema,
  chainId: chainIdSchema,
  value: hexSchema,
})

const MAX_OVERRIDES = LIST_LIMITS.simulationOverrides

/** Storage slots compare by value: `0x1` and `0x01` are the same slot. */
const slotKey = (slot: string) => lower(slot).replace(/^0x0*/, '0x')

export const simulationOverridesSchema = z.strictObject({
  /** One balance per (chain, token, holder), at most 100. */
  tokenOverrides: z.array(tokenOverrideSchema).check(
    z.maxLength(MAX_OVERRIDES),
    unique(
      MAX_OVERRIDES,
      (o) => `${o.chainId}:${lower(o.tokenAddress)}:${lower(o.accountAddress ?? '')}`,
      (o) =>
        `the override of ${o.tokenAddress} on chain ${o.chainId}${o.accountAddress ? ` for ${o.accountAddress}` : ''}`,
      'balance',
    ),
  ),
  /** One value per (chain, contract, slot), at most 100. */
  customOverrides: z.array(customOverrideSchema).check(
    z.maxLength(MAX_OVERRIDES),
    unique(
      MAX_OVERRIDES,
      (o) => `${o.chainId}:${lower(o.contractAddress)}:${slotKey(o.storageSlot)}`,
      (o) => `slot ${o.storageSlot} of ${o.contractAddress} on chain ${o.chainId}`,
      'slot',
    ),
  ),
})

/** Signed authorizations: one per chain id (0: every chain), at most 30. */
export const authorizationListSchema = z.array(authorizationSchema).check(
  z.maxLength(LIST_LIMITS.authorizations),
  unique(
    LIST_LIMITS.authorizations,
    (a) => String(a.chainId),
    (a) => `chain id ${a.chainId}`,
    'chain',
    ['chainId'],
  ),
)

/** Funding tokens: each (chain, token) once, at most 30. */
export const fundingTokenListSchema = z.array(fundingTokenSchema).check(
  z.maxLength(LIST_LIMITS.fundingTokens),
  unique(
    LIST_LIMITS.fundingTokens,
    (f) => `${f.chainId}:${lower(f.tokenAddress)}`,
    (f) => `token ${f.tokenAddress} on chain ${f.chainId}`,
    'token',
  ),
)

/**
 * Clean-ups: each (chain, token, recipient) once — two would be one transfer split in two — at
 * most 30, one op each.
 */
export const cleanUpListSchema = z.array(cleanUpSchema).check(
  z.maxLength(LIST_LIMITS.cleanUps),
  unique(
    LIST_LIMITS.cleanUps,
    (c) => `${c.chainId}:${lower(c.tokenAddress)}:${lower(c.recipientAddress)}`,
    (c) => `the clean-up of ${c.tokenAddress} to ${c.recipientAddress} on chain ${c.chainId}`,
    'token and recipient',
  ),
)

/** `accountAddress`: chain id (decimal string key) to the account address used on that chain. */
export const accountAddressMapSchema = z
  .record(
    z.string().check(z.regex(/^[1-9]\d*$/, 'must be a chain id written as a decimal string')),
    addressSchema,
  )
  .check(
    z.refine((map) => Object.keys(map).length <= LIST_LIMITS.accountAddresses, {
      error: (issue) =>
        `must have at most ${LIST_LIMITS.accountAddresses} entries, one per chain (got ${Object.keys(issue.input as object).length})`,
      params: { code: 'TOO_BIG' },
    }),
  )

/**
 * Body of POST /v1/quote. The spec does not show which top-level fields are required; `mode`,
 * `ownerAddress` and `composeFlows` are (a quote needs all three; the OpenAPI agrees).
 */
export const quoteRequestSchema = z.strictObject({
  mode: modeSchema,
  ownerAddress: addressSchema,
  accountAddress: z.optional(accountAddressMapSchema),
  authorizations: z.optional(authorizationListSchema),
  fundingTokens: z.optional(fundingTokenListSchema),
  feeToken: z.optional(feeTokenSchema),
  cleanUps: z.optional(cleanUpListSchema),
  gasLimit: z.optional(amountSchema),
  lowerBoundTimestamp: z.optional(timestampSchema),
  upperBoundTimestamp: z.optional(timestampSchema),
  simulate: z.optional(z.boolean()),
  batch: z.optional(z.boolean()),
  simulationOverrides: z.optional(simulationOverridesSchema),
  composeFlows: z.array(composeFlowSchema).check(z.minLength(1), z.maxLength(30)),
})

export type FundingToken = z.infer<typeof fundingTokenSchema>
export type FeeToken = z.infer<typeof feeTokenSchema>
export type CleanUp = z.infer<typeof cleanUpSchema>
export type TokenOverride = z.infer<typeof tokenOverrideSchema>
export type CustomOverride = z.infer<typeof customOverrideSchema>
export type SimulationOverrides = z.infer<typeof simulationOverridesSchema>
/** A parsed quote request (defaults applied, e.g. intent-simple `slippage`). */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>
/** What a caller may send (defaulted fields optional). */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>

// One import path for everything a quote involves.
export {
  type Authorization,
  authorizationSchema,
  type SignedAuthorization,
  signedAuthorizationSchema,
} from './authorization.js'
export {
  type BuildCcipFlow,
  type BuildFlow,
  type BuildRawFlow,
  type ComposeFlow,
  type ComposeFlowInput,
  type ComposeFlowType,
  composeFlowSchema,
  type IntentFlow,
  type IntentSimpleFlow,
  type IntentSimpleFlowInput,
  type IntentVaultFlow,
  type RouteSelectionMode,
} from './compose-flow.js'
export { type SignedPayload, signedPayloadSchema } from './execute.js'
export {
  type OnchainPayload,
  onchainPayloadSchema,
  type PayloadToSign,
  type PermitMetadata,
  type PermitPayload,
  payloadToSignSchema,
  permitPayloadSchema,
  type SimplePayload,
  simplePayloadSchema,
  type TypedDataPayload,
} from './payload.js'
export {
  type Fee,
  feeSchema,
  type PaymentInfo,
  paymentInfoSchema,
  type Quote,
  type QuoteResponse,
  type QuoteType,
  quoteResponseSchema,
  quoteSchema,
  quoteTypeSchema,
  type ReturnedData,
  type UserOp,
  type UserOpItem,
  userOpItemSchema,
} from './quote-response.js'
export { type RuntimeBalance, runtimeBalanceSchema } from './runtime-balance.js'
