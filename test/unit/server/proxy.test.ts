// supertx-kit/server's proxy between two real HTTP servers on 127.0.0.1: the proxy's fetch handler
// served by @hono/node-server under /api/supertx, and a scripted server playing the service. The
// key must arrive at the service and nowhere else (responses, URLs, errors); what is not the
// service's own route, a foreign page and an oversized body never reach it; and the kit's client,
// pointed at the proxy with no key, still gets its typed errors.
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as f from '../../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import { ApiError, ApiValidationError } from '../../../src/core/errors/api.js'
import { AuthorizationRequiredError, UnauthorizedError } from '../../../src/core/errors/auth.js'
import { BaseError } from '../../../src/core/errors/base.js'
import {
  type CreateSupertxProxyParameters,
  createSupertxProxy,
  InvalidProxyConfigError,
} from '../../../src/server/index.js'
import { failure } from '../client/failure.js'

const apiKey = 'stx_Proxy_Secret_7c6b5a4d3e'
const appOrigin = 'http://localhost:5173'
const service = setupScriptedServer()
let proxyUrl: string
let closeProxy: () => Promise<void>

beforeAll(async () => {
  const handler = createSupertxProxy({
    apiKey,
    baseUrl: service.url,
    allowedOrigins: [appOrigin],
    maxBodyBytes: 64 * 1024,
    pathPrefix: '/api/supertx',
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/supertx`
  closeProxy = () => new Promise((resolve) => server.close(() => resolve()))
})
afterAll(() => closeProxy())

/** No copy of the key, in any letter case, in `text`. */
const expectNoKey = (text: string) => expect(text.toLowerCase()).not.toContain(apiKey.toLowerCase())

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${proxyUrl}${path}`, init)
  const text = await response.text()
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  expectNoKey(`${response.url}\n${response.statusText}\n${headers}\n${text}`)
  return { response, text, body: text ? JSON.parse(text) : undefined }
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appOrigin, ...headers },
    body: JSON.stringify(body),
  })

describe('forwarding', () => {
  it('adds the key, replaces one the browser sent, drops cookies, strips the prefix', async () => {
    service.on('POST /v1/quote', { json: f.quoteResponse })
    const { response, body } = await post('/v1/quote', f.quoteRequest, {
      'x-api-key': 'browser-guess',
      cookie: 'session=app-secret',
      authorization: 'Bearer app-token',
    })
    expect(response.status).toBe(200)
    expect(body).toEqual(JSON.parse(JSON.stringify(f.quoteResponse)))
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin)
    expect(service.requests).toHaveLength(1)
    const [arrived] = service.requests
    expect(arrived?.url).toBe('/v1/quote')
    expect(arrived?.apiKey).toBe(apiKey)
    expect(arrived?.body).toEqual(JSON.parse(JSON.stringify(f.quoteRequest)))
    expect(arrived?.headers.cookie).toBeUndefined()
    expect(arrived?.headers.authorization).toBeUndefined()
    expect(arrived?.headers.origin).toBeUndefined()
  })

  it('passes every one of the service POST routes and the receipt read', async () => {
    for (const path of f.POST_PATHS) {
      service.on(`POST ${path}`, { json: { ok: path } })
      const { response, body } = await post(path, {})
      expect(response.status).toBe(200)
      expect(body).toEqual({ ok: path })
    }
    service.on(`GET /v1/explorer/${f.supertxHash}`, { json: f.receipt })
    // A same-origin GET from a page carries no Origin: forwarded.
    const { response } = await call(`/v1/explorer/${f.supertxHash}`)
    expect(response.status).toBe(200)
    expect(service.count()).toBe(f.POST_PATHS.length + 1)
    expect(service.requests.every((r) => r.apiKey === apiKey)).toBe(true)
  })

  it('passes the status and body of an error unchanged', async () => {
    const error = { code: 'INVALID_CHAIN', message: 'chain 1234 is unsupported', errors: [] }
    service.on('POST /v1/mee/upgrade', { status: 400, json: error })
    const { response, body } = await post('/v1/mee/upgrade', f.upgradeRequest)
    expect(response.status).toBe(400)
    expect(body).toEqual(error)
  })

  it('redacts the key wherever the service echoes it: body, in any case, and headers', async () => {
    service.on('POST /v1/quote', {
      status: 401,
      json: {
        code: 'UNAUTHORIZED',
        message: `key ${apiKey} is revoked (${apiKey.toUpperCase()})`,
        errors: [{ code: apiKey, path: [apiKey], message: 'x' }],
      },
      contentType: `application/json; echo=${apiKey}`,
    })
    const { response, body } = await post('/v1/quote', f.quoteRequest)
    expect(response.status).toBe(401)
    expect(body.message).toBe('key [redacted] is revoked ([redacted])')
    expect(response.headers.get('content-type')).toBe('application/json; echo=[redacted]')
  })
})

