// Rules a schema runs on a value of the right type, as zod/mini's checks: lengths, a pattern,
// number bounds and custom rules. A failed rule is one issue, and the schema's other rules still run.
import { type Check, errorMap, type Params, type RawIssue } from './schema.js'

type Sized = { length: number }

/* @__NO_SIDE_EFFECTS__ */
function length(big: boolean, limit: number, params?: Params): Check<Sized> {
  const check: Check<Sized> = {
    error: errorMap(params),
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
/* @__NO_SIDE_EFFECTS__ */
export function maxLength(limit: number, params?: Params) {
  return length(true, limit, params)
}

/** At least `limit` items (a list) or characters (a string). */
/* @__NO_SIDE_EFFECTS__ */
export function minLength(limit: number, params?: Params) {
  return length(false, limit, params)
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

/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
export function lte(limit: number, params?: Params) {
  return bound(true, limit, true, params)
}
/** A number at least `limit`. */
/* @__NO_SIDE_EFFECTS__ */
export function gte(limit: number, params?: Params) {
  return bound(false, limit, true, params)
}
/** A number above 0. */
/* @__NO_SIDE_EFFECTS__ */
export function positive(params?: Params) {
  return bound(false, 0, false, params)
}
/** A number of 0 or more. */
/* @__NO_SIDE_EFFECTS__ */
export function nonnegative(params?: Params) {
  return bound(false, 0, true, params)
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
