import type * as z from 'zod/mini'
import { createApiError } from '../errors/api.js'
import { AuthorizationRequiredError, UnauthorizedError } from '../errors/auth.js'
import { MalformedJsonError, UnexpectedResponseError } from '../errors/transport.js'
import { ResponseValidationError } from '../errors/validation.js'
import { authorizationRequiredBodySchema, errorBodySchema } from '../schemas/error.js'
import type { ErrorEntry, SchemaError } from '../schemas/format-issues.js'
import { safeParse } from '../schemas/safe-parse.js'
import { loadErrorEntries } from './error-entries.js'
import type { Redact } from './redact.js'

export type ReadResponseParameters<schema extends z.ZodMiniType> = {
  endpoint: string
  status: number
  contentType: string | null
  text: string
  schema: schema
  apiKeySent: boolean
  /** Removes the API key from what errors quote, in case a service ever echoes it. */
  redact: Redact
}

const snippetLength = 200

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > snippetLength ? `${flat.slice(0, snippetLength)}…` : flat
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown }

function parseJson(text: string, redact: Redact): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    // The engine's message quotes the text around the fault, which may hold an echoed key.
    return { ok: false, error: new SyntaxError(redact((error as Error).message)) }
  }
}

/**
 * Turns a received response into the parsed body or the typed error it stands for. Order matters:
 * 401/403 win over everything (even an HTML login page means "key"), then the body must be JSON,
 * then 412, other error statuses and finally the success schema.
 */
export async function readResponse<schema extends z.ZodMiniType>(
  parameters: ReadResponseParameters<schema>,
): Promise<z.output<schema>> {
  const { endpoint, status, contentType, schema, apiKeySent, redact } = parameters
  const ok = status >= 200 && status < 300
  const json = parseJson(parameters.text, redact)
  // What errors quote comes from here, with the key taken out.
  const text = redact(parameters.text)
  const shown = json.ok ? redact.json(json.value) : undefined

  if (status === 401 || status === 403) {
    const body = json.ok ? safeParse(errorBodySchema, shown) : undefined
    const serviceMessage = body?.success ? body.data.message : undefined
    throw new UnauthorizedError({ endpoint, status, apiKeySent, serviceMessage })
  }
  if (!json.ok) {
    // A body that says it is JSON and is not, is broken JSON; anything else is not the API talking.
    if (contentType && /\bjson\b/i.test(contentType))
      throw new MalformedJsonError({
        endpoint,
        status,
        bodySnippet: snippet(text),
        cause: json.error,
      })
    throw new UnexpectedResponseError({ endpoint, status, contentType, bodySnippet: snippet(text) })
  }
  if (status === 412) {
    // The authorizations are signed as sent; only the body the error keeps is redacted.
    const body = safeParse(authorizationRequiredBodySchema, json.value)
    if (!body.success) throw await invalid(endpoint, status, body.error, json.value, redact)
    throw new AuthorizationRequiredError({
      endpoint,
      authorizations: body.data.authorizations,
      body: shown,
    })
  }
  if (!ok) {
    const body = safeParse(errorBodySchema, shown)
    if (!body.success)
      throw new UnexpectedResponseError({
        endpoint,
        status,
        contentType,
        bodySnippet: snippet(text),
      })
    throw createApiError({ endpoint, status, body: body.data })
  }
  // An echoed key in a valid body would travel on into errors (a failed op's reason), the state
  // and the storage: it is taken out here, once.
  const value = redact.distinctive ? shown : json.value
  const result = safeParse(schema, value)
  if (!result.success) throw await invalid(endpoint, status, result.error, value, redact)
  return result.data
}

/** The issues name the values that failed, which may hold an echoed key: redacted too. */
async function invalid(
  endpoint: string,
  status: number,
  error: SchemaError,
  value: unknown,
  redact: Redact,
) {
  const issues = redact.json(await loadErrorEntries(error, value)) as ErrorEntry[]
  return new ResponseValidationError({ endpoint, status, issues })
}
