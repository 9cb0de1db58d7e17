// The kit's validator against the issues zod/mini 4 gives for the same schemas and values (the
// expectations were taken from zod/mini before the kit replaced it): the shapes `toErrorEntries`
// words, and the rules on which issues a parse reports at all.
import { describe, expect, it } from 'vitest'
import * as z from '../../../src/core/schemas/validator/index.js'

const issues = (schema: z.Schema, value: unknown, context?: { reportInput?: boolean }) => {
  const result = z.safeParse(schema, value, context)
  return result.success ? 'valid' : result.error.issues
}

describe('the validator reports what zod/mini reports', () => {
  it('integers: wrong type, a fraction, beyond the safe range, then the bounds', () => {
    expect(issues(z.int(), '1')).toEqual([
      { expected: 'number', code: 'invalid_type', path: [], message: 'Invalid input' },
    ])
    expect(issues(z.int(), 1.5)).toEqual([
      {
        expected: 'int',
        format: 'safeint',
        code: 'invalid_type',
        path: [],
        message: 'Invalid input',
      },
    ])
    const big = {
      code: 'too_big',
      maximum: Number.MAX_SAFE_INTEGER,
      note: 'Integers must be within the safe integer range.',
      origin: 'int',
      inclusive: true,
      path: [],
      message: 'Invalid input',
    }
    expect(issues(z.int(), 2 ** 60)).toEqual([big])
    expect(issues(z.int().check(z.positive()), 2 ** 60)).toEqual([big])
    expect(issues(z.int().check(z.positive()), 0)).toEqual([
      {
        origin: 'number',
        code: 'too_small',
        minimum: 0,
        inclusive: false,
        path: [],
        message: 'Invalid input',
      },
    ])
    expect(issues(z.int().check(z.nonnegative(), z.lte(10, 'must fit')), 11)).toEqual([
      {
        origin: 'number',
        code: 'too_big',
        maximum: 10,
        inclusive: true,
        path: [],
        message: 'must fit',
      },
    ])
    // zod adds `received: 'NaN'`, which nothing reads.
    expect(issues(z.number(), Number.NaN)).toMatchObject([
      { expected: 'number', code: 'invalid_type', path: [], message: 'Invalid input' },
    ])
  })

  it('a list over its maximum is refused for its length alone, its items unparsed', () => {
    expect(issues(z.array(z.int()).check(z.maxLength(1)), [1.5, 'a'])).toEqual([
      {
        origin: 'array',
        code: 'too_big',
        maximum: 1,
        inclusive: true,
        path: [],
        message: 'Invalid input',
      },
    ])
    expect(issues(z.array(z.int()).check(z.maxLength(2)), [1.5, 'a'])).toEqual([
      {
        expected: 'int',
        format: 'safeint',
        code: 'invalid_type',
        path: [0],
        message: 'Invalid input',
      },
      { expected: 'number', code: 'invalid_type', path: [1], message: 'Invalid input' },
    ])
  })

  it('a rule after a failed item does not run; a length rule does', () => {
    const rule = z.refine((list: number[]) => list.length > 5, 'never reached')
    expect(issues(z.array(z.int()).check(rule, z.minLength(3)), ['a'])).toEqual([
      { expected: 'number', code: 'invalid_type', path: [0], message: 'Invalid input' },
      {
        origin: 'array',
        code: 'too_small',
        minimum: 3,
        inclusive: true,
        path: [],
        message: 'Invalid input',
      },
    ])
  })

  it('strict objects: field issues first, then every unknown key in one issue', () => {
    expect(issues(z.strictObject({ a: z.int() }), { b: 1 })).toEqual([
      { expected: 'number', code: 'invalid_type', path: ['a'], message: 'Invalid input' },
      { code: 'unrecognized_keys', keys: ['b'], path: [], message: 'Invalid input' },
    ])
    expect(
      issues(z.strictObject({ a: z.optional(z.int()) }), { a: undefined, b: 1, c: 2 }),
    ).toEqual([{ code: 'unrecognized_keys', keys: ['b', 'c'], path: [], message: 'Invalid input' }])
    expect(issues(z.looseObject({ a: z.int() }), null)).toEqual([
      { expected: 'object', code: 'invalid_type', path: [], message: 'Invalid input' },
    ])
  })

  it('optional keys stay absent, present undefined stays present, defaults fill in', () => {
    const schema = z.strictObject({ a: z._default(z.number(), 3), b: z.optional(z.int()) })
    expect(z.safeParse(schema, {})).toEqual({ success: true, data: { a: 3 } })
    const present = z.safeParse(schema, { b: undefined })
    expect(present.success && Object.keys(present.data)).toEqual(['a', 'b'])
    expect(z.safeParse(z.looseObject({ a: z.string() }), { a: 'x', extra: [1] }).data).toEqual({
      a: 'x',
      extra: [1],
    })
    expect(z.safeParse(z.object({ a: z.string() }), { a: 'x', extra: 1 }).data).toEqual({ a: 'x' })
    const list = z._default(z.array(z.string()), [])
    const first = z.safeParse(list, undefined).data
    first?.push('x')
    expect(z.safeParse(list, undefined).data).toEqual([])
  })

  it('unions: the first option that passes; the only option whose type fits; else all', () => {
    expect(issues(z.union([z.string(), z.int()]), true)).toEqual([
      {
        code: 'invalid_union',
        errors: [
          [{ expected: 'string', code: 'invalid_type', path: [], message: 'Invalid input' }],
          [{ expected: 'number', code: 'invalid_type', path: [], message: 'Invalid input' }],
        ],
        path: [],
        message: 'Invalid input',
      },
    ])
    const digits = z.string().check(z.regex(/^\d+$/, 'must be digits'))
    expect(issues(z.union([digits, z.strictObject({ n: z.int() })], 'either'), 'x')).toEqual([
      {
        origin: 'string',
        code: 'invalid_format',
        format: 'regex',
        pattern: '/^\\d+$/',
        path: [],
        message: 'must be digits',
      },
    ])
    expect(z.safeParse(z.union([digits, z.int()]), 7)).toEqual({ success: true, data: 7 })
  })

  it('listed values, and a schema-wide message that may decline', () => {
    expect(issues(z.literal([0, 1]), 2)).toEqual([
      { code: 'invalid_value', values: [0, 1], path: [], message: 'Invalid input' },
    ])
    expect(issues(z.literal('x'), 2)).toEqual([
      { code: 'invalid_value', values: ['x'], path: [], message: 'Invalid input' },
    ])
    const mode = z.enum(['eoa', 'smart-account'], {
      error: (issue) => (issue.input === 'eoa-7702' ? 'NO' : undefined),
    })
    expect(issues(mode, 'eoa-7702')).toEqual([
      { code: 'invalid_value', values: ['eoa', 'smart-account'], path: [], message: 'NO' },
    ])
    expect(issues(mode, 'x')).toEqual([
      {
        code: 'invalid_value',
        values: ['eoa', 'smart-account'],
        path: [],
        message: 'Invalid input',
      },
    ])
  })

  it('records: a failing key is an invalid_key issue holding its own', () => {
    const schema = z.record(z.string().check(z.regex(/^\d+$/, 'digits')), z.int())
    expect(issues(schema, { a: 1, '1': 'x' })).toEqual([
      { expected: 'number', code: 'invalid_type', path: ['1'], message: 'Invalid input' },
      {
        code: 'invalid_key',
        origin: 'record',
        issues: [
          {
            origin: 'string',
            code: 'invalid_format',
            format: 'regex',
            pattern: '/^\\d+$/',
            path: [],
            message: 'digits',
          },
        ],
        path: ['a'],
        message: 'Invalid input',
      },
    ])
    expect(issues(schema, [])).toEqual([
      { expected: 'record', code: 'invalid_type', path: [], message: 'Invalid input' },
    ])
  })

  it('discriminated unions: the matching option, or the accepted values at the discriminator', () => {
    const schema = z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('a') }),
      z.strictObject({ type: z.literal('b'), x: z.int() }),
    ])
    expect(issues(schema, { type: 'c' })).toEqual([
      {
        code: 'invalid_union',
        errors: [],
        note: 'No matching discriminator',
        discriminator: 'type',
        options: ['a', 'b'],
        path: ['type'],
        message: 'Invalid input',
      },
    ])
    expect(issues(schema, { type: 'b' })).toEqual([
      { expected: 'number', code: 'invalid_type', path: ['x'], message: 'Invalid input' },
    ])
    expect(issues(schema, 5)).toEqual([
      { code: 'invalid_type', expected: 'object', path: [], message: 'Invalid input' },
    ])
  })

  it('nullable takes null, not undefined; the input is reported only when asked', () => {
    expect(issues(z.nullable(z.int()), null)).toBe('valid')
    expect(issues(z.nullable(z.int()), undefined)).toEqual([
      { expected: 'number', code: 'invalid_type', path: [], message: 'Invalid input' },
    ])
    expect(issues(z.strictObject({ a: z.int() }), { a: 'x' }, { reportInput: true })).toEqual([
      {
        expected: 'number',
        code: 'invalid_type',
        path: ['a'],
        message: 'Invalid input',
        input: 'x',
      },
    ])
  })
})

