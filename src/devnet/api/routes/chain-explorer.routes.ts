import { renderAddressPage, renderTransactionPage } from '../details/render-chain-pages.js'
import { renderDetailsMessage } from '../details/render-details-page.js'
import type { Route } from './route.js'

const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A chain id as the path gives it, or undefined when it is not one. */
const chainIdOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined)

const noChain = (text: string) =>
  renderDetailsMessage('Chain not found', `This devnet runs no chain ${text}.`)

// Each chain's block explorer (its viem `blockExplorers.default.url` is `{explorerUrl}/chains/<id>`),
// so the kit's and a wallet's "view transaction" links open a page. Public, like /details.
export const chainExplorerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/chains/:chainId/tx/:hash',
    summary: 'Explorer page of a transaction on one chain (HTML, no key needed)',
    register: (app, deps) => {
      app.get('/chains/:chainId/tx/:hash', deps.requireService, async (c) => {
        const chainId = chainIdOf(c.req.param('chainId'))
        const hash = c.req.param('hash')
        if (!HASH.test(hash)) {
          const message = 'A transaction hash is 0x followed by 64 hex characters.'
          return c.html(renderDetailsMessage('Not a transaction hash', message), 400)
        }
        const view =
          chainId === undefined
            ? 'no chain'
            : await c.var.service.explorerTransaction(chainId, hash as `0x${string}`)
        if (view === 'no chain') return c.html(noChain(c.req.param('chainId')), 404)
        if (view === 'no transaction') {
          const message = `Chain ${chainId} has no transaction ${hash}. A devnet restarted without a state folder starts its chains afresh.`
          return c.html(renderDetailsMessage('Transaction not found', message), 404)
        }
        return c.html(renderTransactionPage(view))
      })
    },
  },
  {
    method: 'GET',
    path: '/chains/:chainId/address/:address',
    summary: 'Explorer page of an address on one chain (HTML, no key needed)',
    register: (app, deps) => {
      app.get('/chains/:chainId/address/:address', deps.requireService, async (c) => {
        const chainId = chainIdOf(c.req.param('chainId'))
        const address = c.req.param('address')
        if (!ADDRESS.test(address)) {
          const message = 'An address is 0x followed by 40 hex characters.'
          return c.html(renderDetailsMessage('Not an address', message), 400)
        }
        const view =
          chainId === undefined
            ? 'no chain'
            : await c.var.service.explorerAddress(chainId, address as `0x${string}`)
        if (view === 'no chain') return c.html(noChain(c.req.param('chainId')), 404)
        return c.html(renderAddressPage(view))
      })
    },
  },
]
