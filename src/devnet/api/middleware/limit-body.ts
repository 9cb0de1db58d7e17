import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody, errorResponse } from '../error-response.js'

/** 1 MiB: far above any real request (30 flows), low enough to refuse junk early. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024

/**
 * hono's bodyLimit (it counts streamed bodies too), answering 413 in the spec's error shape
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors).
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      const message = `Request body is larger than this devnet's limit of ${maxBytes} bytes.`
      // The body is left unread: closing the connection keeps its rest from being read as the
      // next request on a kept-alive connection.
      return errorResponse(
        413,
        errorBody('PAYLOAD_TOO_LARGE', message, [{ code: 'PAYLOAD_TOO_LARGE', path: [], message }]),
        { connection: 'close' },
      )
    },
  })
}
