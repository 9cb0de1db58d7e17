// One field of a draft at a time, checked with the shared schemas: each parser returns the value
// to send or a predicate ("must be …") that the caller prefixes with the field's name.
import { parseUnits } from 'viem'
import * as z from 'zod/mini'
import { amountSchema, chainIdSchema } from '../schemas/common.js'
import type { AmountDraft } from './types.js'

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

const REQUIRED = 'is required'

/** The first issue's message of `schema` on `value`, or the parsed value. */
export function bySchema<T>(schema: z.ZodMiniType<T>, value: unknown): Parsed<T> {
  const result = z.safeParse(schema, value)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? 'is not valid' }
}

/** A string field checked by `schema` (an address, hex data); empty is "is required". */
export function parseText<T>(schema: z.ZodMiniType<T>, text: string): Parsed<T> {
  const value = text.trim()
  if (!value) return { ok: false, message: REQUIRED }
  return bySchema(schema, value)
}

/** A chain id picked from a select (a decimal string). */
export function parseChainId(text: string): Parsed<number> {
  if (!text.trim()) return { ok: false, message: 'is required: pick a chain' }
  if (!/^\d+$/.test(text.trim()))
    return { ok: false, message: 'must be a chain id (a positive whole number)' }
  const parsed = bySchema(chainIdSchema, Number(text))
  return parsed.ok ? parsed : { ok: false, message: 'must be a chain id (a positive whole number)' }
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
  if (!value) return { ok: false, message: REQUIRED }
  const pattern = bounds.signed ? /^-?(\d+\.?\d*|\.\d+)$/ : /^(\d+\.?\d*|\.\d+)$/
  if (!pattern.test(value))
    return {
      ok: false,
      message: bounds.signed
        ? 'must be a number, e.g. 1.5 or -2'
        : 'must be a non-negative number, e.g. 1.5 (no minus sign, no letters)',
    }
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals)
    return {
      ok: false,
      message:
        decimals === 0
          ? 'must be a whole number of base units (pick the decimals to type a decimal amount)'
          : `has more than ${decimals} decimal places`,
    }
  const units = parseUnits(value, decimals)
  const max = bounds.signed ? 2n ** BigInt(bounds.bits - 1) - 1n : 2n ** BigInt(bounds.bits) - 1n
  const min = bounds.signed ? -(2n ** BigInt(bounds.bits - 1)) : 0n
  const type = `${bounds.signed ? 'int' : 'uint'}${bounds.bits}`
  if (units > max || units < min) return { ok: false, message: `does not fit in a ${type}` }
  if (!bounds.signed) return bySchema(amountSchema, units.toString())
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

/** Slippage typed as a percent ("0.5") → the API's fraction (0.005); empty is the default. */
export function parseSlippage(text: string): Parsed<number | undefined> {
  const value = text.trim().replace(/%$/, '').trim()
  if (!value) return { ok: true, value: undefined }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value) || Number(value) > 100)
    return { ok: false, message: 'must be a percentage from 0 to 100, e.g. 0.5' }
  // Rounded to avoid 0.07 / 100 = 0.0007000000000000001.
  return { ok: true, value: Number((Number(value) / 100).toPrecision(12)) }
}
