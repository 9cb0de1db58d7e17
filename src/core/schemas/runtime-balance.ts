import * as z from 'zod/mini'
import { addressSchema, amountSchema } from './common.js'
import { safeParse } from './safe-parse.js'

/**
 * A value read at execution time: the ERC-20 balance of `targetAddress` (default: the owner's
 * orchestrator account), optionally constrained. Accepted wherever an amount or a `uint256` build
 * argument may be a runtime value.
 */
export const runtimeBalanceSchema = z.strictObject({
  type: z.literal('runtimeErc20Balance'),
  tokenAddress: addressSchema,
  targetAddress: z.optional(addressSchema),
  constraints: z.optional(
    z.strictObject({
      gte: z.optional(amountSchema),
      lte: z.optional(amountSchema),
      eq: z.optional(amountSchema),
    }),
  ),
})

/** An amount in wei as a decimal string, or a runtime balance (build-ccip, intent-simple). */
export const amountOrRuntimeBalanceSchema = z.union([amountSchema, runtimeBalanceSchema], {
  error:
    'must be an amount in wei as a decimal string (e.g. "1000000") or a runtime balance object ({ type: "runtimeErc20Balance", tokenAddress })',
})

export type RuntimeBalance = z.infer<typeof runtimeBalanceSchema>
export type AmountOrRuntimeBalance = z.infer<typeof amountOrRuntimeBalanceSchema>

/** Whether a build argument is meant as a runtime balance (then it must be a valid one). */
export function isRuntimeBalanceLike(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'runtimeErc20Balance'
  )
}

/**
 * One argument of a `/instructions/build` call: any JSON value; an object typed
 * `runtimeErc20Balance` is checked as a RuntimeBalance, so a typo in it is reported, not sent on.
 */
export const buildArgSchema = z.unknown().check(
  z.superRefine((value, ctx) => {
    if (!isRuntimeBalanceLike(value)) return
    const result = safeParse(runtimeBalanceSchema, value)
    if (result.success) return
    // Finalized issues keep their messages and relative paths; addIssue prefixes the arg's path.
    for (const issue of result.error.issues) {
      ctx.addIssue({ ...issue, input: value } as Parameters<typeof ctx.addIssue>[0])
    }
  }),
)
