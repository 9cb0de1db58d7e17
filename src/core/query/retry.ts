import { ApiError } from '../errors/api.js'
import { NetworkError, TimeoutError, UnexpectedResponseError } from '../errors/transport.js'

/**
 * The kit's query retry policy: up to two more tries for what may pass on its own (network,
 * timeouts, 5xx); never for answers that will not change (4xx, 412, validation), so a bad request
 * is sent once, not four times as with TanStack's default.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (error instanceof NetworkError || error instanceof TimeoutError) return true
  if (error instanceof ApiError || error instanceof UnexpectedResponseError)
    return error.status >= 500
  return false
}
