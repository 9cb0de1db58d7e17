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
  // canParse, not a caught throw: a request without Origin asks with '' on every call.
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)
}

/**
 * `check` remembered per input: a client sends the same Origin and Host on every request, and
 * parsing them as URLs was a tenth of a receipt poll's cost. Bounded, so hostile callers sending
 * ever new values cannot grow it.
 */
function remembered<T>(check: (input: string) => T): (input: string) => T {
  const seen = new Map<string, T>()
  return (input) => {
    if (seen.has(input)) return seen.get(input) as T
    const verdict = check(input)
    if (seen.size >= 256) seen.clear()
    seen.set(input, verdict)
    return verdict
  }
}

/** `isAllowedOrigin` for one allowance, remembered per origin (the CORS answer and the refusal share it). */
export function originCheck(
  allowed: CallerAllowance['allowedOrigins'],
): (origin: string) => boolean {
  return remembered((origin) => isAllowedOrigin(origin, allowed))
}

function hostOf(header: string): string | undefined {
  const url = `http://${header}`
  return URL.canParse(url) ? new URL(url).hostname : undefined
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
export function loopbackOnly(
  allowance: CallerAllowance,
  originAllowed: (origin: string) => boolean = originCheck(allowance.allowedOrigins),
): MiddlewareHandler {
  const { allowedHosts } = allowance
  // One verdict per Host header: the name it carries and whether it may call.
  const hostVerdict = remembered((header: string) => {
    const host = hostOf(header)
    const allowed =
      allowedHosts === '*' || (!!host && (isLoopbackHost(host) || !!allowedHosts?.includes(host)))
    return { host, allowed }
  })
  return async (c, next) => {
    const { host, allowed } = hostVerdict(c.req.header('host') ?? new URL(c.req.url).host)
    if (!allowed)
      return forbidden(
        'FORBIDDEN_HOST',
        `This devnet answers requests to localhost, 127.0.0.1 or [::1] only, not to ${host ?? 'a missing host'}. To reach it under another name (a tunnel), start it with allowedHosts (--allow-host).`,
      )
    const origin = c.req.header('origin')
    if (origin !== undefined && !originAllowed(origin))
      return forbidden(
        'FORBIDDEN_ORIGIN',
        `This devnet answers pages on localhost, 127.0.0.1 or [::1] only, not ${origin}. To call it from that page, start it with allowedOrigins (--allow-origin ${origin}).`,
      )
    await next()
  }
}
