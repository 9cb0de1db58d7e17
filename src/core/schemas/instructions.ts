// Instructions (what the build endpoints return and prepare7702 takes) and the build endpoints:
// POST /v1/instructions/build and POST /v1/instructions/build-ccip.

import * as z from 'zod/mini'
import {
  addressSchema,
  amountSchema,
  chainIdSchema,
  checksumAddressSchema,
  modeSchema,
} from './common.js'
import { buildDataShape } from './compose-flow.js'
import { instructionSchema } from './instruction.js'
import { amountOrRuntimeBalanceSchema } from './runtime-balance.js'

/** Body of POST /v1/instructions/build. */
export const buildInstructionsRequestSchema = z.strictObject(buildDataShape)

export const buildInstructionsResponseSchema = z.looseObject({
  instructions: z.array(instructionSchema),
})

/**
 * Body of POST /v1/instructions/build-ccip; the tokens must be checksummed
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST /v1/instructions/build-ccip).
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

export type BuildInstructionsRequest = z.infer<typeof buildInstructionsRequestSchema>
export type BuildInstructionsResponse = z.infer<typeof buildInstructionsResponseSchema>
export type BuildCcipRequest = z.infer<typeof buildCcipRequestSchema>
export type BuildCcipResponse = z.infer<typeof buildCcipResponseSchema>

export {
  type Call,
  callSchema,
  type InputParam,
  type Instruction,
  inputParamSchema,
  instructionSchema,
  type OutputParam,
  outputParamSchema,
} from './instruction.js'
