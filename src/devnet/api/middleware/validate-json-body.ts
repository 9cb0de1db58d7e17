import type { MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import { toErrorEntries } from '../../../core/schemas/format-issues.js'
import { safeParse } from '../../../core/schemas/safe-parse.js'
import { errorBody, errorResponse } from '../error-response.js'

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/** A body with thousands of bad items gets the first 100 entries, not a reply larger than itself. */
export const MAX_ERROR_ENTRIES = 100

function endpoint(method: string, path: string): string {
  return `${method} ${path}`
}

function unsupportedMediaType(where: string, contentType: string | undefined): Response {
  const got = contentType ? `'${contentType.slice(0, 100)}'` : 'no Content-Type'
  const message = `${where} takes a JSON body: send it with \`Content-Type: application/json\` (got ${got}).`
  return errorResponse(
    415,
    errorBody('UNSUPPORTED_MEDIA_TYPE', message, [
      { code: 'UNSUPPORTED_MEDIA_TYPE', path: [], message },
    ]),
  )
}

// Malformed JSON keeps the VALIDATION_ERROR code (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors)
// (clients branch on it) with a specific sub-code saying the body did not parse at all.
function malformedJson(where: string, reason: string): Response {
  const message = `${where}: the request body is not valid JSON (${reason}).`
  return errorResponse(
    400,
    errorBody('VALIDATION_ERROR', message, [{ code: 'INVALID_JSON', path: [], message }]),
  )
}

/**
 * The one validation hook of every POST route: JSON content type (else 415), parseable JSON
 * (else 400), then the shared schema (else 400 VALIDATION_ERROR with one entry per offending
 * field and its path). Handlers read the parsed value with `c.req.valid('json')`.
 */
export function validateJsonBody<S extends z.ZodMiniType>(
  schema: S,
  /** A rule the spec answers with its own code before schema validation (e.g. BAD_REQUEST). */
  precheck?: (value: unknown) => Response | undefined,
): MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: hono's env slot is generic over any env
  any,
  string,
  { in: { json: z.input<S> }; out: { json: z.output<S> } }
> {
  return async (c, next) => {
    const where = endpoint(c.req.method, c.req.path)
    const contentType = c.req.header('content-type')
    const mediaType = contentType?.split(';')[0]?.trim() ?? ''
    if (!JSON_MEDIA_TYPE.test(mediaType)) return unsupportedMediaType(where, contentType)
    const text = await c.req.text()
    if (text.trim() === '') return malformedJson(where, 'the body is empty')
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      return malformedJson(where, error instanceof Error ? error.message : String(error))
    }
    const early = precheck?.(value)
    if (early) return early
    const result = safeParse(schema, value)
    if (!result.success) {
      const errors = toErrorEntries(result.error, value)
      const listed = errors.slice(0, MAX_ERROR_ENTRIES)
      const shown = listed.length < errors.length ? ` (the first ${listed.length} are listed)` : ''
      const message = `Invalid request body for ${where}: ${errors.length} problem(s)${shown}; see errors[] for each field and its path.`
      return errorResponse(400, errorBody('VALIDATION_ERROR', message, listed))
    }
    c.req.addValidatedData('json', result.data as object)
    await next()
  }
}
