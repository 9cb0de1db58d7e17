// Instructions (what the build endpoints return and prepare7702 takes) and the build endpoints:
// POST /v1/instructions/build and POST /v1/instructions/build-ccip.

import {
  addressSchema,
  amountSchema,
  chainIdSchema,
  checksumAddressSchema,
  hexSchema,
  modeSchema,
} from './common.js'
import { buildDataShape } from './compose-flow.js'
import { amountOrRuntimeBalanceSchema } from './runtime-balance.js'
import * as z from './validator/index.js'

// fetcherType and constraintType are numbers whose meaning the spec
// (docs/spec/supertransaction-api.md) does not show (the devnet's are in docs/devnet-protocol.md):
// any non-negative integer is accepted.
const enumNumber = z.int().check(z.nonnegative())

export const inputParamSchema = z.looseObject({
  fetcherType: enumNumber,
  paramData: hexSchema,
  constraints: z.array(z.looseObject({ constraintType: enumNumber, referenceData: hexSchema })),
})

export const outputParamSchema = z.looseObject({ fetcherType: enumNumber, paramData: hexSchema })

/** One call of an instruction; `functionSig` has no `function` keyword and no parameter names. */
export const callSchema = z.looseObject({
  to: addressSchema,
  value: amountSchema,
  functionSig: z.string(),
  inputParams: z.array(inputParamSchema),
  outputParams: z.array(outputParamSchema),
  gasLimit: z.optional(amountSchema),
})

/**
 * Calls to run on one chain. Loose, like every response record: an instruction from the service is
 * passed back on POST /v1/mee/prepare7702 as it came.
 */
export const instructionSchema = z.looseObject({
  calls: z.array(callSchema),
  chainId: chainIdSchema,
  isComposable: z.optional(z.boolean()),
})

/** Body of POST /v1/instructions/build. */
export const buildInstructionsRequestSchema = z.strictObject(buildDataShape)

export const buildInstructionsResponseSchema = z.looseObject({
  instructions: z.array(instructionSchema),
})

/**
 * Body of POST /v1/instructions/build-ccip; the tokens must be checksummed
 * (docs/spec/supertransaction-api.md, POST /v1/instructions/build-ccip).
 */
export const buildCcipRequestSchema = z.strictObject({
  srcToken: checksumAddressSchema,
  dstToken: checksumAddressSchema,
  srcChainId: chainIdSchema,
  dstChainId: chainIdSchema,
  ownerAddress: addressSchema,
  amount: amountOrRuntimeBalanceSchema,
  mode: modeSchema,
  gasLimit: z.optional(amountSchema),
})

/** A balance to assume in simulation, e.g. bridged funds that have not arrived yet. */
export const simulationTokenOverrideSchema = z.looseObject({
  tokenAddress: addressSchema,
  accountAddress: addressSchema,
  chainId: chainIdSchema,
  balance: amountSchema,
})

export const buildCcipResponseSchema = z.looseObject({
  instructions: z.array(instructionSchema),
  simulationTokenOverrides: z.optional(z.array(simulationTokenOverrideSchema)),
})

export type InputParam = z.infer<typeof inputParamSchema>
export type OutputParam = z.infer<typeof outputParamSchema>
export type Call = z.infer<typeof callSchema>
export type Instruction = z.infer<typeof instructionSchema>
export type BuildInstructionsRequest = z.infer<typeof buildInstructionsRequestSchema>
export type BuildInstructionsResponse = z.infer<typeof buildInstructionsResponseSchema>
export type BuildCcipRequest = z.infer<typeof buildCcipRequestSchema>
export type BuildCcipResponse = z.infer<typeof buildCcipResponseSchema>