describe('the validator beyond zod/mini', () => {
  it('hex: the type, then the digits, both worded by the schema', () => {
    const schema = z.hex(/^0x[0-9a-f]{2}$/, { error: 'hex!' })
    expect(issues(schema, 5)).toEqual([
      { expected: 'string', code: 'invalid_type', path: [], message: 'hex!' },
    ])
    expect(issues(schema, '0xabc')).toMatchObject([
      { code: 'invalid_format', path: [], message: 'hex!' },
    ])
    expect(issues(schema, 'ab')).not.toBe('valid')
    expect(issues(schema, '0xab')).toBe('valid')
  })

  it('parse throws an Error that lists the issues', () => {
    expect(() => z.parse(z.strictObject({ a: z.int() }), {})).toThrow('a: Invalid input')
  })

  it('measures strings in UTF-16 units (zod counts code points; both agree on a minimum of 1)', () => {
    expect(issues(z.string().check(z.minLength(1)), '😀')).toBe('valid')
    expect(issues(z.string().check(z.minLength(1)), '')).toMatchObject([
      { code: 'too_small', origin: 'string', minimum: 1 },
    ])
    expect(issues(z.string().check(z.maxLength(1)), '😀')).toMatchObject([
      { code: 'too_big', origin: 'string', maximum: 1 },
    ])
  })
})
