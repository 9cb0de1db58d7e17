import type { MiddlewareHandler } from 'hono'
import { errorBody, errorResponse } from '../error-response.js'
import type { ApiEnv, ServiceSource } from '../types.js'

/** Attaches the service to the request, or answers 503 while the devnet is still starting. */
export function requireService(source: ServiceSource): MiddlewareHandler<ApiEnv> {
  const get = typeof source === 'function' ? source : () => source
  return async (c, next) => {
    const service = get()
    if (!service) {
      const message =
        'The devnet is still starting (chains and contracts are being deployed). Retry in a moment.'
      return errorResponse(
        503,
        errorBody('SERVICE_STARTING', message, [{ code: 'SERVICE_STARTING', path: [], message }]),
        { 'retry-after': '1' },
      )
    }
    c.set('service', service)
    await next()
  }
}
