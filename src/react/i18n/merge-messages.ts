'use client'
import type { SupertxMessages, SupertxMessagesOverride } from './types.js'

/** The defaults with an app's partial overrides laid over them, section by section. */
export function mergeMessages(
  base: SupertxMessages,
  override: SupertxMessagesOverride | undefined,
): SupertxMessages {
  if (!override) return base
  const merged = { ...base } as Record<string, unknown>
  for (const [section, strings] of Object.entries(override)) {
    if (!strings) continue
    merged[section] = { ...(base as Record<string, object>)[section], ...strings }
  }
  return merged as SupertxMessages
}
