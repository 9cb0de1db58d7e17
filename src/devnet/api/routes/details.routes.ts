import { receiptToDetailsView } from '../details/receipt-to-details-view.js'
import { renderDetailsMessage, renderDetailsPage } from '../details/render-details-page.js'
import { renderTransactionPage } from '../details/render-transaction-page.js'
import type { Route } from './route.js'
import { isSupertxHash } from './supertx-hash.js'

// docs/spec/supertransaction-api.md, "Events": `{explorer_url}/details/<supertx_hash>` tracks a
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
  {
    method: 'GET',
    path: '/tx/:hash',
    summary: 'Explorer page of a transaction on any devnet chain (HTML, no key needed)',
    register: (app, deps) => {
      // The devnet chains' `blockExplorers` are this explorer, so wallets and the kit's tracker
      // link each transaction here as `{explorerUrl}/tx/<hash>`.
      app.get('/tx/:hash', deps.requireService, async (c) => {
        const hash = c.req.param('hash')
        if (!isSupertxHash(hash)) {
          const message = 'A transaction hash is 0x followed by 64 hex characters.'
          return c.html(renderDetailsMessage('Not a transaction hash', message), 400)
        }
        const tx = await c.var.service.getTransaction(hash)
        if (!tx) {
          const message = `No chain of this devnet has a transaction ${hash}. A restarted devnet starts its chains afresh.`
          return c.html(renderDetailsMessage('Transaction not found', message), 404)
        }
        return c.html(renderTransactionPage(tx))
      })
    },
  },
]
