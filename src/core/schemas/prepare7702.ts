// POST /v1/mee/prepare7702: which EIP-7702 authorizations the owner must sign before quoting.
import * as z from 'zod/mini'
import { authorizationSchema, authorizationToSignSchema } from './authorization.js'
import { addressSchema, amountSchema, modeSchema, timestampSchema } from './common.js'
import { instructionSchema } from './instructions.js'
import { feeTokenSchema, fundingTokenSchema } from './quote.js'

export const prepare7702RequestSchema = z.strictObject({
  mode: modeSchema,
  ownerAddress: addressSchema,
  instructions: z.array(instructionSchema).check(z.minLength(1)),
  authorizations: z.optional(z.array(authorizationSchema)),
  fundingTokens: z.optional(z.array(fundingTokenSchema)),
  feeToken: z.optional(feeTokenSchema),
  gasLimit: z.optional(amountSchema),
  lowerBoundTimestamp: z.optional(timestampSchema),
  upperBoundTimestamp: z.optional(timestampSchema),
})

/** The authorizations to sign: delegation `address`, `chainId` (0: multichain), EOA `nonce`. */
export const prepare7702ResponseSchema = z.array(authorizationToSignSchema)

export type Prepare7702Request = z.infer<typeof prepare7702RequestSchema>
export type Prepare7702Response = z.infer<typeof prepare7702ResponseSchema>
