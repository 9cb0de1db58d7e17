// Turns zod issues into the API's `errors[]` entries: one per offending field, the path as strings,
// an upper-case code and a message that names the field, the rule and what was received.
// The kit parses with zod/mini's plain default message, "Invalid input" (safe-parse.ts), and the
// messages are built here; our schemas' own messages are predicates ("must be ...") and are used as
// they are.
import type * as z from 'zod/mini'
import { describeValue, expectedType, fieldLabel, hasKey, valueAt } from './format-helpers.js'
import { DEFAULT_MESSAGE } from './safe-parse.js'

/** One problem with one field, in the shape of the error body's `errors[]` items. */
export type ErrorEntry = { code: string; path: string[]; message: string }

type Issue = z.core.$ZodIssue
/** A failed parse's issues: a `ZodError`, or the `error` of `safeParse`'s result. */
export type SchemaError = { issues: readonly Issue[] }
type Entry = { code: string; path: PropertyKey[]; message: string }

function custom(issue: Issue, fallback: string): string {
  return issue.message && issue.message !== DEFAULT_MESSAGE ? issue.message : fallback
}

function got(value: unknown, known: boolean): string {
  return known ? ` (got ${describeValue(value)})` : ''
}

function sizeRule(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, value: unknown) {
  const big = issue.code === 'too_big'
  const bound = String(big ? issue.maximum : issue.minimum)
  const inclusive = issue.inclusive !== false
  if (issue.origin === 'array' || issue.origin === 'string') {
    const unit = issue.origin === 'string' ? 'character' : 'item'
    const units = `${bound} ${unit}${bound === '1' ? '' : 's'}`
    const size = Array.isArray(value) || typeof value === 'string' ? ` (got ${value.length})` : ''
    return `must have ${big ? 'at most' : 'at least'} ${units}${size}`
  }
  const rule = big ? (inclusive ? 'at most' : 'less than') : inclusive ? 'at least' : 'greater than'
  return `must be ${rule} ${bound}`
}

function toEntries(issue: Issue, prefix: PropertyKey[], input: Input): Entry[] {
  const path = [...prefix, ...issue.path]
  const value = input.known
    ? valueAt(input.value, path)
    : 'input' in issue
      ? issue.input
      : undefined
  const known = input.known || 'input' in issue
  const label = fieldLabel(path)
  const missing = input.known ? !hasKey(input.value, path) : known && value === undefined
  if (missing && issue.code !== 'unrecognized_keys') {
    const rule = oneOf(issue)
    const message = `${label} is required${rule ? ` and ${rule}` : ''}`
    return [{ code: 'REQUIRED', path, message }]
  }
  switch (issue.code) {
    case 'invalid_type': {
      // Without the input a missing field cannot be told from a wrongly typed one: say both.
      const received = known ? got(value, known) : ' (it is missing or of another type)'
      const rule = custom(issue, `must be ${expectedType(issue.expected)}`)
      return [{ code: 'INVALID_TYPE', path, message: `${label} ${rule}${received}` }]
    }
    case 'too_big':
    case 'too_small': {
      const code = issue.code === 'too_big' ? 'TOO_BIG' : 'TOO_SMALL'
      const numeric = typeof value === 'number' || typeof value === 'bigint'
      const rule = `${sizeRule(issue, value)}${numeric ? got(value, known) : ''}`
      return [{ code, path, message: `${label} ${custom(issue, rule)}` }]
    }
    case 'invalid_format': {
      const rule = custom(issue, `must be a valid ${issue.format}`)
      return [{ code: 'INVALID_FORMAT', path, message: `${label} ${rule}${got(value, known)}` }]
    }
    case 'invalid_value': {
      const rule = custom(issue, oneOf(issue) ?? 'is not an allowed value')
      return [{ code: 'INVALID_VALUE', path, message: `${label} ${rule}${got(value, known)}` }]
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        code: 'UNRECOGNIZED_KEYS',
        path: [...path, key],
        message: `${fieldLabel([...path, key])} is not a field of this object; remove it (extra properties are not allowed here)`,
      }))
    case 'invalid_union':
      return unionEntries(issue, path, label, value, known, input)
    case 'invalid_key':
    case 'invalid_element':
      return issue.issues.flatMap((inner) => toEntries(inner, path, input))
    case 'not_multiple_of': {
      const rule = `must be a multiple of ${String(issue.divisor)}`
      return [{ code: 'INVALID_VALUE', path, message: `${label} ${rule}${got(value, known)}` }]
    }
    default: {
      const params = issue.params
      const code = typeof params?.code === 'string' ? params.code : 'INVALID_VALUE'
      return [{ code, path, message: `${label} ${custom(issue, 'is invalid')}` }]
    }
  }
}

