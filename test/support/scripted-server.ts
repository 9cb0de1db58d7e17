// One real HTTP server on 127.0.0.1 (a free port) for every test that needs a server to answer
// as a test says: the client, action, flow and hook tests. Not a mock: the kit's real fetch goes
// over a real socket, and the test reads back what arrived.
//
//   const server = await startScriptedServer()
//   server.on('POST /v1/quote', { json: quote })                      // the same answer every time
//   server.on('POST /v1/quote', { status: 400, json: errorBody })     // any status
//   server.on('POST /v1/quote', { status: 502, text: '<html>', contentType: 'text/html' })
//   server.on('POST /v1/quote', { hang: true })                       // never answers
//   server.on('POST /v1/execute', { drop: true })                     // closes the connection
//   server.on('GET /v1/explorer/*', [pending, pending, success])      // in turn; the last repeats
//   server.on('POST /v1/execute', (body, request) => ({ json: … }))   // computed from the request
//   server.requests        // every request, in order: method, url, path, headers, text, body, apiKey
//   server.count('GET /v1/explorer/')  // how many requests' `METHOD /path` start with this
//   server.requests.length = 0         // forget what arrived (e.g. in beforeEach)
//   await server.close()   // also ends the requests left hanging
//
// In a test file, `const server = setupScriptedServer()` does the usual set-up: it starts the
// server before the file's tests, forgets the requests before each test and closes it after them.
//
// Routes are `METHOD /path` (the query is ignored). A route ending in `*` matches every path that
// starts with what comes before it; an exact route wins over a `*` one, a longer `*` over a shorter.
// Setting a route again replaces it and starts its list of answers from the first one. A request
// no route matches gets a spec-shaped 404 body (`{ code: 'NOT_FOUND', message, errors: [] }`).
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'

/** What the server answers to one request. */
export type Answer =
  /** `json` is sent as JSON; `contentType` defaults to application/json. */
  | { status?: number; json: unknown; contentType?: string }
  /** `text` is sent as it is; `contentType` defaults to text/plain. */
  | { status?: number; text: string; contentType?: string }
  /** Never answers; the socket is destroyed when the server closes. */
  | { hang: true }
  /** Closes the connection without an answer: a network failure for the client. */
  | { drop: true }

/** Computes the answer from the request; `body` is the request's JSON body (undefined if none). */
export type Handler = (body: unknown, request: RecordedRequest) => Answer | Promise<Answer>

/** One answer, answers given in turn (the last one repeats), or a handler. */
export type Script = Answer | Answer[] | Handler

export type RecordedRequest = {
  method: string
  /** Path and query, as received. */
  url: string
  /** Path without the query. */
  path: string
  headers: IncomingHttpHeaders
  /** The body as received. */
  text: string
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: unknown
  /** The X-API-Key header, if one was sent. */
  apiKey: string | undefined
  /** The client closed the connection before the answer was sent (e.g. an aborted fetch). */
  abandoned?: boolean
}

export type ScriptedServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  /** Every request that arrived, in order; `requests.length = 0` forgets them. */
  requests: RecordedRequest[]
  /** Sets what `METHOD /path` answers (see the top of this file). */
  on(route: string, script: Script): void
  /** How many recorded requests' `METHOD /path` start with `route`; all of them without one. */
  count(route?: string): number
  /** Stops the server, ending open and hanging connections. */
  close(): Promise<void>
}

/** A spec-shaped 503: the service is down for a moment (tests of retries). */
export const serviceUnavailable = (): Answer => ({
  status: 503,
  json: { code: 'SERVICE_UNAVAILABLE', message: 'down for a moment', errors: [] },
})

/** A spec-shaped 404 for a receipt read: the service does not know the supertxHash. */
export const supertxHashNotFound = (): Answer => ({
  status: 404,
  json: { code: 'NOT_FOUND', message: 'unknown supertxHash', errors: [] },
})

const notFound = (method: string, path: string): Answer => ({
  status: 404,
  json: { code: 'NOT_FOUND', message: `no route ${method} ${path}`, errors: [] },
})

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function toHandler(script: Script): Handler {
  if (typeof script === 'function') return script
  if (!Array.isArray(script)) return () => script
  if (script.length === 0) throw new Error('on(route, []): give at least one answer')
  let next = 0
  return () => script[Math.min(next++, script.length - 1)] as Answer
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString()))
    req.on('error', reject)
  })
}

/** Starts a {@link ScriptedServer} on 127.0.0.1 with a free port; no route is set. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  const routes = new Map<string, Handler>()
  const requests: RecordedRequest[] = []
  const hanging = new Set<ServerResponse>()

  const find = (key: string): Handler | undefined => {
    const exact = routes.get(key)
    if (exact) return exact
    let best: [string, Handler] | undefined
    for (const [route, handler] of routes) {
      const prefix = route.slice(0, -1)
      if (route.endsWith('*') && key.startsWith(prefix) && prefix.length > (best?.[0].length ?? -1))
        best = [prefix, handler]
    }
    return best?.[1]
  }

  const server = createServer(async (req, res) => {
    const text = await readBody(req)
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const path = url.split('?')[0] as string
    const apiKey = req.headers['x-api-key']
    const request: RecordedRequest = {
      method,
      url,
      path,
      headers: req.headers,
      text,
      body: parseJson(text),
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    }
    requests.push(request)
    // A client that goes away before the answer (an AbortSignal) closes the response early.
    res.on('close', () => {
      if (!res.writableFinished) request.abandoned = true
    })
    const handler = find(`${method} ${path}`)
    let answer: Answer
    try {
      answer = handler ? await handler(request.body, request) : notFound(method, path)
    } catch (error) {
      // A handler's own mistake: answered so the test sees it, never a request left hanging.
      answer = { status: 500, json: { code: 'HANDLER_THREW', message: String(error), errors: [] } }
    }
    if ('hang' in answer) {
      hanging.add(res)
      return
    }
    if ('drop' in answer) {
      req.socket.destroy()
      return
    }
    const [body, contentType] =
      'json' in answer
        ? [JSON.stringify(answer.json), 'application/json']
        : [answer.text, 'text/plain']
    res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? contentType })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, script) => routes.set(route, toHandler(script)),
    count: (route = '') => requests.filter((r) => `${r.method} ${r.path}`.startsWith(route)).length,
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

/**
 * A {@link ScriptedServer} for the calling test file: started in `beforeAll`, its `requests`
 * emptied before each test, closed in `afterAll`. Reading it before `beforeAll` ran throws
 * instead of handing a test `undefined`. Routes set in the file's own `beforeAll` stay for all
 * its tests.
 *
 * @example
 * const server = setupScriptedServer()
 * beforeAll(() => server.on('POST /v1/quote', { json: makeQuote('simple') }))
 */
export function setupScriptedServer(): ScriptedServer {
  let started: ScriptedServer | undefined
  beforeAll(async () => {
    started = await startScriptedServer()
  })
  beforeEach(() => {
    if (started) started.requests.length = 0
  })
  afterAll(() => started?.close())
  const current = () => {
    if (!started)
      throw new Error('The scripted server is not started yet: use it in a test or hook.')
    return started
  }
  return {
    get url() {
      return current().url
    },
    get requests() {
      return current().requests
    },
    on: (route, script) => current().on(route, script),
    count: (route) => current().count(route),
    close: () => current().close(),
  }
}
