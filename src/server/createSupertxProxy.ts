import { createRedact } from '../core/client/redact.js'
import { isLoopbackHost } from '../core/config/links.js'
import { InvalidProxyConfigError } from './errors.js'
import { routeMethod } from './routes.js'

export type CreateSupertxProxyParameters = {
  /** The Supertransaction API key. Sent to the service as `X-API-Key`, and nowhere else. */
  apiKey: string
  /**
   * The service, e.g. `SUPERTX_API_URL` (production) or `SUPERTX_STAGING_API_URL`: `https:`, or
   * `http:` on localhost, 127.0.0.1 or [::1] (a local stand-in).
   */
  baseUrl: string
  /**
   * The page origins allowed to call through the proxy, exactly as browsers send them
   * (`https://app.example`, `http://localhost:5173`). A request whose `Origin` is not listed is
   * answered 403. A request without `Origin` (your own server, a same-origin `GET`) is forwarded
   * unless the browser marks it cross-site (`Sec-Fetch-Site`); see https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md.
   */
  allowedOrigins: readonly string[]
  /** Largest request body forwarded, in bytes; a larger one is answered 413. Default 1 MiB. */
  maxBodyBytes?: number | undefined
  /**
   * Where the proxy is mounted, e.g. `/api/supertx`: stripped before the path is matched. A
   * request outside it is answered 404. Default: none (mounted at the root).
   */
  pathPrefix?: string | undefined
  /** Per-request time limit towards the service, in ms; then 504. Default 30 000. */
  timeoutMs?: number | undefined
  /** A `fetch` to reach the service with instead of the global one. */
  fetch?: typeof fetch | undefined
}

/** A standard fetch handler: Next.js route handlers, hono, Deno, Bun and Vite middleware take it. */
export type SupertxProxy = (request: Request) => Promise<Response>

/** Request headers passed on to the service; any other (cookies, `Authorization`, a key) is not. */
const forwardedRequestHeaders = ['accept', 'accept-language', 'content-type']
/** Response headers passed back; `Set-Cookie`, encodings and lengths are not (the body is re-sent). */
const forwardedResponseHeaders = ['content-type', 'cache-control', 'retry-after']

const defaultMaxBodyBytes = 1024 * 1024

/** A spec-shaped error body (`{ code, message, errors }`), so the kit's client types it. */
function refusal(status: number, code: string, message: string, headers?: HeadersInit): Response {
  return new Response(JSON.stringify({ code, message, errors: [{ code, path: [], message }] }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
}

function checkOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    if (url.origin !== origin) return `must be origins like https://app.example (got ${origin})`
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
      return `must be https: origins, or http: on localhost, 127.0.0.1 or [::1] (got ${origin})`
    return undefined
  } catch {
    return `must be origins like https://app.example (got ${origin})`
  }
}

function fail(option: string, problem: string): never {
  throw new InvalidProxyConfigError({ option, problem })
}

function toSettings(parameters: CreateSupertxProxyParameters) {
  const {
    apiKey,
    baseUrl,
    allowedOrigins,
    maxBodyBytes = defaultMaxBodyBytes,
    pathPrefix = '',
    timeoutMs = 30_000,
  } = parameters ?? ({} as CreateSupertxProxyParameters)
  // The key is never quoted: the error may well end up in a log.
  if (typeof apiKey !== 'string' || !apiKey.trim())
    fail('apiKey', 'is required (read it from a server-side environment variable)')
  if (apiKey.trim() !== apiKey || apiKey.length < 8)
    fail(
      'apiKey',
      'must be the key as issued: at least 8 characters, no surrounding spaces (it is not quoted here)',
    )
  let service: URL | undefined
  try {
    service = new URL(baseUrl)
  } catch {
    fail('baseUrl', `must be a URL such as https://api.biconomy.io (got ${String(baseUrl)})`)
  }
  if (
    !service ||
    !(
      service.protocol === 'https:' ||
      (service.protocol === 'http:' && isLoopbackHost(service.hostname))
    ) ||
    service.search ||
    service.hash ||
    service.username ||
    service.password
  )
    fail(
      'baseUrl',
      `must be an https: URL, or http: on localhost, 127.0.0.1 or [::1], without query or credentials (got ${String(baseUrl)})`,
    )
  if (!Array.isArray(allowedOrigins))
    fail(
      'allowedOrigins',
      "is required: the origins of your app's pages, e.g. ['https://app.example']",
    )
  for (const origin of allowedOrigins) {
    const problem = typeof origin === 'string' ? checkOrigin(origin) : 'must be strings'
    if (problem) fail('allowedOrigins', problem)
  }
  if (!(Number.isSafeInteger(maxBodyBytes) && maxBodyBytes > 0))
    fail('maxBodyBytes', `must be a positive whole number of bytes (got ${maxBodyBytes})`)
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0))
    fail('timeoutMs', `must be a positive number of milliseconds (got ${timeoutMs})`)
  if (typeof pathPrefix !== 'string' || (pathPrefix && !/^\/[A-Za-z0-9._~/-]*$/.test(pathPrefix)))
    fail('pathPrefix', `must be a path such as /api/supertx (got ${String(pathPrefix)})`)
  return {
    apiKey,
    service: (service as URL).href.replace(/\/+$/, ''),
    allowedOrigins: new Set(allowedOrigins),
    maxBodyBytes,
    prefix: pathPrefix.replace(/\/+$/, ''),
    timeoutMs,
    fetch: parameters.fetch,
  }
}

