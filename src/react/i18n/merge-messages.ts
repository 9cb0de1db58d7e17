'use client'
import { isPlainObject } from '../../core/query/hash.js'
import type { DeepPartial, SupertxMessagesOverride } from './types.js'

/**
 * `override` laid over `base` at every depth: where both hold a plain object they merge key by
 * key; anything else in `override` (a string, a function, an array) replaces what `base` has, and
 * `undefined` leaves it. Neither argument is changed. So `{ flowBuilder: { issues: { required } } }`
 * rewords one code and keeps every other.
 */
export function deepMerge<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (!isPlainObject(override) || !isPlainObject(base)) return (override ?? base) as T
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    // A key named __proto__ (as JSON.parse makes it) would set the prototype, not a word.
    if (value === undefined || key === '__proto__') continue
    merged[key] = deepMerge(merged[key], value as never)
  }
  return merged as T
}

/**
 * A locale's words (or none) with an app's partial overrides laid over them, at any depth.
 * English is not merged here: each component brings its own defaults (`useMessages`).
 */
export function mergeMessages(
  base: SupertxMessagesOverride | undefined,
  override: SupertxMessagesOverride | undefined,
): SupertxMessagesOverride {
  return deepMerge<SupertxMessagesOverride>(base ?? {}, override)
}
