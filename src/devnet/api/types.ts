import type { DevnetService } from '../service/types.js'

/** Hono environment of the devnet API: the service is attached per request once it is ready. */
export type ApiEnv = {
  Variables: {
    service: DevnetService
  }
}

/**
 * The service, or a getter for it. A getter lets `startDevnet` serve HTTP (so the explorer URL is
 * known) before the chains and the service exist; until then it returns `undefined` and the API
 * answers 503.
 */
export type ServiceSource = DevnetService | (() => DevnetService | undefined)
