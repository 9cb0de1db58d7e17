import * as z from 'zod/mini'
import {
  addressSchema,
  amountSchema,
  chainIdSchema,
  checksumAddressSchema,
  hexSchema,
  timestampSchema,
} from './common.js'
import { LIST_LIMITS } from './limits.js'
import { amountOrRuntimeBalanceSchema, buildArgSchema } from './runtime-balance.js'

// Per-instruction time bounds override the quote's; batching widens to the widest window.
const timeBounds = {
  lowerBoundTimestamp: z.optional(timestampSchema),
  upperBoundTimestamp: z.optional(timestampSchema),
}

/** Data of a `/instructions/build` flow; also the body of POST /v1/instructions/build (minus bounds). */
export const buildDataShape = {
  to: addressSchema,
  chainId: chainIdSchema,
  functionSignature: z.string().check(z.minLength(1)),
  args: z.array(buildArgSchema).check(z.maxLength(LIST_LIMITS.buildArgs)),
  value: z.optional(amountSchema),
  gasLimit: z.optional(amountSchema),
}

/** Slippage as a fraction, 0 to 1 inclusive; 0.01 (1%) when omitted. */
export const slippageSchema = z._default(z.number().check(z.gte(0), z.lte(1)), 0.01)

/** Comma-separated provider lists of intent-simple (allow/deny swap and bridge providers). */
export const providerFilterShape = {
  allowSwapProviders: z.optional(z.string()),
  denySwapProviders: z.optional(z.string()),
  allowBridgeProviders: z.optional(z.string()),
  denyBridgeProviders: z.optional(z.string()),
}

export const buildFlowSchema = z.strictObject({
  type: z.literal('/instructions/build'),
  data: z.strictObject({ ...buildDataShape, ...timeBounds }),
  batch: z.optional(z.boolean()),
})

export const buildRawFlowSchema = z.strictObject({
  type: z.literal('/instructions/build-raw'),
  data: z.strictObject({
    to: addressSchema,
    chainId: chainIdSchema,
    data: hexSchema,
    value: z.optional(amountSchema),
    gasLimit: z.optional(amountSchema),
    ...timeBounds,
  }),
  batch: z.optional(z.boolean()),
})

export const buildCcipFlowSchema = z.strictObject({
  type: z.literal('/instructions/build-ccip'),
  data: z.strictObject({
    srcToken: checksumAddressSchema,
    dstToken: checksumAddressSchema,
    srcChainId: chainIdSchema,
    dstChainId: chainIdSchema,
    amount: amountOrRuntimeBalanceSchema,
    gasLimit: z.optional(amountSchema),
    ...timeBounds,
  }),
  batch: z.optional(z.boolean()),
})

// `fast-execution` is not in the spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, ComposeFlow: "further
// values: not shown") but is in the OpenAPI enum.
export const routeSelectionModeSchema = z.enum(['cheap', 'fast-quote', 'fast-execution'])

export const intentSimpleFlowSchema = z.strictObject({
  type: z.literal('/instructions/intent-simple'),
  data: z.strictObject({
    srcToken: addressSchema,
    dstToken: addressSchema,
    srcChainId: chainIdSchema,
    dstChainId: chainIdSchema,
    amount: amountOrRuntimeBalanceSchema,
    routeSelectionMode: z.optional(routeSelectionModeSchema),
    slippage: slippageSchema,
    ...providerFilterShape,
  }),
  batch: z.optional(z.boolean()),
})

// The spec names these flow kinds without their payload shape: accepted as open objects.
export const intentFlowSchema = z.looseObject({
  type: z.literal('/instructions/intent'),
  data: z.looseObject({}),
  batch: z.optional(z.boolean()),
})

export const intentVaultFlowSchema = z.looseObject({
  type: z.literal('/instructions/intent-vault'),
  data: z.looseObject({}),
  batch: z.optional(z.boolean()),
})

/** One operation of a quote request, discriminated by `type`. */
export const composeFlowSchema = z.discriminatedUnion('type', [
  buildFlowSchema,
  buildRawFlowSchema,
  buildCcipFlowSchema,
  intentSimpleFlowSchema,
  intentFlowSchema,
  intentVaultFlowSchema,
])

export type ComposeFlow = z.infer<typeof composeFlowSchema>
export type ComposeFlowInput = z.input<typeof composeFlowSchema>
export type ComposeFlowType = ComposeFlow['type']
export type BuildFlow = z.infer<typeof buildFlowSchema>
export type BuildRawFlow = z.infer<typeof buildRawFlowSchema>
export type BuildCcipFlow = z.infer<typeof buildCcipFlowSchema>
export type IntentSimpleFlow = z.infer<typeof intentSimpleFlowSchema>
export type IntentSimpleFlowInput = z.input<typeof intentSimpleFlowSchema>
export type IntentFlow = z.infer<typeof intentFlowSchema>
export type IntentVaultFlow = z.infer<typeof intentVaultFlowSchema>
export type RouteSelectionMode = z.infer<typeof routeSelectionModeSchema>
