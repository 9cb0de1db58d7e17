import { quoteRequestSchema } from '../../../core/schemas/quote.js'
import { postRoute } from './post-route.js'
import type { Route } from './route.js'

// https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, "POST /v1/quote": a 412 for missing eoa-7702 authorizations
// comes from the service.
export const quoteRoutes: Route[] = [
  postRoute(
    '/v1/quote',
    'Compose flows and quote a supertransaction',
    quoteRequestSchema,
    (service, body) => service.quote(body),
  ),
]
