// The kit's own parses. zod words an issue that no schema words with the locale an app may have set
// globally (importing `zod` sets English, `z.config()` any other), and `toErrorEntries` words those
// issues itself: so the kit parses with zod/mini's plain default, whatever locale the app loaded.
import * as z from 'zod/mini'

/** zod/mini's message for an issue no schema words: `toErrorEntries` replaces it with its own. */
export const DEFAULT_MESSAGE = 'Invalid input'

const kitContext = { error: () => DEFAULT_MESSAGE }

/**
 * `z.safeParse` with the schemas' own messages and "Invalid input" for every other issue, as
 * `toErrorEntries` expects them.
 */
export function safeParse<schema extends z.ZodMiniType>(
  schema: schema,
  value: unknown,
): z.core.util.SafeParseResult<z.output<schema>> {
  return z.safeParse(schema, value, kitContext)
}
