import type { Route } from './route.js'
import { invalidSupertxHash, isSupertxHash, unknownSupertx } from './supertx-hash.js'

// https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, "Events": progress is tracked by waiting for a receipt of the
// supertxHash. The spec shows no receipt endpoint; the devnet serves one under /v1, behind the key
// like every /v1 route.
export const explorerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/explorer/:supertxHash',
    summary: 'Receipt of a supertransaction (404 while unknown)',
    register: (app, deps) => {
      app.get('/v1/explorer/:supertxHash', deps.requireApiKey, deps.requireService, async (c) => {
        const hash = c.req.param('supertxHash')
        if (!isSupertxHash(hash)) return invalidSupertxHash(hash)
        const receipt = await c.var.service.getReceipt(hash)
        if (!receipt) return unknownSupertx(hash)
        return c.json(receipt)
      })
    },
  },
]
