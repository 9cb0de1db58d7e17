import { Hono } from 'hono'
import { cors } from 'hono/cors'
import {
  type ApiErrorLogger,
  defaultApiErrorLogger,
  handleErrors,
  handleNotFound,
  methodNotAllowed,
} from './handle-errors.js'
import { DEFAULT_BODY_LIMIT_BYTES, limitBody } from './middleware/limit-body.js'
import { type CallerAllowance, loopbackOnly, originCheck } from './middleware/loopback-only.js'
import { requireApiKey } from './middleware/require-api-key.js'
import { requireService } from './middleware/require-service.js'
import { allRoutes } from './routes/all-routes.js'
import { indexRoute } from './routes/index.routes.js'
import type { ApiEnv, ServiceSource } from './types.js'

export type CreateApiAppParameters = CallerAllowance & {
  /** The key every `/v1` request must carry in `X-API-Key`. */
  apiKey: string
  /** The behaviour behind the endpoints, or a getter returning `undefined` while it starts (503). */
  service: ServiceSource
  /** Base of the explorer links (`{explorerUrl}/details/<hash>`); the devnet serves them itself. */
  explorerUrl?: string
  /**
   * Each chain's anvil by chain id, served to pages at `POST /rpc/<chainId>`; a getter returning
   * `undefined` while the chains start (404). Default: none.
   */
  chainRpcUrls?: () => Readonly<Record<number, string>> | undefined
  /** Largest accepted request body; default 1 MiB. Larger bodies get 413. */
  bodyLimitBytes?: number
  /** Where unexpected (500) errors are logged; default `console.error`. Never gets headers. */
  logError?: ApiErrorLogger
}

export type CreateApiAppReturnType = Hono<ApiEnv>

/** The answer headers a page may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = ['Allow', 'Retry-After']

/**
 * The devnet's Supertransaction API as a hono app: every endpoint of the spec
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Endpoints), validated with the shared schemas, answering
 * errors in the spec's `{ code, message, errors[] }` shape. Serve it with `@hono/node-server`
 * (startDevnet does) or call `app.request()` directly.
 *
 * @example
 * ```ts
 * const app = createApiApp({ apiKey: 'devnet-local-key', service })
 * serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
 * ```
 */
export function createApiApp(parameters: CreateApiAppParameters): CreateApiAppReturnType {
  const { apiKey, service, explorerUrl, bodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES } = parameters
  const app = new Hono<ApiEnv>()
  // Pages and clients on this machine only, unless the parameters widen it (DNS rebinding and
  // any page the developer visits are refused before anything runs).
  // One remembered verdict per origin serves the refusal below and the CORS answer.
  const originAllowed = originCheck(parameters.allowedOrigins)
  app.use('*', loopbackOnly(parameters, originAllowed))
  // Browsers (the playground, users' dApps on localhost) call the API cross-origin; preflights
  // need no key. The allowed origin is echoed, never `*`.
  const preflight = cors({
    origin: (origin) => (originAllowed(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-API-Key'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  })
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    // The headers Hono's cors gives an answer, written onto the answer itself once it exists.
    // Hono's cors writes them onto a placeholder before the handler runs, and Hono then copies
    // every answer into a new native Response whose body is a stream: most of the CPU of a
    // receipt poll. Every answer here is the devnet's own, so its headers can be written.
    const headers = c.res.headers
    const origin = c.req.header('origin')
    if (origin && originAllowed(origin)) headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(','))
    headers.append('Vary', 'Origin')
  })
  const deps = {
    requireApiKey: requireApiKey(apiKey),
    requireService: requireService(service),
    limitBody: limitBody(bodyLimitBytes),
    explorerUrl,
    chainRpcUrl: (chainId: number) => parameters.chainRpcUrls?.()?.[chainId],
  }
  const routes = [...allRoutes, indexRoute(allRoutes)]
  for (const route of routes) route.register(app, deps)
  // Registered after the real handlers, so they only see the methods a path does not serve.
  const allowedByPath = new Map<string, string[]>()
  for (const { path, method } of routes) {
    const allowed = allowedByPath.get(path) ?? []
    allowed.push(...(method === 'GET' ? ['GET', 'HEAD'] : [method]))
    allowedByPath.set(path, allowed)
  }
  for (const [path, allowed] of allowedByPath) app.all(path, (c) => methodNotAllowed(c, allowed))
  app.notFound(handleNotFound)
  app.onError(handleErrors(parameters.logError ?? defaultApiErrorLogger))
  return app
}
