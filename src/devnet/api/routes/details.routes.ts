import { receiptToDetailsView } from '../details/receipt-to-details-view.js'
import { renderDetailsMessage, renderDetailsPage } from '../details/render-details-page.js'
import type { Route } from './route.js'
import { isSupertxHash } from './supertx-hash.js'

// https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, "Events": `{explorer_url}/details/<supertx_hash>` tracks a
// supertransaction. Like a public explorer, the page needs no API key; it reads the receipt
// server-side.
export const detailsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/details/:supertxHash',
    summary: 'Explorer page of a supertransaction (HTML, no key needed)',
    register: (app, deps) => {
      app.get('/details/:supertxHash', deps.requireService, async (c) => {
        const hash = c.req.param('supertxHash')
        if (!isSupertxHash(hash)) {
          const message = 'A supertransaction hash is 0x followed by 64 hex characters.'
          return c.html(renderDetailsMessage('Not a supertransaction hash', message), 400)
        }
        const receipt = await c.var.service.getReceipt(hash)
        if (!receipt) {
          const message = `This devnet has no supertransaction ${hash}. Receipts live in memory: a restarted devnet forgets earlier runs.`
          return c.html(renderDetailsMessage('Supertransaction not found', message), 404)
        }
        return c.html(renderDetailsPage(receiptToDetailsView(hash, receipt)))
      })
    },
  },
]
