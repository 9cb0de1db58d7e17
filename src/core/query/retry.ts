import { ApiError } from '../errors/api.js'
import { UnexpectedResponseError } from '../errors/transport.js'

/**
 * The kit's query retry policy: one more try after a 5xx (a gateway hiccup); none for what a
 * retry hides: a network error or a timeout is shown at once (a dead API must not look like a
 * slow one; the app offers the retry), and an answer that will not change (4xx, 412, validation)
 * is sent once, not four times as with TanStack's default.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  if (error instanceof ApiError || error instanceof UnexpectedResponseError)
    return error.status >= 500
  return false
}
