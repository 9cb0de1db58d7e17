import { executeRequestSchema } from '../../../core/schemas/execute.js'
import { postRoute } from './post-route.js'
import type { Route } from './route.js'

// https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, "POST /v1/execute and POST /v1/mee/execute": the devnet treats
// both paths the same.
export const executeRoutes: Route[] = [
  postRoute('/v1/execute', 'Execute a signed quote', executeRequestSchema, (service, body) =>
    service.execute(body),
  ),
  postRoute(
    '/v1/mee/execute',
    'Execute a signed quote (same as /v1/execute)',
    executeRequestSchema,
    (service, body) => service.execute(body),
  ),
]
