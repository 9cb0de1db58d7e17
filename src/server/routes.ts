// The Supertransaction API's own routes, copied from its reference (https://github.com/supertx-kit/supertx-kit/tree/main/docs/spec/: the OpenAPI's
// paths, the guide's endpoint list, and the receipt read). The proxy forwards these and nothing
// else: a path or method not here is answered 404 and never reaches the service.

/** `POST` routes: every endpoint of the service but the receipt read. */
export const postRoutes: ReadonlySet<string> = new Set([
  '/v1/quote',
  '/v1/execute',
  '/v1/mee/execute',
  '/v1/mee/orchestrator',
  '/v1/mee/prepare7702',
  '/v1/mee/upgrade',
  '/v1/instructions/build',
  '/v1/instructions/build-ccip',
  '/v1/instructions/intent-simple',
])

/** `GET /v1/explorer/{supertxHash}`: a 32-byte hex hash, nothing else. */
const receiptRoute = /^\/v1\/explorer\/0x[0-9a-fA-F]{64}$/

/** Whether `METHOD path` (the path as sent, not decoded) is one of the service's routes. */
export function isServiceRoute(method: string, path: string): boolean {
  if (method === 'POST') return postRoutes.has(path)
  if (method === 'GET') return receiptRoute.test(path)
  return false
}

/** The methods a route takes (for a CORS preflight), or none if the path is not a route. */
export function routeMethod(path: string): 'POST' | 'GET' | undefined {
  if (postRoutes.has(path)) return 'POST'
  if (receiptRoute.test(path)) return 'GET'
  return undefined
}
