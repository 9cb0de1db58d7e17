// A 413 on a kept-alive connection: the unread body must not be parsed as the next request.
import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { setupDevnet } from '../setup-devnet.js'
import { quoteRequest, serveTestApi, TEST_API_KEY } from './serve-test-api.js'

const api = setupDevnet(() => serveTestApi({ bodyLimitBytes: 64 * 1024 }))

type Answer = { status: number; headers: Record<string, unknown>; body: string }

/** One POST through `agent`; resolves with the answer even if the server stops reading the body. */
function post(agent: Agent, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL('/v1/quote', api.url)
    const req = request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-api-key': TEST_API_KEY,
      },
    })
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')))
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
    })
    // A write error after the answer arrived is the server closing, as it said it would.
    req.on('error', reject)
    req.end(body)
  })
}

describe('413 on a keep-alive connection', () => {
  it('closes the connection, so the next request on the same agent is answered normally', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const big = JSON.stringify(quoteRequest({ padding: 'x'.repeat(200 * 1024) }))
      for (let round = 0; round < 3; round++) {
        const refused = await post(agent, big)
        expect(refused.status).toBe(413)
        expect(refused.headers.connection).toBe('close')
        expect(JSON.parse(refused.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
        const next = await post(agent, JSON.stringify(quoteRequest()))
        expect(next.status).toBe(200)
      }
    } finally {
      agent.destroy()
    }
  })
})
