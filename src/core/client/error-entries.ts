import type { ErrorEntry, SchemaError } from '../schemas/format-issues.js'

/**
 * `toErrorEntries`, loaded on first use: the client words validation issues only when a request
 * or a response fails its schema, so the wording stays out of what an app loads up front (as a
 * locale does). Should that load fail (offline, or an app redeployed under a running page), each
 * issue is still reported, by its path and zod's own code and message.
 */
export async function loadErrorEntries(error: SchemaError, input: unknown): Promise<ErrorEntry[]> {
  const wording = await import('../schemas/format-issues.js').catch(() => undefined)
  if (wording) return wording.toErrorEntries(error, input)
  return error.issues.map(({ code, path, message }) => ({
    code: code.toUpperCase(),
    path: path.map(String),
    message,
  }))
}
