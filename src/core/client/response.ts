import type * as z from 'zod/mini'
import { createApiError } from '../errors/api.js'
import { AuthorizationRequiredError, UnauthorizedError } from '../errors/auth.js'
import { MalformedJsonError, UnexpectedResponseError } from '../errors/transport.js'
import { ResponseValidationError } from '../errors/validation.js'
import { authorizationRequiredBodySchema, errorBodySchema } from '../schemas/error.js'
import { safeParse } from '../schemas/safe-parse.js'
import { loadErrorEntries } from './error-entries.js'

export type ReadResponseParameters<schema extends z.ZodMiniType> = {
  endpoint: string
  status: number
  contentType: string | null
  text: string
  schema: schema
  apiKeySent: boolean
  /** Removes the API key from text quoted in errors, in case a service ever echoes it. */
  redact: (text: string) => string
}

const snippetLength = 200

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > snippetLength ? `${flat.slice(0, snippetLength)}…` : flat
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown }

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, error }
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
  const { endpoint, status, contentType, schema, apiKeySent } = parameters
  const ok = status >= 200 && status < 300
  // Only error paths quote the body back to the caller, so only they need the key removed.
  const text = ok ? parameters.text : parameters.redact(parameters.text)
  const json = parseJson(text)

  if (status === 401 || status === 403) {
    const body = json.ok ? safeParse(errorBodySchema, json.value) : undefined
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
    const body = safeParse(authorizationRequiredBodySchema, json.value)
    if (!body.success)
      throw new ResponseValidationError({
        endpoint,
        status,
        issues: await loadErrorEntries(body.error, json.value),
      })
    throw new AuthorizationRequiredError({
      endpoint,
      authorizations: body.data.authorizations,
      body: body.data,
    })
  }
  if (!ok) {
    const body = safeParse(errorBodySchema, json.value)
    if (!body.success)
      throw new UnexpectedResponseError({
        endpoint,
        status,
        contentType,
        bodySnippet: snippet(text),
      })
    throw createApiError({ endpoint, status, body: body.data })
  }
  const result = safeParse(schema, json.value)
  if (!result.success)
    throw new ResponseValidationError({
      endpoint,
      status,
      issues: await loadErrorEntries(result.error, json.value),
    })
  return result.data
}
