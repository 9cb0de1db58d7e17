import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as f from '../../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import { MAX_RESPONSE_BYTES } from '../../../src/core/client/read-body.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import { InvalidClientConfigError } from '../../../src/core/errors/config.js'
import {
  AbortError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../../../src/core/errors/transport.js'
import { failure } from './failure.js'

const apiKey = 'stx_test_transport_key_42aa'
const server = setupScriptedServer()
let client: SupertxClient

beforeAll(async () => {
  client = createSupertxClient({ baseUrl: server.url, apiKey, timeoutMs: 5_000 })
})

function expectNoKey(value: unknown) {
  for (const text of [String(value), JSON.stringify(value), inspect(value, { depth: 10 })])
    expect(text).not.toContain(apiKey)
}

/** A port nothing listens on: bind one, then close it. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

describe('timeouts and aborts', () => {
  it('a response slower than timeoutMs is a TimeoutError', async () => {
    server.on('POST /v1/quote', { hang: true })
    const error = await failure(client.quote(f.quoteRequest, { timeoutMs: 100 }))
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(100)
    expect((error as TimeoutError).endpoint).toBe('POST /v1/quote')
    expect(error.message).toContain('timeoutMs')
  })

  it('the client-wide timeoutMs applies when the call sets none', async () => {
    const impatient = createSupertxClient({ baseUrl: server.url, timeoutMs: 100 })
    server.on('POST /v1/mee/orchestrator', { hang: true })
    const error = await failure(impatient.orchestrator(f.orchestratorRequest))
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(100)
  })

  it("the caller's signal aborting a sent request is an AbortError, not a timeout", async () => {
    server.on('POST /v1/quote', { hang: true })
    const controller = new AbortController()
    // Its own owner tells this request apart from an earlier test's timed-out one, which may still
    // reach the server late under load.
    const ownerAddress = `0x${'77'.repeat(20)}` as const
    const request = { ...f.quoteRequest, ownerAddress }
    const pending = failure(client.quote(request, { signal: controller.signal }))
    await vi.waitFor(() =>
      expect(
        server.requests.some(
          (r) => (r.body as { ownerAddress?: string })?.ownerAddress === ownerAddress,
        ),
      ).toBe(true),
    )
    controller.abort()
    const error = await pending
    expect(error).toBeInstanceOf(AbortError)
    expect(error).not.toBeInstanceOf(TimeoutError)
  })

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController()
    controller.abort(new Error('component unmounted'))
    const error = await failure(client.quote(f.quoteRequest, { signal: controller.signal }))
    expect(error).toBeInstanceOf(AbortError)
    expect(error.walk()).toEqual(new Error('component unmounted'))
    expect(server.requests).toHaveLength(0)
  })
})

describe('network failures', () => {
  it('connection refused is a NetworkError naming the origin and what to check', async () => {
    const port = await closedPort()
    const offline = createSupertxClient({ baseUrl: `http://127.0.0.1:${port}/`, apiKey })
    const error = await failure(offline.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).origin).toBe(`http://127.0.0.1:${port}`)
    expect(error.message).toContain(`http://127.0.0.1:${port}`)
    expect(error.message).toContain('baseUrl')
    expect(error.details).toContain('ECONNREFUSED')
    expect(error.cause).toBeInstanceOf(Error)
    expectNoKey(error)
  })
})

describe('response bodies are capped at MAX_RESPONSE_BYTES (8 MiB)', () => {
  it('a body over the limit is an UnexpectedResponseError, not read into memory', async () => {
    server.on('POST /v1/quote', {
      text: 'x'.repeat(MAX_RESPONSE_BYTES + 1),
      contentType: 'text/plain',
    })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(UnexpectedResponseError)
    expect(error).toMatchObject({ status: 200, bodySnippet: '(over 8388608 bytes, not read)' })
    expect(error.message).toContain('baseUrl')
  })

  it('a body that never ends (chunked, no length) is cut at the limit', async () => {
    // Streams 64 KiB chunks for as long as the client reads; counts what it managed to send.
    let sent = 0
    let closed: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      closed = resolve
    })
    const endless = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) sent += chunk.length
        if (!response.destroyed) response.once('drain', pump)
      }
      response.on('close', closed)
      pump()
    })
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve))
    const { port } = endless.address() as AddressInfo
    try {
      const reader = createSupertxClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 20_000 })
      const error = await failure(reader.getReceipt(f.supertxHash))
      expect(error).toBeInstanceOf(UnexpectedResponseError)
      // The client hung up: the server's answer ends soon after the limit, not at the timeout.
      await done
      expect(sent).toBeLessThan(MAX_RESPONSE_BYTES * 4)
    } finally {
      endless.closeAllConnections()
      await new Promise<void>((resolve) => endless.close(() => resolve()))
    }
  })

  it('a body of exactly the limit is read', async () => {
    const padding = ' '.repeat(MAX_RESPONSE_BYTES - JSON.stringify(f.quoteResponse).length)
    server.on('POST /v1/quote', {
      text: `${JSON.stringify(f.quoteResponse)}${padding}`,
      contentType: 'application/json',
    })
    expect(await client.quote(f.quoteRequest)).toEqual(f.quoteResponse)
  })
})

describe('the API key stays secret', () => {
  it('is sent only in X-API-Key, never in the URL', async () => {
    server.on('POST /v1/quote', { json: f.quoteResponse })
    await client.quote(f.quoteRequest)
    const [sent] = server.requests
    expect(sent?.headers['x-api-key']).toBe(apiKey)
    expect(sent?.url).not.toContain(apiKey)
    expect(sent?.text).not.toContain(apiKey)
    const otherHeaders = Object.entries(sent?.headers ?? {}).filter(
      ([name]) => name !== 'x-api-key',
    )
    expect(JSON.stringify(otherHeaders)).not.toContain(apiKey)
  })

  it('cannot be read back from the client', () => {
    expectNoKey(client)
    expect(Object.values(client)).not.toContain(apiKey)
  })

  it('is absent from a TimeoutError', async () => {
    server.on('POST /v1/execute', { hang: true })
    const error = await failure(client.execute(f.executeRequest, { timeoutMs: 100 }))
    expectNoKey(error)
  })
})

describe('configuration mistakes fail at creation', () => {
  it('a missing baseUrl', () => {
    expect(() => createSupertxClient({ baseUrl: '' })).toThrow(InvalidClientConfigError)
  })

  it('a timeoutMs that is not a positive number', () => {
    expect(() => createSupertxClient({ baseUrl: server.url, timeoutMs: 0 })).toThrow(
      /timeoutMs` must be a positive number/,
    )
  })
})
