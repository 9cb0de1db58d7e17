// The schemas for single values: strings, numbers, booleans, listed values, hex, and the wrappers
// that let a value be absent, null or defaulted.
import {
  type Check,
  errorMap,
  type Params,
  type Payload,
  type RawIssue,
  run,
  Schema,
} from './schema.js'

type Primitive = string | number | boolean | null | undefined

function typed<T>(expected: string, test: (value: unknown) => boolean, params?: Params) {
  return new Schema<T, T>((payload, _, self) => {
    if (test(payload.value)) return
    payload.issues.push({ expected, code: 'invalid_type', input: payload.value, inst: self })
  }, errorMap(params))
}

export const string = (params?: Params) =>
  typed<string>('string', (value) => typeof value === 'string', params)

export const boolean = (params?: Params) =>
  typed<boolean>('boolean', (value) => typeof value === 'boolean', params)

/** A finite number (not NaN, not ±Infinity). */
export const number = (params?: Params) =>
  typed<number>('number', (value) => typeof value === 'number' && Number.isFinite(value), params)

/** Anything, as is. */
export const unknown = () => new Schema<unknown, unknown>(() => {})

const safeInteger: Check = {
  check(payload: Payload) {
    const value = payload.value as number
    const issue: RawIssue = { input: value, inst: safeInteger }
    if (!Number.isInteger(value))
      Object.assign(issue, {
        expected: 'int',
        format: 'safeint',
        code: 'invalid_type',
        continue: false,
      })
    else if (!Number.isSafeInteger(value))
      Object.assign(issue, {
        code: value > 0 ? 'too_big' : 'too_small',
        [value > 0 ? 'maximum' : 'minimum']:
          value > 0 ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER,
        note: 'Integers must be within the safe integer range.',
        origin: 'int',
        inclusive: true,
        continue: true,
      })
    else return
    payload.issues.push(issue)
  },
}

/** A safe integer: a fraction is the wrong type (`int`), beyond ±2^53 - 1 is too big or small. */
export const int = (params?: Params) => number(params).check(safeInteger)

function oneOf<T>(values: readonly unknown[], params?: Params): Schema<T, T> {
  const set = new Set(values)
  const schema = new Schema<T, T>((payload, _, self) => {
    if (set.has(payload.value)) return
    payload.issues.push({ code: 'invalid_value', values, input: payload.value, inst: self })
  }, errorMap(params))
  return Object.assign(schema, { values: set })
}

/** Exactly `value`, or one of the values when given a list. */
export const literal = <const T extends Primitive | readonly Primitive[]>(
  value: T,
  params?: Params,
) => oneOf<T extends readonly (infer U)[] ? U : T>(Array.isArray(value) ? value : [value], params)

/** One of the listed strings. */
const enumOf = <const T extends readonly string[]>(values: T, params?: Params) =>
  oneOf<T[number]>(values, params)

export { enumOf as enum }

/**
 * `0x` then what `digits` matches (anchored), typed as viem's `0x${string}`. A string that does
 * not match is an `invalid_format` issue, anything else `invalid_type`.
 */
export function hex(digits: RegExp, params?: Params) {
  return new Schema<`0x${string}`, `0x${string}`>((payload, _, self) => {
    const { value } = payload
    const issue =
      typeof value !== 'string'
        ? { expected: 'string', code: 'invalid_type' }
        : value.startsWith('0x') && digits.test(value.slice(2))
          ? undefined
          : { code: 'invalid_format', format: 'hex' }
    if (issue) payload.issues.push({ ...issue, input: value, inst: self })
  }, errorMap(params))
}

type AnySchema = Schema<unknown, unknown>

export interface OptionalSchema<S extends AnySchema>
  extends Schema<S['_o'] | undefined, S['_i'] | undefined> {
  readonly optin: 'optional'
  readonly optout: 'optional'
}

/** `undefined`, or a value `inner` accepts; in an object, the key may be left out. */
export function optional<S extends AnySchema>(inner: S): OptionalSchema<S> {
  const schema = new Schema((payload, context) => {
    if (payload.value !== undefined) run(inner, payload, context)
  })
  return Object.assign(schema, {
    optin: 'optional',
    optout: 'optional',
    values: inner.values && new Set([...inner.values, undefined]),
  }) as unknown as OptionalSchema<S>
}

/** `null`, or a value `inner` accepts. */
export function nullable<S extends AnySchema>(inner: S): Schema<S['_o'] | null, S['_i'] | null> {
  const schema = new Schema<S['_o'] | null, S['_i'] | null>((payload, context) => {
    if (payload.value !== null) run(inner, payload, context)
  })
  return Object.assign(schema, {
    optin: inner.optin,
    optout: inner.optout,
    values: inner.values && new Set([...inner.values, null]),
  })
}

export interface DefaultSchema<S extends AnySchema>
  extends Schema<Exclude<S['_o'], undefined>, S['_i'] | undefined> {
  readonly optin: 'defaulted'
}

/** `value` (a fresh copy of a list) in place of `undefined`; in an object, a key that may be left out. */
export function _default<S extends AnySchema>(
  inner: S,
  value: Exclude<S['_o'], undefined>,
): DefaultSchema<S> {
  const fresh = () => (Array.isArray(value) ? [...value] : value)
  const schema = new Schema((payload, context) => {
    if (payload.value !== undefined) run(inner, payload, context)
    if (payload.value === undefined) payload.value = fresh()
  })
  return Object.assign(schema, {
    optin: 'defaulted',
    values: inner.values,
  }) as unknown as DefaultSchema<S>
}
