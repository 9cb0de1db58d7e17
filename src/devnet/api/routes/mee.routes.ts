import { orchestratorRequestSchema } from '../../../core/schemas/orchestrator.js'
import { prepare7702RequestSchema } from '../../../core/schemas/prepare7702.js'
import { upgradeRequestSchema } from '../../../core/schemas/upgrade.js'
import { postRoute } from './post-route.js'
import type { Route } from './route.js'

export const meeRoutes: Route[] = [
  postRoute(
    '/v1/mee/orchestrator',
    "List an owner's orchestrator account addresses",
    orchestratorRequestSchema,
    (service, body) => service.orchestrator(body),
  ),
  postRoute(
    '/v1/mee/prepare7702',
    'Prepare EIP-7702 authorizations to sign',
    prepare7702RequestSchema,
    (service, body) => service.prepare7702(body),
  ),
  postRoute(
    '/v1/mee/upgrade',
    'Quote the upgrade of 2.1.0 orchestrator accounts to 2.2.1',
    upgradeRequestSchema,
    (service, body) => service.upgrade(body),
  ),
]
