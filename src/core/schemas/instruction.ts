// One instruction (the calls to run on one chain), in its own module: the quote response,
// prepare7702 and intent-simple read it, and importing it from the build endpoints' module
// (instructions.ts) would bring their request and response schemas into every bundle that quotes.

import * as z from 'zod/mini'
import { addressSchema, amountSchema, chainIdSchema, hexSchema } from './common.js'

// fetcherType and constraintType are numbers whose meaning the spec
// (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md) does not show (the devnet's are in https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md):
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

export type InputParam = z.infer<typeof inputParamSchema>
export type OutputParam = z.infer<typeof outputParamSchema>
export type Call = z.infer<typeof callSchema>
export type Instruction = z.infer<typeof instructionSchema>
