import type { ErrorBody } from '../../core/schemas/error.js'

type ErrorEntries = ErrorBody['errors']

/**
 * The API's error body (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors: `code`, `message`, `errors[]`),
 * built in one place so every answer matches.
 */
export function errorBody(code: string, message: string, errors: ErrorEntries = []): ErrorBody {
  return { code, message, errors }
}

/**
 * A JSON response carrying the spec's error body. Built as a plain `Response` so middleware,
 * `notFound` and `onError` can all answer with it.
 */
export function errorResponse(
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  })
}
