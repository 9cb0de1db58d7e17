import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { usdc } from '../../../fixtures/openapi-bodies.js'
import {
  addressSchema,
  amountSchema,
  bytes32Schema,
  chainIdSchema,
  checksumAddressSchema,
  hexSchema,
  timestampSchema,
} from '../../../src/core/schemas/common.js'

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success

describe('scalars (spec: Conventions)', () => {
  it('addresses are 0x + 40 hex, any case', () => {
    expect(ok(addressSchema, usdc)).toBe(true)
    expect(ok(addressSchema, usdc.toLowerCase())).toBe(true)
    for (const bad of [usdc.slice(0, -1), `${usdc}0`, usdc.slice(2), `0x${'g'.repeat(40)}`, 1]) {
      expect(ok(addressSchema, bad), String(bad)).toBe(false)
    }
  })

  it('checksummed addresses reject a wrong mixed-case checksum', () => {
    expect(ok(checksumAddressSchema, usdc)).toBe(true)
    expect(ok(checksumAddressSchema, usdc.toLowerCase())).toBe(true)
    expect(ok(checksumAddressSchema, usdc.replace('b86', 'B86'))).toBe(false)
  })

  it('hex is 0x-prefixed, bytes32 exactly 32 bytes', () => {
    expect(ok(hexSchema, '0x')).toBe(true)
    expect(ok(hexSchema, '0xabC1')).toBe(true)
    expect(ok(hexSchema, 'abc')).toBe(false)
    expect(ok(bytes32Schema, `0x${'a'.repeat(64)}`)).toBe(true)
    expect(ok(bytes32Schema, `0x${'a'.repeat(63)}`)).toBe(false)
  })

  it('chain ids are positive integers', () => {
    expect(ok(chainIdSchema, 1)).toBe(true)
    for (const bad of [0, -1, 1.5, '1', Number.MAX_SAFE_INTEGER + 1])
      expect(ok(chainIdSchema, bad)).toBe(false)
  })

  it('amounts are non-negative integer decimal strings up to uint256', () => {
    expect(ok(amountSchema, '0')).toBe(true)
    expect(ok(amountSchema, (2n ** 256n - 1n).toString())).toBe(true)
    for (const bad of ['-1', '1.0', ' 1', '0x1', '', (2n ** 256n).toString(), 1]) {
      expect(ok(amountSchema, bad), String(bad)).toBe(false)
    }
  })

  it('timestamps are non-negative integers (seconds)', () => {
    expect(ok(timestampSchema, 0)).toBe(true)
    expect(ok(timestampSchema, 1.5)).toBe(false)
    expect(ok(timestampSchema, -1)).toBe(false)
  })
})
