import type { MiddlewareHandler } from 'hono'
import { isLoopbackHost } from '../../../core/config/links.js'
import { errorBody, errorResponse } from '../error-response.js'

/** Who may call the devnet besides pages and clients on this machine. */
export type CallerAllowance = {
  /**
   * Web page origins allowed besides `http(s)://localhost`, `127.0.0.1` and `[::1]` (any port),
   * exactly as the browser sends them (`https://app.example`); `'*'` allows every page.
   */
  allowedOrigins?: readonly string[] | '*' | undefined
  /** `Host` names allowed besides localhost, 127.0.0.1 and [::1] (a tunnel's); `'*'` allows any. */
  allowedHosts?: readonly string[] | '*' | undefined
}

/** Whether a page of `origin` may call the devnet: a loopback page, or one `allowed` names. */
export function isAllowedOrigin(origin: string, allowed: CallerAllowance['allowedOrigins']) {
  if (allowed === '*' || allowed?.includes(origin)) return true
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)
  } catch {
    return false
  }
}

function hostOf(header: string): string | undefined {
  try {
    return new URL(`http://${header}`).hostname
  } catch {
    return undefined
  }
}

function forbidden(code: string, message: string): Response {
  return errorResponse(403, errorBody(code, message, [{ code, path: [], message }]))
}

/**
 * The devnet answers this machine only, unless widened: any web page the developer visits could
 * otherwise drive a running devnet (its key is public). A request whose `Host` is not a loopback
 * name is refused (DNS rebinding: a hostile name pointed at 127.0.0.1 makes its page same-origin),
 * and so is one from a page of another origin (the browser sends `Origin`), before anything runs.
 */
export function loopbackOnly(allowance: CallerAllowance): MiddlewareHandler {
  const { allowedOrigins, allowedHosts } = allowance
  return async (c, next) => {
    const host = hostOf(c.req.header('host') ?? new URL(c.req.url).host)
    if (allowedHosts !== '*' && !(host && (isLoopbackHost(host) || allowedHosts?.includes(host))))
      return forbidden(
        'FORBIDDEN_HOST',
        `This devnet answers requests to localhost, 127.0.0.1 or [::1] only, not to ${host ?? 'a missing host'}. To reach it under another name (a tunnel), start it with allowedHosts (--allow-host).`,
      )
    const origin = c.req.header('origin')
    if (origin !== undefined && !isAllowedOrigin(origin, allowedOrigins))
      return forbidden(
        'FORBIDDEN_ORIGIN',
        `This devnet answers pages on localhost, 127.0.0.1 or [::1] only, not ${origin}. To call it from that page, start it with allowedOrigins (--allow-origin ${origin}).`,
      )
    await next()
  }
}
