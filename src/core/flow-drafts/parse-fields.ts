// One field of a draft at a time, checked with the shared schemas: each parser returns the value
// to send or a problem (a code, its values and its English predicate, "must be …") that the caller
// prefixes with the field's name.
import { formatUnits, getAddress, parseUnits } from 'viem'
import type * as z from 'zod/mini'
import {
  type Address,
  addressSchema,
  amountSchema,
  chainIdSchema,
  checksumAddressSchema,
  type Hex,
  hexSchema,
} from '../schemas/common.js'
import { safeParse } from '../schemas/safe-parse.js'
import { failure, type ParseFailure } from './issues.js'
import type { AmountDraft } from './types.js'

export type Parsed<T> = { ok: true; value: T } | ParseFailure

/**
 * `value` through `schema`: the parsed value, or `problem` (default `invalid` with the schema's own
 * English predicate).
 */
export function bySchema<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  problem?: () => ParseFailure,
): Parsed<T> {
  const result = safeParse(schema, value)
  if (result.success) return { ok: true, value: result.data }
  return problem
    ? problem()
    : failure('invalid', { detail: result.error.issues[0]?.message ?? 'is not valid' })
}

/** An address (empty is `required`); with `checksum`, a mixed-case one must match EIP-55. */
export function parseAddress(text: string, options: { checksum?: boolean } = {}): Parsed<Address> {
  const value = text.trim()
  if (!value) return failure('required')
  const parsed = bySchema(addressSchema, value, () => failure('address'))
  if (!parsed.ok || !options.checksum) return parsed
  return bySchema(checksumAddressSchema, value, () =>
    failure('checksum', { checksummed: getAddress(value) }),
  )
}

/** 0x-prefixed hex data (empty is `required`). */
export function parseHex(text: string): Parsed<Hex> {
  const value = text.trim()
  if (!value) return failure('required')
  return bySchema(hexSchema, value, () => failure('hex'))
}

/** A chain id picked from a select (a decimal string). */
export function parseChainId(text: string): Parsed<number> {
  if (!text.trim()) return failure('chainRequired')
  if (!/^\d+$/.test(text.trim())) return failure('chainId')
  return bySchema(chainIdSchema, Number(text), () => failure('chainId'))
}

export type IntegerBounds = { signed: boolean; bits: number }

const UINT256: IntegerBounds = { signed: false, bits: 256 }

/**
 * A decimal amount scaled by its decimals into base units, as the decimal string the API takes:
 * "1.5" with 6 decimals is "1500000". Checked against the integer type's range.
 */
export function parseAmount(
  text: string,
  decimals: number,
  bounds: IntegerBounds = UINT256,
): Parsed<string> {
  const value = text.trim().replace(/_/g, '')
  if (!value) return failure('required')
  const pattern = bounds.signed ? /^-?(\d+\.?\d*|\.\d+)$/ : /^(\d+\.?\d*|\.\d+)$/
  if (!pattern.test(value)) return failure(bounds.signed ? 'number' : 'nonNegativeNumber')
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals)
    return decimals === 0 ? failure('wholeBaseUnits') : failure('tooManyDecimals', { decimals })
  const units = parseUnits(value, decimals)
  const max = bounds.signed ? 2n ** BigInt(bounds.bits - 1) - 1n : 2n ** BigInt(bounds.bits) - 1n
  const min = bounds.signed ? -(2n ** BigInt(bounds.bits - 1)) : 0n
  const type = `${bounds.signed ? 'int' : 'uint'}${bounds.bits}`
  if (units > max || units < min) return failure('outOfRange', { type })
  if (!bounds.signed)
    return bySchema(amountSchema, units.toString(), () => failure('outOfRange', { type }))
  return { ok: true, value: units.toString() }
}

/** An `AmountDraft` in base units (empty text is "is required"). */
export function parseAmountDraft(draft: AmountDraft, bounds?: IntegerBounds): Parsed<string> {
  return parseAmount(draft.value, draft.decimals, bounds)
}

/** The base-unit value of a decimal amount, for a "= 1500000 base units" hint; undefined if invalid. */
export function toBaseUnits(text: string, decimals: number): string | undefined {
  const parsed = parseAmount(text, decimals, { signed: true, bits: 256 })
  return parsed.ok ? parsed.value : undefined
}

/**
 * The same amount written for `to` decimals instead of `from` ("25000000" in base units is "25"
 * with 6 decimals): switching an amount's unit keeps what it means. Text that is no amount yet is
 * kept as typed, for the new unit to read.
 */
export function rescaleAmount(text: string, from: number, to: number): string {
  const base = toBaseUnits(text, from)
  return base === undefined ? text : formatUnits(BigInt(base), to)
}

/** Slippage typed as a percent ("0.5") → the API's fraction (0.005); empty is the default. */
export function parseSlippage(text: string): Parsed<number | undefined> {
  const value = text.trim().replace(/%$/, '').trim()
  if (!value) return { ok: true, value: undefined }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value) || Number(value) > 100) return failure('slippage')
  // Rounded to avoid 0.07 / 100 = 0.0007000000000000001.
  return { ok: true, value: Number((Number(value) / 100).toPrecision(12)) }
}
