// The core of the kit's own validator: a schema parses a value into its output and collects the
// issues it finds. It follows zod/mini's functional API and its issue shapes (code, path, message,
// params …) for the subset the kit's schemas use, so `toErrorEntries` words them the same way, at
// a fraction of zod's bundle size. No locales (a message is the schema's own or "Invalid input"),
// no async, no JSON schema; string lengths count UTF-16 units.

/** One problem found by a parse, in zod's shape; `input` only with `{ reportInput: true }`. */
export type Issue = { path: PropertyKey[]; message: string; input?: unknown } & (
  | { code: 'invalid_type'; expected: string; format?: string }
  | { code: 'too_big'; origin: string; maximum: number; inclusive?: boolean; note?: string }
  | { code: 'too_small'; origin: string; minimum: number; inclusive?: boolean; note?: string }
  | { code: 'invalid_format'; format: string; pattern?: string; origin?: string }
  | { code: 'invalid_value'; values: unknown[] }
  | { code: 'unrecognized_keys'; keys: string[] }
  | {
      code: 'invalid_union'
      /** Each option's issues; empty when no option's discriminator matched (see `note`). */
      errors: Issue[][]
      note?: string
      discriminator?: string
      options?: unknown[]
    }
  | { code: 'invalid_key'; origin: string; issues: Issue[] }
  | { code: 'custom'; params?: Record<string, unknown> }
)

/** A failed parse: its issues, in the order they were found. */
export type SchemaError = { issues: Issue[] }

/** Words an issue: a message, or undefined to leave it to the next in line ("Invalid input"). */
export type ErrorMap = (issue: RawIssue) => string | undefined

/** A message, or how to word one, and the `params` a custom issue carries (e.g. its `code`). */
export type Params = string | { error?: string | ErrorMap; params?: Record<string, unknown> }

/** An issue while a parse runs: who raised it (for its message) and whether checks may go on. */
export type RawIssue = {
  code?: string
  path?: PropertyKey[]
  message?: string
  input?: unknown
  /** `true`: the value is still of the right type, so the schema's other checks run. */
  continue?: boolean
  inst?: { error?: ErrorMap | undefined }
  schema?: { error?: ErrorMap | undefined }
  [key: string]: unknown
}

export type Payload = { value: unknown; issues: RawIssue[] }
export type Context = { reportInput?: boolean }

/** A rule on a parsed value (`maxLength`, `regex`, `refine` …), run after the schema's own parse. */
export type Check<T = unknown> = {
  /** Variance only: a check on `T` fits a schema whose output is a `T`. */
  readonly _value?: (value: T) => void
  check(payload: Payload): void
  /** Runs even when the value is wrongly typed, if this says it can (lengths). */
  when?: (payload: Payload) => boolean
  error?: ErrorMap | undefined
  /** A maximum length: caps a list before its items are parsed. */
  max?: number | undefined
}

export type SafeParseResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: SchemaError }

export function errorMap(params: Params | undefined): ErrorMap | undefined {
  const error = typeof params === 'string' ? params : params?.error
  return typeof error === 'string' ? () => error : error
}

export class Schema<O = unknown, I = unknown> {
  /** The parsed type (types only). */
  declare readonly _o: O
  /** The accepted type (types only). */
  declare readonly _i: I
  /** `optional`: an object may leave the key out; `defaulted`: and it is filled in. */
  declare readonly optin?: 'optional' | 'defaulted' | undefined
  /** `optional`: the parsed object may lack the key. */
  declare readonly optout?: 'optional' | undefined
  /** The only values accepted (literals, enums): what a discriminated union matches on. */
  declare readonly values?: Set<unknown> | undefined
  checks: Check[] = []
  /** Checks the value's type, sets the output on the payload and pushes issues. */
  declare readonly parse: (payload: Payload, context: Context, self: Schema) => void
  declare readonly error?: ErrorMap | undefined

  constructor(parse: Schema['parse'], error?: ErrorMap) {
    Object.assign(this, { parse, error })
  }

  /** A copy of the schema with more checks, run in order after the ones it has. */
  check(...checks: Check<O>[]): this {
    return Object.assign(Object.create(Object.getPrototypeOf(this)), this, {
      checks: [...this.checks, ...checks],
    })
  }

  safeParse(value: unknown, context?: Context): SafeParseResult<O> {
    return safeParse(this, value, context)
  }
}

export type output<S extends Schema<unknown, unknown>> = S['_o']
export type input<S extends Schema<unknown, unknown>> = S['_i']
export type { output as infer }

/** Whether an issue from `start` on stops the value's other checks (its type is wrong). */
export const isAborted = (issues: RawIssue[], start = 0) =>
  issues.slice(start).some((issue) => issue.continue !== true)

/** Reports a value of the wrong type (`expected` names the right one). */
export function wrongType(payload: Payload, expected: string, self: Schema) {
  payload.issues.push({ expected, code: 'invalid_type', input: payload.value, inst: self })
}

/** Parses `payload.value` in place: the schema's parse, then its checks. */
export function run(schema: Schema, payload: Payload, context: Context): Payload {
  schema.parse(payload, context, schema)
  let aborted = isAborted(payload.issues)
  for (const check of schema.checks) {
    if (check.when) {
      if (payload.issues.some((issue) => issue.continue === false) || !check.when(payload)) continue
    } else if (aborted) continue
    const start = payload.issues.length
    check.check(payload)
    for (const issue of payload.issues.slice(start)) issue.schema ??= schema
    aborted ||= isAborted(payload.issues, start)
  }
  return payload
}

/** Prefixes the issues' paths with `key` (they were found inside the value at `key`). */
export function prefix(key: PropertyKey, issues: RawIssue[]): RawIssue[] {
  for (const issue of issues) issue.path = [key, ...(issue.path ?? [])]
  return issues
}

/** The issue as a caller sees it: its message worded, the parse's bookkeeping removed. */
export function finalize(issue: RawIssue, context: Context): Issue {
  const { inst, schema, continue: _, input, ...rest } = issue
  const message =
    issue.message || (inst?.error?.(issue) ?? schema?.error?.(issue) ?? 'Invalid input')
  const final = { ...rest, path: issue.path ?? [], message } as Issue
  if (context.reportInput) final.input = input
  return final
}

/**
 * The parsed value, or every issue. With `{ reportInput: true }` each issue carries its `input`.
 *
 * @example
 * const result = safeParse(quoteRequestSchema, body)
 * if (!result.success) toErrorEntries(result.error, body)
 */
export function safeParse<S extends Schema<unknown, unknown>>(
  schema: S,
  value: unknown,
  context: Context = {},
): SafeParseResult<output<S>> {
  const { value: data, issues } = run(schema, { value, issues: [] }, context)
  return issues.length
    ? { success: false, error: { issues: issues.map((issue) => finalize(issue, context)) } }
    : { success: true, data: data as output<S> }
}

/** The parsed value; throws an Error listing the issues when the value is invalid. */
export function parse<S extends Schema<unknown, unknown>>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw Object.assign(new Error(`Invalid value:\n${lines.join('\n')}`), result.error)
}
