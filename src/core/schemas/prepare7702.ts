// POST /v1/mee/prepare7702: which EIP-7702 authorizations the owner must sign before quoting.

import * as z from 'zod/mini'
import { authorizationToSignSchema } from './authorization.js'
import { addressSchema, amountSchema, modeSchema, timestampSchema } from './common.js'
import { instructionSchema } from './instruction.js'
import { LIST_LIMITS } from './limits.js'
import { authorizationListSchema, feeTokenSchema, fundingTokenListSchema } from './quote.js'

export const prepare7702RequestSchema = z.strictObject({
  mode: modeSchema,
  ownerAddress: addressSchema,
  instructions: z
    .array(instructionSchema)
    .check(z.minLength(1), z.maxLength(LIST_LIMITS.instructions)),
  authorizations: z.optional(authorizationListSchema),
  fundingTokens: z.optional(fundingTokenListSchema),
  feeToken: z.optional(feeTokenSchema),
  gasLimit: z.optional(amountSchema),
  lowerBoundTimestamp: z.optional(timestampSchema),
  upperBoundTimestamp: z.optional(timestampSchema),
})

/** The authorizations to sign: delegation `address`, `chainId` (0: multichain), EOA `nonce`. */
export const prepare7702ResponseSchema = z.array(authorizationToSignSchema)

export type Prepare7702Request = z.infer<typeof prepare7702RequestSchema>
export type Prepare7702Response = z.infer<typeof prepare7702ResponseSchema>
