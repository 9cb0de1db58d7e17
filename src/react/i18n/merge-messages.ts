'use client'
import type { SupertxMessagesOverride } from './types.js'

/**
 * A locale's words (or none) with an app's partial overrides laid over them, section by section.
 * English is not merged here: each component brings its own defaults (`useMessages`).
 */
export function mergeMessages(
  base: SupertxMessagesOverride | undefined,
  override: SupertxMessagesOverride | undefined,
): SupertxMessagesOverride {
  if (!override) return base ?? {}
  const merged = { ...base } as Record<string, unknown>
  for (const [section, strings] of Object.entries(override)) {
    if (!strings) continue
    merged[section] = { ...(base as Record<string, object> | undefined)?.[section], ...strings }
  }
  return merged as SupertxMessagesOverride
}
