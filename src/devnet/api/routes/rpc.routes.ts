import { ChainUnavailableError } from '../../chains/chain-health.js'
import { errorBody, errorResponse } from '../error-response.js'
import type { Route } from './route.js'

/** A chain id as the path gives it, or undefined when it is not one. */
const chainIdOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined)

// Each chain's JSON-RPC for web pages, on the API's origin: behind the same origin and Host check
// as the API (https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet.md, Who can call it), while anvil itself runs with --no-cors so no page
// reaches it directly. The description apps load (`rpcUrl`) points here; no key needed.
export const rpcRoutes: Route[] = [
  {
    method: 'POST',
    path: '/rpc/:chainId',
    summary: "A chain's JSON-RPC for this machine's pages (no key needed)",
    register: (app, deps) => {
      app.post('/rpc/:chainId', deps.limitBody, async (c) => {
        const chainId = chainIdOf(c.req.param('chainId'))
        const target = chainId === undefined ? undefined : deps.chainRpcUrl(chainId)
        if (!target) {
          const message = `This devnet runs no chain ${c.req.param('chainId')} (or its chains are still starting).`
          return errorResponse(404, errorBody('NOT_FOUND', message, []))
        }
        const body = await c.req.arrayBuffer()
        // A node that does not answer is the chain being down, as for the API's own reads: 503
        // CHAIN_UNAVAILABLE naming the chain, and no log line per request (a page polling a dead
        // chain would flood the log).
        const answer = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).catch((cause: unknown) => {
          throw new ChainUnavailableError({ chainId: chainId as number, cause })
        })
        return new Response(await answer.arrayBuffer(), {
          status: answer.status,
          headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
        })
      })
    },
  },
]
