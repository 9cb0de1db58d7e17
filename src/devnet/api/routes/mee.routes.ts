import { orchestratorRequestSchema } from '../../../core/schemas/orchestrator.js'
import { prepare7702RequestSchema } from '../../../core/schemas/prepare7702.js'
import { EOA_7702_REJECTED, upgradeRequestSchema } from '../../../core/schemas/upgrade.js'
import { errorBody, errorResponse } from '../error-response.js'
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
    rejectEoa7702Upgrade,
  ),
]

/**
 * https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Errors: "400 BAD_REQUEST — `eoa-7702` mode used for upgrade"
 * (not VALIDATION_ERROR).
 */
function rejectEoa7702Upgrade(value: unknown): Response | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if ((value as { mode?: unknown }).mode !== 'eoa-7702') return undefined
  const message = `POST /v1/mee/upgrade: mode ${EOA_7702_REJECTED}.`
  return errorResponse(
    400,
    errorBody('BAD_REQUEST', message, [{ code: 'BAD_REQUEST', path: ['mode'], message }]),
  )
}
