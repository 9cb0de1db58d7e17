import { describe, expect, it } from 'vitest'
import { POST_PATHS } from '../../../fixtures/endpoint-bodies.js'
import { setupDevnet } from '../setup-devnet.js'
import { quoteRequest, serveTestApi, TEST_API_KEY } from './serve-test-api.js'

const api = setupDevnet(() => serveTestApi())

type ErrorBody = { code: string; message: string; errors: { code: string; path: string[] }[] }
const RECEIPT_PATH = `/v1/explorer/0x${'11'.repeat(32)}`

// Spec "Authentication" declares X-API-Key on the instruction, execute and prepare7702 endpoints;
// the devnet requires it on every /v1 route.
describe('X-API-Key (spec "Authentication"; required on every /v1 route by the devnet)', () => {
  it('answers 401 MISSING_API_KEY on every /v1 route called without the header', async () => {
    for (const path of POST_PATHS) {
      const res = await api.post(path, quoteRequest(), { 'x-api-key': '' })
      expect(res.status, path).toBe(401)
      const body = (await res.json()) as ErrorBody
      expect(body.code).toBe('UNAUTHORIZED')
      expect(body.message).toMatch(/^Missing X-API-Key header/)
      expect(body.errors).toEqual([expect.objectContaining({ code: 'MISSING_API_KEY' })])
    }
    const res = await fetch(`${api.url}${RECEIPT_PATH}`)
    expect(res.status).toBe(401)
  })

  it('answers 401 INVALID_API_KEY for a wrong key, without echoing it', async () => {
    const wrong = 'sk-wrong-key-4242'
    for (const path of [...POST_PATHS, RECEIPT_PATH]) {
      const res =
        path === RECEIPT_PATH
          ? await api.get(path, { 'x-api-key': wrong })
          : await api.post(path, quoteRequest(), { 'x-api-key': wrong })
      expect(res.status, path).toBe(401)
      const text = await res.text()
      expect(text).not.toContain(wrong)
      expect(text).not.toContain(TEST_API_KEY)
      const body = JSON.parse(text) as ErrorBody
      expect(body.message).toMatch(/does not match this devnet's API key/)
      expect(body.errors).toEqual([expect.objectContaining({ code: 'INVALID_API_KEY' })])
    }
  })

  it('rejects a key that only shares a prefix with the right one', async () => {
    const res = await api.post('/v1/quote', quoteRequest(), {
      'x-api-key': TEST_API_KEY.slice(0, -1),
    })
    expect(res.status).toBe(401)
  })

  it('checks the key before reading the body', async () => {
    const res = await api.post('/v1/quote', '{not json', { 'x-api-key': '' })
    expect(res.status).toBe(401)
  })

  it('serves GET / and the /details pages without a key', async () => {
    const index = await fetch(`${api.url}/`)
    expect(index.status).toBe(200)
    expect(await index.json()).toMatchObject({ name: 'supertx-kit devnet' })
    const details = await fetch(`${api.url}/details/0x${'22'.repeat(32)}`)
    expect(details.status).toBe(404)
    expect(details.headers.get('content-type')).toMatch(/text\/html/)
  })
})

describe('CORS (the playground and dApps on this machine call the devnet from the browser)', () => {
  it('answers a preflight from a localhost page without a key, allowing X-API-Key and Content-Type', async () => {
    const res = await fetch(`${api.url}/v1/quote`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    })
    expect(res.status).toBe(204)
    // The page's own origin, never `*`.
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase()
    expect(allowed).toContain('x-api-key')
    expect(allowed).toContain('content-type')
  })

  it('lets a loopback page read success and error answers alike', async () => {
    const origin = { origin: 'http://127.0.0.1:6006' }
    const ok = await api.post('/v1/quote', quoteRequest(), origin)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:6006')
    const unauthorized = await api.post('/v1/quote', quoteRequest(), { ...origin, 'x-api-key': '' })
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:6006')
    const invalid = await api.post('/v1/quote', {}, origin)
    expect(invalid.status).toBe(400)
    expect(invalid.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:6006')
  })

  it('gives every answer to a page its origin, the exposed headers and Vary: Origin', async () => {
    const origin = 'http://localhost:5173'
    const answers = [
      await api.post('/v1/quote', quoteRequest(), { origin }), // JSON from a handler
      await api.post('/v1/quote', quoteRequest(), { origin, 'x-api-key': '' }), // 401
      await api.get(`/v1/explorer/0x${'22'.repeat(32)}`, { origin }), // 404
      await fetch(`${api.url}/v1/quote`, { method: 'PUT', headers: { origin } }), // 405
      await fetch(`${api.url}/details/0x${'22'.repeat(32)}`, { headers: { origin } }), // HTML
    ]
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin'), `${res.status}`).toBe(origin)
      expect(res.headers.get('access-control-expose-headers')).toBe('Allow,Retry-After')
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/)
    }
    // What a handler set itself is kept beside them (the 405's Allow).
    expect(answers[3]?.headers.get('allow')).toContain('POST')
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404, 405, 404])
  })

  it('answers a script (no Origin) without an allowed origin, still varying on Origin', async () => {
    const res = await api.post('/v1/quote', quoteRequest())
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    // A cached answer to a script must not be served to a page.
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/)
  })
})
