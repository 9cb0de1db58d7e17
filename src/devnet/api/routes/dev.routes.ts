import { legacyAccountRequestSchema } from '../../service/legacy-accounts.js'
import { postRoute } from './post-route.js'
import type { Route } from './route.js'

/**
 * Devnet-only endpoints, not part of the API (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md): helpers a test or
 * a demo needs to set up a state the real service would have from history (e.g. a legacy 2.1.0
 * account to upgrade). X-API-Key required.
 */
export const devRoutes: Route[] = [
  postRoute(
    '/dev/legacy-account',
    'Devnet only: deploy a legacy 2.1.0 orchestrator account for an owner (with 1,000 USDC)',
    legacyAccountRequestSchema,
    (service, body) => service.createLegacyAccount(body),
  ),
]
