import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { quoteRequest } from '../../../fixtures/openapi-bodies.js'
import { toErrorEntries } from '../../../src/core/schemas/format-issues.js'
import { quoteRequestSchema } from '../../../src/core/schemas/quote.js'
import { safeParse } from '../../../src/core/schemas/safe-parse.js'

function entries(schema: z.ZodMiniType, value: unknown, withInput = true) {
  const result = safeParse(schema, value)
  if (result.success) throw new Error('expected a failure')
  return withInput ? toErrorEntries(result.error, value) : toErrorEntries(result.error)
}

describe('toErrorEntries (spec: Errors, errors[] of {code, path, message})', () => {
  it('gives one entry per offending field, even when a field breaks several rules', () => {
    const schema = z.object({
      id: z.string().check(z.minLength(5), z.regex(/^\d+$/, 'must be digits')),
    })
    expect(entries(schema, { id: 'ab' })).toEqual([
      { code: 'TOO_SMALL', path: ['id'], message: 'id must have at least 5 characters (got 2)' },
    ])
  })

  it('writes array indices in the path as strings', () => {
    const [entry] = entries(quoteRequestSchema, {
      ...quoteRequest,
      fundingTokens: [{ tokenAddress: '0x', chainId: 1, amount: '1' }],
    })
    expect(entry?.path).toEqual(['fundingTokens', '0', 'tokenAddress'])
  })

  it('reports each unknown key as its own field', () => {
    expect(entries(z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 })).toEqual([
      {
        code: 'UNRECOGNIZED_KEYS',
        path: ['b'],
        message:
          'b is not a field of this object; remove it (extra properties are not allowed here)',
      },
      {
        code: 'UNRECOGNIZED_KEYS',
        path: ['c'],
        message:
          'c is not a field of this object; remove it (extra properties are not allowed here)',
      },
    ])
  })

  it('tells a missing field (REQUIRED) from a wrongly typed one (INVALID_TYPE)', () => {
    const schema = z.object({ a: z.number(), b: z.number() })
    expect(entries(schema, { b: '1' })).toEqual([
      { code: 'REQUIRED', path: ['a'], message: 'a is required' },
      { code: 'INVALID_TYPE', path: ['b'], message: 'b must be a number (got "1")' },
    ])
  })

  it('without the input, says a field is missing or of another type', () => {
    expect(entries(z.object({ a: z.int() }), {}, false)).toEqual([
      {
        code: 'INVALID_TYPE',
        path: ['a'],
        message: 'a must be a number (it is missing or of another type)',
      },
    ])
  })

  it('uses the issue input when the parse reported it', () => {
    const result = z.safeParse(z.object({ a: z.number() }), {}, { reportInput: true })
    expect(result.success || toErrorEntries(result.error)).toEqual([
      { code: 'REQUIRED', path: ['a'], message: 'a is required' },
    ])
  })

  it('names the value itself "input"', () => {
    expect(entries(quoteRequestSchema, null)).toEqual([
      { code: 'INVALID_TYPE', path: [], message: 'input must be an object (got null)' },
    ])
  })

  it('says which types a union takes when the value has none of them', () => {
    const schema = z.object({ v: z.union([z.string(), z.number()]) })
    expect(entries(schema, { v: true })).toEqual([
      { code: 'INVALID_TYPE', path: ['v'], message: 'v must be a string or a number (got true)' },
    ])
  })

  it('reports exclusive number bounds as such', () => {
    expect(entries(z.object({ n: z.number().check(z.positive()) }), { n: 0 })).toEqual([
      { code: 'TOO_SMALL', path: ['n'], message: 'n must be greater than 0 (got 0)' },
    ])
  })

  it('passes the code of a custom rule through', () => {
    const schema = z.object({
      s: z
        .string()
        .check(z.refine((v) => v === 'x', { error: 'must be x', params: { code: 'NOT_X' } })),
    })
    expect(entries(schema, { s: 'y' })).toEqual([
      { code: 'NOT_X', path: ['s'], message: 's must be x' },
    ])
  })
})

describe('toErrorEntries on integers', () => {
  it('says a fractional number must be an integer', () => {
    expect(entries(z.object({ n: z.int() }), { n: 1.5 })).toEqual([
      { code: 'INVALID_TYPE', path: ['n'], message: 'n must be an integer (got 1.5)' },
    ])
  })
})
