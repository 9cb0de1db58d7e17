// A real HTTP server on 127.0.0.1 for the client tests: each test says what a path answers and
// reads back what the client sent.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  /** Path and query as received. */
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export type Reply =
  | { status?: number; json: unknown; contentType?: string }
  | { status?: number; text: string; contentType?: string }
  /** Never answers; the socket is destroyed when the server closes. */
  | { hang: true }

export type TestServer = {
  url: string
  requests: RecordedRequest[]
  /** Sets the answer for `METHOD /path` (e.g. `POST /v1/quote`) until changed. */
  reply(route: string, reply: Reply): void
  close(): Promise<void>
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Reply>()
  const requests: RecordedRequest[] = []
  const hanging = new Set<ServerResponse>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = req.url ?? '/'
      const method = req.method ?? 'GET'
      requests.push({ method, url, headers: req.headers, body: Buffer.concat(chunks).toString() })
      const reply = routes.get(`${method} ${url.split('?')[0]}`)
      if (!reply) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({ code: 'NOT_FOUND', message: `no route ${method} ${url}`, errors: [] }),
        )
        return
      }
      if ('hang' in reply) {
        hanging.add(res)
        return
      }
      const status = reply.status ?? 200
      if ('json' in reply) {
        res.writeHead(status, { 'content-type': reply.contentType ?? 'application/json' })
        res.end(JSON.stringify(reply.json))
      } else {
        res.writeHead(status, { 'content-type': reply.contentType ?? 'text/plain' })
        res.end(reply.text)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (route, reply) => routes.set(route, reply),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
