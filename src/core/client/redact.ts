/** Replaces a secret wherever it appears in what a service sent back. */
export type Redact = {
  (text: string): string
  /** A copy of a parsed JSON body with every string, keys included, redacted. */
  json(value: unknown): unknown
  /**
   * Whether a copy of the secret in a valid body can only be an echo: true from 8 characters. A
   * shorter one matches ordinary text (a field name, a word), so only error bodies are redacted.
   */
  distinctive: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What takes `secret` out of what a service sent back, in any letter case: a service that echoes
 * the key may well have lowercased it (a header name, a log line). Without a secret, it changes
 * nothing.
 */
export function createRedact(secret: string | undefined): Redact {
  const pattern = secret ? new RegExp(escapeRegExp(secret), 'gi') : undefined
  const text = (value: string) => (pattern ? value.replace(pattern, '[redacted]') : value)
  const json = (value: unknown): unknown => {
    if (!pattern) return value
    if (typeof value === 'string') return text(value)
    if (Array.isArray(value)) return value.map(json)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [text(key), json(v)]))
    return value
  }
  return Object.assign(text, { json, distinctive: (secret?.length ?? 0) >= 8 })
}
