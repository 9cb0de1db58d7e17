import type * as z from 'zod/mini'
import type { DevnetService } from '../../service/types.js'
import { validateJsonBody } from '../middleware/validate-json-body.js'
import type { Route } from './route.js'

/**
 * A POST endpoint of the API (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Endpoints): API key, body limit,
 * the shared JSON validation hook, then the service call whose result is the 200 body. Errors the
 * service throws reach createApiApp's error handler.
 */
export function postRoute<S extends z.ZodMiniType>(
  path: string,
  summary: string,
  schema: S,
  call: (service: DevnetService, body: z.output<S>) => Promise<unknown>,
  precheck?: (value: unknown) => Response | undefined,
): Route {
  return {
    method: 'POST',
    path,
    summary,
    register: (app, deps) => {
      app.post(
        path,
        deps.requireApiKey,
        deps.limitBody,
        validateJsonBody(schema, precheck),
        deps.requireService,
        async (c) => c.json((await call(c.var.service, c.req.valid('json'))) as object),
      )
    },
  }
}
