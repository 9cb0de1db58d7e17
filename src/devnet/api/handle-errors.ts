import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { findChainUnavailable } from '../chains/chain-health.js'
import { DevnetApiError } from '../service/errors.js'
import { errorBody, errorResponse } from './error-response.js'

import type { ApiErrorLogger } from './log.js'

export { type ApiErrorLogger, defaultApiErrorLogger } from './log.js'

function where(c: Context): string {
  return `${c.req.method} ${c.req.path}`
}

/**
 * Turns anything a route throws into the API's error shape (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
 * Errors): a service's DevnetApiError is answered as it is (status and body, including 412's
 * authorizations); anything else is a 500 INTERNAL_ERROR whose stack stays in the server log, never
 * in the body.
 */
export function handleErrors(log: ApiErrorLogger): ErrorHandler {
  return (error, c) => {
    if (error instanceof DevnetApiError) return errorResponseOf(error)
    // A chain whose node does not answer is a condition of the service, not a bug: 503 naming the
    // chain, nothing internal (no RPC URL or request), and no log line (the chain's going and
    // return are logged once each).
    const unavailable = findChainUnavailable(error)
    if (unavailable) {
      const message = `${where(c)}: chain ${unavailable.chainId} is not reachable right now (its node does not answer); retry once it is back.`
      return errorResponse(
        503,
        errorBody('CHAIN_UNAVAILABLE', message, [{ code: 'CHAIN_UNAVAILABLE', path: [], message }]),
        { 'retry-after': '5' },
      )
    }
    if (error instanceof HTTPException && error.status < 500) {
      const message = `${where(c)}: ${error.message || 'request refused'}.`
      return errorResponse(
        error.status,
        errorBody('BAD_REQUEST', message, [{ code: 'BAD_REQUEST', path: [], message }]),
      )
    }
    // Only the method, path and error: headers (and with them the API key) are never logged.
    log(`[devnet api] ${where(c)} failed:`, error)
    const reason = error instanceof Error ? error.message : String(error)
    const message = `The devnet failed while handling ${where(c)}: ${reason}. The devnet's log has the stack trace.`
    return errorResponse(
      500,
      errorBody('INTERNAL_ERROR', message, [{ code: 'SERVER_ERROR', path: [], message }]),
    )
  }
}

function errorResponseOf(error: DevnetApiError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
  })
}

export const handleNotFound: NotFoundHandler = (c) => {
  const message = `No route ${where(c)} on the devnet. GET / lists the endpoints.`
  return errorResponse(
    404,
    errorBody('NOT_FOUND', message, [{ code: 'ROUTE_NOT_FOUND', path: [], message }]),
  )
}

/** 405 with the `Allow` header, for a known path asked with a method it does not serve. */
export function methodNotAllowed(c: Context, allowed: readonly string[]): Response {
  const allow = [...allowed, 'OPTIONS'].join(', ')
  const message = `${where(c)} is not supported; ${c.req.path} accepts ${allow}.`
  return errorResponse(
    405,
    errorBody('METHOD_NOT_ALLOWED', message, [{ code: 'METHOD_NOT_ALLOWED', path: [], message }]),
    { allow },
  )
}
