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
  wrongType,
} from './schema.js'

type Primitive = string | number | boolean | null | undefined

/* @__NO_SIDE_EFFECTS__ */
function typed<T>(expected: string, test: (value: unknown) => boolean, params?: Params) {
  return new Schema<T, T>((payload, _, self) => {
    if (!test(payload.value)) wrongType(payload, expected, self)
  }, errorMap(params))
}

/* @__NO_SIDE_EFFECTS__ */
export function string(params?: Params) {
  return typed<string>('string', (value) => typeof value === 'string', params)
}

/* @__NO_SIDE_EFFECTS__ */
export function boolean(params?: Params) {
  return typed<boolean>('boolean', (value) => typeof value === 'boolean', params)
}

/** A finite number (not NaN, not ±Infinity). */
/* @__NO_SIDE_EFFECTS__ */
export function number(params?: Params) {
  return typed<number>(
    'number',
    (value) => typeof value === 'number' && Number.isFinite(value),
    params,
  )
}

/** Anything, as is. */
/* @__NO_SIDE_EFFECTS__ */
export function unknown() {
  return new Schema<unknown, unknown>(() => {})
}

const safeInteger: Check = {
  check(payload: Payload) {
    const value = payload.value as number
    const big = value > 0
    const issue: RawIssue = Number.isInteger(value)
      ? {
          code: big ? 'too_big' : 'too_small',
          [big ? 'maximum' : 'minimum']: big ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER,
          note: 'Integers must be within the safe integer range.',
          origin: 'int',
          inclusive: true,
          continue: true,
        }
      : { expected: 'int', format: 'safeint', code: 'invalid_type', continue: false }
    if (!Number.isSafeInteger(value))
      payload.issues.push({ ...issue, input: value, inst: safeInteger })
  },
}

/** A safe integer: a fraction is the wrong type (`int`), beyond ±2^53 - 1 is too big or small. */
/* @__NO_SIDE_EFFECTS__ */
export function int(params?: Params) {
  return number(params).check(safeInteger)
}

/* @__NO_SIDE_EFFECTS__ */
function oneOf<T>(values: readonly unknown[], params?: Params): Schema<T, T> {
  const set = new Set(values)
  const schema = new Schema<T, T>((payload, _, self) => {
    if (set.has(payload.value)) return
    payload.issues.push({ code: 'invalid_value', values, input: payload.value, inst: self })
  }, errorMap(params))
  return Object.assign(schema, { values: set })
}

/** Exactly `value`, or one of the values when given a list. */
/* @__NO_SIDE_EFFECTS__ */
export function literal<const T extends Primitive | readonly Primitive[]>(
  value: T,
  params?: Params,
) {
  return oneOf<T extends readonly (infer U)[] ? U : T>(
    Array.isArray(value) ? value : [value],
    params,
  )
}

/** One of the listed strings. */
/* @__NO_SIDE_EFFECTS__ */
function enumOf<const T extends readonly string[]>(values: T, params?: Params) {
  return oneOf<T[number]>(values, params)
}

export { enumOf as enum }

/**
 * A string `pattern` matches (anchored, with its `0x`), typed as viem's `0x${string}`. A string
 * that does not match is an `invalid_format` issue, anything else `invalid_type`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function hex(pattern: RegExp, params?: Params) {
  return new Schema<`0x${string}`, `0x${string}`>((payload, _, self) => {
    const { value } = payload
    if (typeof value !== 'string') wrongType(payload, 'string', self)
    else if (!pattern.test(value))
      payload.issues.push({ code: 'invalid_format', format: 'hex', input: value, inst: self })
  }, errorMap(params))
}

type AnySchema = Schema<unknown, unknown>

export interface OptionalSchema<S extends AnySchema>
  extends Schema<S['_o'] | undefined, S['_i'] | undefined> {
  readonly optin: 'optional'
  readonly optout: 'optional'
}

/** `undefined`, or a value `inner` accepts; in an object, the key may be left out. */
/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
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
