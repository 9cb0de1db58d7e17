// Scalar building blocks shared by every resource schema. Messages are predicates ("must be ...")
// because `toErrorEntries` prefixes them with the field's path.
import { getAddress, isAddress } from 'viem'
import * as z from 'zod/mini'

const MAX_UINT256 = 2n ** 256n - 1n

// A template literal (not a plain string) so the parsed type is viem's `0x${string}`; `digits` is
// what must follow the 0x. `error` words both of its issues: not a string, and not these digits.
/* @__NO_SIDE_EFFECTS__ */
function hex(digits: RegExp, error: string) {
  return z.templateLiteral(['0x', z.string().check(z.regex(digits))], { error })
}

const ADDRESS = /^[0-9a-fA-F]{40}$/
const ADDRESS_MESSAGE =
  'must be a 0x-prefixed 20-byte hex address (0x followed by 40 hex characters)'

/** 0x-prefixed 20-byte hex address, any letter case (the checksum is not checked). */
export const addressSchema = hex(ADDRESS, ADDRESS_MESSAGE)

function checksummed(value: unknown): string {
  return typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : 'its EIP-55 form'
}

/**
 * An address whose EIP-55 checksum is right when it is written in mixed case. An all-lowercase
 * address carries no checksum and passes: viem's `isAddress(x, { strict: true })` rule.
 */
export const checksumAddressSchema = hex(ADDRESS, ADDRESS_MESSAGE).check(
  z.refine((value) => isAddress(value, { strict: true }), {
    error: (issue) =>
      `must be a checksummed address: its letter case does not match the EIP-55 checksum (write ${checksummed(issue.input)}, or all lowercase)`,
    params: { code: 'INVALID_FORMAT' },
  }),
)

/** 0x-prefixed hex data of any length, `0x` included (calldata, signatures, storage values). */
export const hexSchema = hex(
  /^[0-9a-fA-F]*$/,
  'must be 0x-prefixed hex (0x followed by hex characters only)',
)

/** 0x-prefixed 32-byte hex: hashes, ECDSA r and s. */
export const bytes32Schema = hex(
  /^[0-9a-fA-F]{64}$/,
  'must be 0x-prefixed 32-byte hex (0x followed by 64 hex characters)',
)

/** An EVM chain id: a positive safe integer. */
export const chainIdSchema = z.int().check(z.positive())

/**
 * A non-negative integer as a decimal string, in the smallest unit (wei), no larger than a uint256.
 * Also used for gas limits and native values, which the spec writes the same way
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Resources and their fields).
 */
export const amountSchema = z.string().check(
  z.regex(/^\d+$/, 'must be a non-negative integer written as a decimal string, e.g. "1000000"'),
  z.refine((value) => !/^\d+$/.test(value) || BigInt(value) <= MAX_UINT256, {
    error: 'must fit in a uint256 (at most 2^256 - 1)',
    params: { code: 'TOO_BIG' },
  }),
)

/** A Unix timestamp in seconds; the orchestrator stores it as a uint48. */
export const timestampSchema = z
  .int()
  .check(z.nonnegative(), z.lte(2 ** 48 - 1, 'must fit in a uint48 (at most 2^48 - 1)'))

/** Execution mode of a request (`mode`). */
export const modeSchema = z.enum(['smart-account', 'eoa', 'eoa-7702'])

/** `mm-dtk` is in the OpenAPI enum, not the spec: accepted so a client can reject it by name. */
export const quoteTypeSchema = z.enum(['permit', 'onchain', 'simple', 'permit-sca', 'mm-dtk'])

export type Address = z.infer<typeof addressSchema>
export type Hex = z.infer<typeof hexSchema>
export type Mode = z.infer<typeof modeSchema>
