// Rules a schema runs on a value of the right type, as zod/mini's checks: lengths, a pattern,
// number bounds and custom rules. A failed rule is one issue, and the schema's other rules still run.
import { type Check, errorMap, type Params, type RawIssue } from './schema.js'

type Sized = { length: number }

function length(big: boolean, limit: number, params?: Params): Check<Sized> {
  const check: Check<Sized> = {
    error: errorMap(params),
    size: true,
    max: big ? limit : undefined,
    // Runs on any value that has a length, even one of the wrong type.
    when: ({ value }) => value != null && (value as Partial<Sized>).length !== undefined,
    check(payload) {
      const value = payload.value as string | unknown[]
      // Strings count code points; counting them only matters near the limit.
      const size =
        typeof value === 'string' && (big ? value.length > limit : value.length >= limit)
          ? [...value].length
          : value.length
      if (big ? size <= limit : size >= limit) return
      payload.issues.push({
        origin: Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown',
        code: big ? 'too_big' : 'too_small',
        [big ? 'maximum' : 'minimum']: limit,
        inclusive: true,
        input: value,
        inst: check,
        continue: true,
      })
    },
  }
  return check
}

/** At most `limit` items (a list) or characters (a string). A longer list's items are not parsed. */
export const maxLength = (limit: number, params?: Params) => length(true, limit, params)

/** At least `limit` items (a list) or characters (a string). */
export const minLength = (limit: number, params?: Params) => length(false, limit, params)

/** A string matching `pattern`. */
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

function bound(big: boolean, limit: number, inclusive: boolean, params?: Params): Check<number> {
  const check: Check<number> = {
    error: errorMap(params),
    check(payload) {
      const value = payload.value as number
      const ok = big
        ? value < limit || (inclusive && value === limit)
        : value > limit || (inclusive && value === limit)
      if (ok) return
      payload.issues.push({
        origin: 'number',
        code: big ? 'too_big' : 'too_small',
        [big ? 'maximum' : 'minimum']: limit,
        input: value,
        inclusive,
        inst: check,
        continue: true,
      })
    },
  }
  return check
}

/** A number at most `limit`. */
export const lte = (limit: number, params?: Params) => bound(true, limit, true, params)
/** A number at least `limit`. */
export const gte = (limit: number, params?: Params) => bound(false, limit, true, params)
/** A number above 0. */
export const positive = (params?: Params) => bound(false, 0, false, params)
/** A number of 0 or more. */
export const nonnegative = (params?: Params) => bound(false, 0, true, params)

/** A custom rule: `fn` returns whether the value is valid; the issue's code is `custom`. */
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
