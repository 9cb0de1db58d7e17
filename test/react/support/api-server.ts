// A small spec-shaped API on a real HTTP server (127.0.0.1) for the hook tests: each route is a
// function of the request body, every request is recorded so tests count them.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** `drop: true` closes the connection without an answer (a network failure for the client). */
export type Answer = { status?: number; json: unknown } | { drop: true }
export type Handler = (body: unknown, path: string) => Answer | Promise<Answer>
export type Recorded = {
  method: string
  path: string
  body: unknown
  /** The X-API-Key header as received. */
  apiKey: string | undefined
}

export type ApiServer = {
  url: string
  requests: Recorded[]
  /** Sets what `METHOD /path` answers; a path ending in `*` matches by prefix. */
  on(route: string, handler: Handler | Answer): void
  count(route: string): number
  close(): Promise<void>
}

export async function startApiServer(): Promise<ApiServer> {
  const routes = new Map<string, Handler>()
  const requests: Recorded[] = []
  const find = (key: string) => {
    const exact = routes.get(key)
    if (exact) return exact
    for (const [route, handler] of routes)
      if (route.endsWith('*') && key.startsWith(route.slice(0, -1))) return handler
    return undefined
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const path = (req.url ?? '/').split('?')[0] as string
      const text = Buffer.concat(chunks).toString()
      const body = text ? JSON.parse(text) : undefined
      const apiKey = req.headers['x-api-key']
      requests.push({
        method: req.method ?? 'GET',
        path,
        body,
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
      })
      const handler = find(`${req.method} ${path}`)
      const answer = handler
        ? await handler(body, path)
        : { status: 404, json: { code: 'NOT_FOUND', message: `no route ${path}`, errors: [] } }
      if ('drop' in answer) {
        req.socket.destroy()
        return
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer.json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) =>
      routes.set(route, typeof handler === 'function' ? handler : () => handler),
    count: (route) => requests.filter((r) => `${r.method} ${r.path}`.startsWith(route)).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