function unionEntries(
  issue: z.core.$ZodIssueInvalidUnion,
  path: PropertyKey[],
  label: string,
  value: unknown,
  known: boolean,
  input: Input,
): Entry[] {
  // A discriminated union whose discriminator matched no option: the issue sits on the discriminator.
  if (discriminatorOptions(issue)) {
    const message = `${label} ${oneOf(issue)}${got(value, known)}`
    return [{ code: 'INVALID_VALUE', path, message }]
  }
  // Report the closest option: among those the value's type fits (no type mismatch on the value
  // itself), the one with the fewest problems, then the one that got deepest. When none fits, the
  // value has none of the accepted types.
  const depth = (issues: Issue[]) => Math.max(0, ...issues.map((i) => i.path.length))
  const fits = issue.errors.filter(
    (issues) => !issues.some((i) => i.path.length === 0 && i.code === 'invalid_type'),
  )
  const best = fits.sort((a, b) => a.length - b.length || depth(b) - depth(a))[0]
  if (best) return best.flatMap((inner) => toEntries(inner, path, input))
  const expected = [...new Set(issue.errors.flat().map((i) => describeOption(i)))].join(' or ')
  const rule = custom(issue, `must be ${expected}`)
  return [{ code: 'INVALID_TYPE', path, message: `${label} ${rule}${got(value, known)}` }]
}

function discriminatorOptions(issue: Issue): unknown[] | undefined {
  if (issue.code !== 'invalid_union') return undefined
  // zod's issue carries the note without typing it.
  const { note, options } = issue as { note?: string; options?: unknown[] }
  return note === 'No matching discriminator' ? (options ?? []) : undefined
}

/** `must be one of "a", "b"` where the field takes listed values. */
function oneOf(issue: Issue): string | undefined {
  const values = issue.code === 'invalid_value' ? issue.values : discriminatorOptions(issue)
  if (!values) return undefined
  const list = values.map((v) => describeValue(v)).join(', ')
  return `must be ${values.length > 1 ? 'one of ' : ''}${list}`
}

function describeOption(issue: Issue): string {
  if (issue.code === 'invalid_type') return expectedType(issue.expected)
  if (issue.code === 'invalid_value') return issue.values.map((v) => describeValue(v)).join(' or ')
  return custom(issue, 'a valid value').replace(/^must be /, '')
}

type Input = { known: true; value: unknown } | { known: false }

/**
 * The API's `errors[]` for a failed parse: ONE entry per offending field (the first problem the
 * parse found there), `path` as strings (array indices too), an upper-case `code` (`REQUIRED`,
 * `INVALID_TYPE`, `INVALID_FORMAT`, `INVALID_VALUE`, `TOO_SMALL`, `TOO_BIG`, `UNRECOGNIZED_KEYS`)
 * and a message naming the field and the rule.
 *
 * Pass the parsed `input` as well: with it a missing field is told apart from a wrongly typed one
 * (`REQUIRED` vs `INVALID_TYPE`) and messages say what was received (`got 31`). Without it, the
 * issues' own `input` is used when parsed with `{ reportInput: true }`. An app that imports `zod`
 * has set zod's English locale for every schema: parse with `{ error: () => 'Invalid input' }` to
 * get this wording rather than the locale's (the kit's own parses do).
 *
 * @example
 * const result = quoteRequestSchema.safeParse(body)
 * if (!result.success) toErrorEntries(result.error, body)
 * // [{ code: 'TOO_BIG', path: ['composeFlows'], message: 'composeFlows must have at most 30 items (got 31)' }]
 */
export function toErrorEntries(error: SchemaError, ...input: [input?: unknown]): ErrorEntry[] {
  const source: Input = input.length > 0 ? { known: true, value: input[0] } : { known: false }
  const seen = new Set<string>()
  const entries: ErrorEntry[] = []
  for (const entry of error.issues.flatMap((issue) => toEntries(issue, [], source))) {
    const path = entry.path.map(String)
    const id = JSON.stringify(path)
    if (seen.has(id)) continue
    seen.add(id)
    entries.push({ code: entry.code, path, message: entry.message })
  }
  return entries
}
