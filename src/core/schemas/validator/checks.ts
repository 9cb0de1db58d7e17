// Rules a schema runs on a value of the right type, as zod/mini's checks: lengths, a pattern,
// number bounds and custom rules. A failed rule is one issue, and the schema's other rules still run.
import { type Check, errorMap, type Params, type RawIssue } from './schema.js'

type Sized = { length: number }

/** A bound on a number, or on a length (`sized`: a string's or a list's, read from any value). */
/* @__NO_SIDE_EFFECTS__ */
function compare<T>(
  big: boolean,
  bound: number,
  inclusive: boolean,
  sized: boolean,
  params?: Params,
): Check<T> {
  const check: Check<T> = {
    error: errorMap(params),
    max: sized && big ? bound : undefined,
    // A length is checked even on a value of the wrong type, if it has one.
    when: sized
      ? ({ value }) => value != null && (value as Partial<Sized>).length !== undefined
      : undefined,
    check(payload) {
      const value = payload.value
      // UTF-16 units, where zod counts code points: the kit's only string lengths are minimums of
      // 1, on which the two agree.
      const size = sized ? (value as Sized).length : (value as number)
      if (big ? size < bound : size > bound) return
      if (inclusive && size === bound) return
      payload.issues.push({
        origin: !sized
          ? 'number'
          : Array.isArray(value)
            ? 'array'
            : typeof value === 'string'
              ? 'string'
              : 'unknown',
        code: big ? 'too_big' : 'too_small',
        [big ? 'maximum' : 'minimum']: bound,
        inclusive,
        input: value,
        inst: check,
        continue: true,
      })
    },
  }
  return check
}

/** At most `limit` items (a list) or UTF-16 units (a string). A longer list's items are not parsed. */
/* @__NO_SIDE_EFFECTS__ */
export function maxLength(limit: number, params?: Params) {
  return compare<Sized>(true, limit, true, true, params)
}

/** At least `limit` items (a list) or UTF-16 units (a string). */
/* @__NO_SIDE_EFFECTS__ */
export function minLength(limit: number, params?: Params) {
  return compare<Sized>(false, limit, true, true, params)
}

/** A string matching `pattern`. */
/* @__NO_SIDE_EFFECTS__ */
export function regex(pattern: RegExp, params?: Params): Check<string> {
  const check: Check<string> = {
    error: errorMap(params),
    check(payload) {
      pattern.lastIndex = 0
      if (pattern.test(payload.value as string)) return
      payload.issues.push({
        origin: 'string',
        code: 'invalid_format',
        format: 'regex',
        input: payload.value,
        pattern: String(pattern),
        inst: check,
        continue: true,
      })
    },
  }
  return check
}

/** A number at most `limit`. */
/* @__NO_SIDE_EFFECTS__ */
export function lte(limit: number, params?: Params) {
  return compare<number>(true, limit, true, false, params)
}
/** A number at least `limit`. */
/* @__NO_SIDE_EFFECTS__ */
export function gte(limit: number, params?: Params) {
  return compare<number>(false, limit, true, false, params)
}
/** A number above 0. */
/* @__NO_SIDE_EFFECTS__ */
export function positive(params?: Params) {
  return compare<number>(false, 0, false, false, params)
}
/** A number of 0 or more. */
/* @__NO_SIDE_EFFECTS__ */
export function nonnegative(params?: Params) {
  return compare<number>(false, 0, true, false, params)
}

/** A custom rule: `fn` returns whether the value is valid; the issue's code is `custom`. */
/* @__NO_SIDE_EFFECTS__ */
export function refine<T>(fn: (value: T) => unknown, params?: Params): Check<T> {
  const extra = typeof params === 'object' && params.params ? { params: params.params } : {}
  const check: Check<T> = {
    error: errorMap(params),
    check(payload) {
      if (fn(payload.value as T)) return
      payload.issues.push({
        code: 'custom',
        input: payload.value,
        inst: check,
        path: [],
        continue: true,
        ...extra,
      })
    },
  }
  return check
}

/** What a `superRefine` rule is given to report with: `addIssue` as many times as it finds. */
export type RefinementContext = { value: unknown; addIssue(issue: RawIssue): void }

/** A custom rule that reports its own issues (code `custom` unless given, `input` the value). */
/* @__NO_SIDE_EFFECTS__ */
export function superRefine<T>(fn: (value: T, context: RefinementContext) => void): Check<T> {
  const check: Check<T> = {
    check(payload) {
      const addIssue = (issue: RawIssue) => {
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          inst: check,
          continue: true,
          ...issue,
        })
      }
      fn(payload.value as T, { value: payload.value, addIssue })
    },
  }
  return check
}