/** The body, or `undefined` once it is over `max` bytes (read no further). */
async function readCapped(request: Request, max: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) return undefined
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/**
 * A server-side proxy to the Supertransaction API that keeps the API key off the browser: mount
 * the handler it returns at `pathPrefix` and give the provider `baseUrl: pathPrefix` and no key.
 *
 * Per request: a path and method that are not one of the service's routes → 404 (never
 * forwarded); an `Origin` not in `allowedOrigins`, or a browser request marked cross-site → 403;
 * a body over `maxBodyBytes` → 413; else it is forwarded with `X-API-Key` set (any key the
 * browser sent is dropped, as are its cookies), and the service's status and body come back
 * unchanged, so the kit's typed errors still work, except that the key is replaced by
 * `[redacted]` wherever the service echoes it. The service unreachable → 502, too slow → 504.
 * Nothing is logged. Refusals carry the service's error shape (`{ code, message, errors }`).
 *
 * Checks the options at once and throws `InvalidProxyConfigError` (without the key).
 *
 * @example
 * // app/api/supertx/[...path]/route.ts (Next.js)
 * import { SUPERTX_API_URL, createSupertxProxy } from 'supertx-kit/server'
 * const proxy = createSupertxProxy({
 *   apiKey: process.env.SUPERTX_API_KEY!,
 *   baseUrl: SUPERTX_API_URL,
 *   allowedOrigins: ['https://app.example'],
 *   pathPrefix: '/api/supertx',
 * })
 * export { proxy as GET, proxy as POST, proxy as OPTIONS }
 */
export function createSupertxProxy(parameters: CreateSupertxProxyParameters): SupertxProxy {
  const settings = toSettings(parameters)
  const redact = createRedact(settings.apiKey)

  return async (request) => {
    const url = new URL(request.url)
    const { prefix } = settings
    const path =
      prefix === ''
        ? url.pathname
        : url.pathname.startsWith(`${prefix}/`)
          ? url.pathname.slice(prefix.length)
          : undefined
    const method = request.method.toUpperCase()
    const routeTakes = path === undefined ? undefined : routeMethod(path)
    const preflight = method === 'OPTIONS'
    if (!routeTakes || (!preflight && method !== routeTakes))
      return refusal(
        404,
        'NOT_FOUND',
        `${method} ${url.pathname} is not a route of the Supertransaction API`,
      )

    const origin = request.headers.get('origin')
    const site = request.headers.get('sec-fetch-site')
    if (origin !== null ? !settings.allowedOrigins.has(origin) : site === 'cross-site')
      return refusal(
        403,
        'FORBIDDEN_ORIGIN',
        `This proxy answers the app's own pages only, not ${origin ?? 'a cross-site request'}. Add the origin to allowedOrigins if it is yours.`,
      )
    const cors: Record<string, string> = origin
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {}
    if (preflight)
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': routeTakes,
          'access-control-allow-headers': 'content-type, accept',
          'access-control-max-age': '600',
        },
      })

    let body: Uint8Array | undefined
    if (method === 'POST') {
      body = await readCapped(request, settings.maxBodyBytes)
      if (!body)
        return refusal(
          413,
          'PAYLOAD_TOO_LARGE',
          `The request body is over ${settings.maxBodyBytes} bytes (maxBodyBytes).`,
          cors,
        )
    }

    const headers = new Headers()
    for (const name of forwardedRequestHeaders) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    headers.set('x-api-key', settings.apiKey)

    let answer: Response
    try {
      answer = await (settings.fetch ?? fetch)(`${settings.service}${path}`, {
        method,
        headers,
        body: body as BodyInit | undefined,
        // A redirect is not followed: it would carry the key to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      return timedOut
        ? refusal(504, 'GATEWAY_TIMEOUT', 'The Supertransaction API did not answer in time.', cors)
        : refusal(502, 'BAD_GATEWAY', 'The Supertransaction API could not be reached.', cors)
    }
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel().catch(() => {})
      return refusal(502, 'BAD_GATEWAY', 'The Supertransaction API answered a redirect.', cors)
    }

    let text: string
    try {
      text = await answer.text()
    } catch {
      return refusal(502, 'BAD_GATEWAY', 'The Supertransaction API broke off its answer.', cors)
    }
    const out = new Headers(cors)
    for (const name of forwardedResponseHeaders) {
      const value = answer.headers.get(name)
      if (value !== null) out.set(name, redact(value))
    }
    return new Response(answer.status === 204 ? null : redact(text), {
      status: answer.status,
      statusText: redact(answer.statusText),
      headers: out,
    })
  }
}