describe('refusals, never forwarded', () => {
  it.each([
    ['GET', '/v1/quote'],
    ['PUT', '/v1/quote'],
    ['DELETE', '/v1/execute'],
    ['POST', '/v1/admin/keys'],
    ['POST', '/v1/quote/'],
    ['POST', '/v1//quote'],
    ['POST', '/v1/quote;x'],
    ['POST', '/v1/%71uote'],
    ['POST', '/v2/quote'],
    ['GET', '/v1/explorer/0x1234'],
    ['GET', `/v1/explorer/${f.supertxHash}/extra`],
    ['POST', `/v1/explorer/${f.supertxHash}`],
  ])('%s %s → 404', async (method, path) => {
    const { response, body } = await call(path, {
      method,
      headers: { origin: appOrigin, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    })
    expect(response.status).toBe(404)
    expect(body.code).toBe('NOT_FOUND')
    expect(service.count()).toBe(0)
  })

  it('a path outside the mount prefix → 404', async () => {
    const outside = proxyUrl.replace('/api/supertx', '/v1/quote')
    const response = await fetch(outside, { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
    expect(service.count()).toBe(0)
  })

  it('a page of another origin → 403, its preflight too', async () => {
    const { response, body } = await post('/v1/quote', f.quoteRequest, {
      origin: 'http://evil.example',
    })
    expect(response.status).toBe(403)
    expect(body.code).toBe('FORBIDDEN_ORIGIN')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await call('/v1/quote', {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.response.status).toBe(403)
    expect(preflight.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(service.count()).toBe(0)
  })

  it('a cross-site browser request without Origin → 403', async () => {
    const { response } = await call(`/v1/explorer/${f.supertxHash}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(403)
    expect(service.count()).toBe(0)
  })

  it('an allowed page gets its preflight answered by the proxy itself', async () => {
    const { response } = await call('/v1/quote', {
      method: 'OPTIONS',
      headers: { origin: appOrigin, 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin)
    expect(response.headers.get('access-control-allow-methods')).toBe('POST')
    expect(response.headers.get('access-control-allow-headers')).not.toMatch(/x-api-key/i)
    expect(service.count()).toBe(0)
  })

  it('a body over maxBodyBytes → 413, declared or streamed', async () => {
    const big = { pad: 'x'.repeat(70 * 1024) }
    const { response, body } = await post('/v1/quote', big)
    expect(response.status).toBe(413)
    expect(body.code).toBe('PAYLOAD_TOO_LARGE')
    // Chunked, with no Content-Length to go by.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new Uint8Array(1024).fill(32))
        controller.close()
      },
    })
    const chunked = await call('/v1/quote', {
      method: 'POST',
      headers: { origin: appOrigin, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(chunked.response.status).toBe(413)
    expect(service.count()).toBe(0)
  })

  it('the service unreachable → 502 without the key or the service URL', async () => {
    const handler = createSupertxProxy({
      apiKey,
      baseUrl: 'http://127.0.0.1:9',
      allowedOrigins: [appOrigin],
    })
    const response = await handler(
      new Request('http://app.test/v1/quote', {
        method: 'POST',
        headers: { origin: appOrigin },
        body: '{}',
      }),
    )
    expect(response.status).toBe(502)
    const text = await response.text()
    expectNoKey(text)
    expect(text).not.toContain('127.0.0.1:9')
  })

  it('the service slower than timeoutMs → 504', async () => {
    service.on('POST /v1/quote', { hang: true })
    const handler = createSupertxProxy({
      apiKey,
      baseUrl: service.url,
      allowedOrigins: [appOrigin],
      timeoutMs: 200,
    })
    const response = await handler(
      new Request('http://app.test/v1/quote', {
        method: 'POST',
        headers: { origin: appOrigin },
        body: '{}',
      }),
    )
    expect(response.status).toBe(504)
    expect((await response.json()).code).toBe('GATEWAY_TIMEOUT')
  })

  it('mounted in a hono app under /api/supertx/* (the README server.ts)', async () => {
    const proxy = createSupertxProxy({
      apiKey,
      baseUrl: service.url,
      allowedOrigins: [appOrigin],
      pathPrefix: '/api/supertx',
    })
    const app = new Hono()
    app.all('/api/supertx/*', (c) => proxy(c.req.raw))
    app.get('/', (c) => c.text('the app'))
    service.on('POST /v1/mee/orchestrator', { json: f.orchestratorResponse })
    const response = await app.request('http://app.test/api/supertx/v1/mee/orchestrator', {
      method: 'POST',
      headers: { origin: appOrigin, 'content-type': 'application/json' },
      body: JSON.stringify(f.orchestratorRequest),
    })
    expect(response.status).toBe(200)
    expect(service.requests[0]?.url).toBe('/v1/mee/orchestrator')
    expect(service.requests[0]?.apiKey).toBe(apiKey)
    expect(await (await app.request('http://app.test/')).text()).toBe('the app')
  })

  it('a redirect from the service is not followed (it would carry the key) → 502', async () => {
    service.on('POST /v1/quote', { status: 307, json: {} })
    const { response } = await post('/v1/quote', f.quoteRequest)
    expect(response.status).toBe(502)
    expect(service.count()).toBe(1)
  })
})

describe("the kit's client through the proxy, with no key", () => {
  it('resolves, and gets typed errors with the status and body the service gave', async () => {
    const client = createSupertxClient({ baseUrl: proxyUrl })
    service.on('POST /v1/quote', { json: f.quoteResponse })
    await expect(client.quote(f.quoteRequest)).resolves.toEqual(f.quoteResponse)

    const validation = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request parameters',
      errors: [{ code: 'invalid_type', path: ['composeFlows'], message: 'Required' }],
    }
    service.on('POST /v1/quote', { status: 400, json: validation })
    const invalid = await failure(client.quote(f.quoteRequest))
    expect(invalid).toBeInstanceOf(ApiValidationError)
    expect((invalid as ApiValidationError).body).toEqual(validation)

    service.on('POST /v1/quote', {
      status: 401,
      json: { code: 'UNAUTHORIZED', message: `bad key ${apiKey}`, errors: [] },
    })
    const unauthorized = await failure(client.quote(f.quoteRequest))
    expect(unauthorized).toBeInstanceOf(UnauthorizedError)

    service.on('POST /v1/quote', {
      status: 412,
      json: { authorizations: [{ address: `0x${'55'.repeat(20)}`, chainId: 1, nonce: 0 }] },
    })
    const needs = await failure(client.quote(f.quoteRequest))
    expect(needs).toBeInstanceOf(AuthorizationRequiredError)

    service.on(`GET /v1/explorer/${f.supertxHash}`, {
      status: 404,
      json: { code: 'NOT_FOUND', message: 'unknown supertxHash', errors: [] },
    })
    const unknown = await failure(client.getReceipt(f.supertxHash))
    expect(unknown).toBeInstanceOf(ApiError)
    expect((unknown as ApiError).status).toBe(404)

    for (const error of [invalid, unauthorized, needs, unknown])
      expectNoKey([String(error), JSON.stringify(error), inspect(error, { depth: 12 })].join('\n'))
  })

  it("the proxy's own refusals are typed errors too", async () => {
    const client = createSupertxClient({
      baseUrl: proxyUrl,
      headers: { origin: 'http://evil.example' },
    })
    const refused = await failure(client.quote(f.quoteRequest))
    // 403 is the kit's UnauthorizedError; the proxy's own words come along as its details.
    expect(refused).toBeInstanceOf(UnauthorizedError)
    expect((refused as UnauthorizedError).status).toBe(403)
    expect(refused.details).toContain('allowedOrigins')
    expect(service.count()).toBe(0)
  })
})

describe('config', () => {
  const valid: CreateSupertxProxyParameters = {
    apiKey,
    baseUrl: 'https://api.biconomy.io',
    allowedOrigins: ['https://app.example'],
  }
  it.each<[string, Partial<CreateSupertxProxyParameters>]>([
    ['apiKey', { apiKey: '' }],
    ['apiKey', { apiKey: `${apiKey}\n` }],
    ['baseUrl', { baseUrl: 'http://api.biconomy.io' }],
    ['baseUrl', { baseUrl: 'api.biconomy.io' }],
    ['allowedOrigins', { allowedOrigins: undefined as unknown as string[] }],
    ['allowedOrigins', { allowedOrigins: ['https://app.example/'] }],
    ['allowedOrigins', { allowedOrigins: ['*'] }],
    ['allowedOrigins', { allowedOrigins: ['http://app.example'] }],
    ['maxBodyBytes', { maxBodyBytes: 0 }],
    ['pathPrefix', { pathPrefix: 'api' }],
  ])('%s: %o → InvalidProxyConfigError without the key', (option, change) => {
    let error: unknown
    try {
      createSupertxProxy({ ...valid, ...change })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidProxyConfigError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as InvalidProxyConfigError).option).toBe(option)
    expect((error as InvalidProxyConfigError).code).toBe('INVALID_PROXY_CONFIG')
    expectNoKey(inspect(error, { depth: 12 }))
  })
})
