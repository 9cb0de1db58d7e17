// The devnet answers this machine only: a page of another origin, or a request under a name that
// is not loopback (DNS rebinding), is refused before anything runs, unless the devnet was started
// to allow it. Real HTTP against the API on 127.0.0.1; the Host header is written raw.
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { setupDevnet } from '../setup-devnet.js'
import { quoteRequest, serveTestApi, TEST_API_KEY } from './serve-test-api.js'

const api = setupDevnet(() => serveTestApi())
const widened = setupDevnet(() =>
  serveTestApi({
    allowedOrigins: ['https://app.example'],
    allowedHosts: ['devnet.tunnel.example'],
  }),
)

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One request with exactly these headers (fetch would not let a test set Host). */
function raw(url: string, path: string, headers: Record<string, string>, body?: string) {
  const { port } = new URL(url)
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const quote = JSON.stringify(quoteRequest())
const post = { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY }

describe('Host: requests under another name are refused (DNS rebinding)', () => {
  it.each(['attacker.example', 'attacker.example:4337', '127.0.0.1.attacker.example', '10.0.0.5'])(
    'Host %s: 403 FORBIDDEN_HOST, nothing run',
    async (host) => {
      const before = api.service.calls.length
      const res = await raw(api.url, '/v1/quote', { ...post, host }, quote)
      expect(res.status).toBe(403)
      const body = JSON.parse(res.body) as { code: string; message: string }
      expect(body.code).toBe('FORBIDDEN_HOST')
      expect(body.message).toMatch(/localhost, 127\.0\.0\.1 or \[::1\] only.*allowedHosts/)
      expect(api.service.calls.length).toBe(before)
      // The explorer pages are refused too.
      expect((await raw(api.url, '/', { host })).status).toBe(403)
    },
  )

  it.each(['localhost', `localhost:4337`, '127.0.0.1:4337', '[::1]:4337'])(
    'Host %s is answered',
    async (host) => {
      expect((await raw(api.url, '/v1/quote', { ...post, host }, quote)).status).toBe(200)
    },
  )

  it('a host the devnet was started to allow (a tunnel) is answered', async () => {
    const res = await raw(
      widened.url,
      '/v1/quote',
      { ...post, host: 'devnet.tunnel.example' },
      quote,
    )
    expect(res.status).toBe(200)
  })
})

describe('Origin: pages of other origins are refused', () => {
  it.each([
    'https://dapp.example',
    'http://attacker.example:5173',
    'null',
    'http://127.0.0.1.attacker.example',
  ])(
    'a request from %s: 403 FORBIDDEN_ORIGIN without CORS headers, nothing run',
    async (origin) => {
      const before = api.service.calls.length
      const res = await api.post('/v1/quote', quoteRequest(), { origin })
      expect(res.status).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN_ORIGIN')
      expect(api.service.calls.length).toBe(before)
    },
  )

  it('a preflight from another origin gets no CORS permission', async () => {
    const res = await fetch(`${api.url}/v1/execute`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it.each([
    'http://localhost:3000',
    'https://localhost',
    'http://127.0.0.1:5173',
    'http://[::1]:8080',
  ])('a page on this machine (%s) may call it and read the answer', async (origin) => {
    const res = await api.post('/v1/quote', quoteRequest(), { origin })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('clients that send no Origin (scripts, tests, curl) are answered', async () => {
    expect((await api.post('/v1/quote', quoteRequest())).status).toBe(200)
  })

  it('an origin the devnet was started to allow may call it; others still may not', async () => {
    const ok = await widened.post('/v1/quote', quoteRequest(), { origin: 'https://app.example' })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example')
    const other = await widened.post('/v1/quote', quoteRequest(), {
      origin: 'https://dapp.example',
    })
    expect(other.status).toBe(403)
  })
})
