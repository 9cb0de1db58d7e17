import type * as z from 'zod/mini'
import { type ErrorEntry, toErrorEntries } from '../../../src/core/schemas/format-issues.js'
import { safeParse } from '../../../src/core/schemas/safe-parse.js'

/** The API's `errors[]` for `value`, `[]` when it is valid. */
export function problems(schema: z.ZodMiniType, value: unknown): ErrorEntry[] {
  const result = safeParse(schema, value)
  return result.success ? [] : toErrorEntries(result.error, value)
}

/** Parses `value`, failing the test with the API's error entries when it is invalid. */
export function valid<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = safeParse(schema, value)
  if (!result.success) {
    const lines = toErrorEntries(result.error, value).map((e) => `${e.code} ${e.message}`)
    throw new Error(`expected a valid value, got:\n${lines.join('\n')}`)
  }
  return result.data
}

type Path = readonly (string | number)[]

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  return node
}

/** A deep copy of `value` without the field at `path`. */
export function without<T>(value: T, path: Path): T {
  const copy = structuredClone(value)
  delete parentOf(copy, path)[path[path.length - 1] as string | number]
  return copy
}

/** A deep copy of `value` with the field at `path` set to `next`. */
export function withField<T>(value: T, path: Path, next: unknown): T {
  const copy = structuredClone(value)
  parentOf(copy, path)[path[path.length - 1] as string | number] = next
  return copy
}

/** `[code, path]` of each entry, the part of an error a test pins. */
export function codesAndPaths(entries: ErrorEntry[]): [string, string][] {
  return entries.map((e) => [e.code, e.path.join('.')])
}
