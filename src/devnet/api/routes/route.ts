import type { Hono, MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../types.js'

/** What every route gets from createApiApp: the shared guards and settings. */
export type RouteDeps = {
  /** 401 unless the right X-API-Key is sent. */
  requireApiKey: MiddlewareHandler
  /** 503 until the service is ready; then `c.var.service`. */
  requireService: MiddlewareHandler<ApiEnv>
  /** 413 past the body limit. */
  limitBody: MiddlewareHandler
  /** Base URL of the explorer pages (`{explorerUrl}/details/<hash>`). */
  explorerUrl: string | undefined
  /** The anvil behind a chain id, or undefined (no such chain, or the chains are starting). */
  chainRpcUrl: (chainId: number) => string | undefined
}

/** One endpoint: its method and path (for 405 and the index) and how it mounts itself. */
export type Route = {
  method: 'GET' | 'POST'
  path: string
  /** One line for the index at GET /. */
  summary: string
  register: (app: Hono<ApiEnv>, deps: RouteDeps) => void
}
