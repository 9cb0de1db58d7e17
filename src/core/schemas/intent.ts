// POST /v1/instructions/intent-simple: a cross-chain swap and the route it takes.

import * as z from 'zod/mini'
import { addressSchema, amountSchema, chainIdSchema, modeSchema } from './common.js'
import { providerFilterShape, slippageSchema } from './compose-flow.js'
import { instructionSchema } from './instruction.js'
import { amountOrRuntimeBalanceSchema } from './runtime-balance.js'

/**
 * Body of POST /v1/instructions/intent-simple. The spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST
 * /v1/instructions/intent-simple) types `amount` as "any"; this kit takes what every other amount
 * is: a wei decimal string or a runtime balance.
 */
export const intentSimpleRequestSchema = z.strictObject({
  srcToken: addressSchema,
  dstToken: addressSchema,
  srcChainId: chainIdSchema,
  dstChainId: chainIdSchema,
  ownerAddress: addressSchema,
  amount: amountOrRuntimeBalanceSchema,
  mode: modeSchema,
  slippage: slippageSchema,
  ...providerFilterShape,
})

/** One hop of a route (a swap or a bridge); allowed `type` values are not shown by the spec. */
export const routeStepSchema = z.looseObject({
  type: z.string(),
  protocol: z.string(),
  sources: z.optional(z.array(z.string())),
  srcToken: addressSchema,
  dstToken: addressSchema,
  srcChainId: chainIdSchema,
  dstChainId: chainIdSchema,
  inputAmount: amountSchema,
  outputAmount: amountSchema,
  minOutputAmount: amountSchema,
  toContract: z.optional(addressSchema),
  callData: z.optional(z.string()),
  isFirstStep: z.optional(z.boolean()),
  pivotBalance: z.optional(z.string()),
  gasLimit: z.optional(z.string()),
})

export const routeSchema = z.looseObject({
  summary: z.string(),
  steps: z.array(routeStepSchema),
  totalGasFeesUsd: z.number(),
  totalBridgeFeesUsd: z.number(),
  /** Seconds. */
  estimatedTime: z.number(),
  outputAmount: amountSchema,
  minOutputAmount: amountSchema,
  type: z.string(),
})

export const intentSimpleResponseSchema = z.looseObject({
  instructions: z.array(instructionSchema),
  /** Expected output, wei. */
  outputAmount: amountSchema,
  /** Output after slippage, wei. */
  minOutputAmount: amountSchema,
  route: routeSchema,
})

export type IntentSimpleRequest = z.infer<typeof intentSimpleRequestSchema>
export type IntentSimpleRequestInput = z.input<typeof intentSimpleRequestSchema>
export type RouteStep = z.infer<typeof routeStepSchema>
export type Route = z.infer<typeof routeSchema>
export type IntentSimpleResponse = z.infer<typeof intentSimpleResponseSchema>
