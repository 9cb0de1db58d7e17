import { describe, expect, it } from 'vitest'
import { createApiApp } from '../../../src/devnet/api/create-api-app.js'
import { serveApp } from '../../../src/devnet/api/serve-app.js'
import { setupDevnet } from '../setup-devnet.js'
import { buildFlow, quoteRequest, serveTestApi, TEST_API_KEY } from './serve-test-api.js'
import { BROKEN_OWNER } from './test-service.js'

const api = setupDevnet(() => serveTestApi())

type ErrorBody = {
  code: string
  message: string
  errors: { code: string; path: string[]; message: string }[]
}

describe('errors the service raises (spec "Errors")', () => {
  it('passes a DevnetApiError through with its status and body as they are', async () => {
    const res = await api.post('/v1/quote', quoteRequest({ composeFlows: [buildFlow(999)] }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'INVALID_CHAIN',
      message: 'Chain 999 is not supported by this devnet; use one of 31337, 31338.',
      errors: [
        {
          code: 'INVALID_CHAIN',
          path: ['composeFlows', '0', 'data', 'chainId'],
          message: 'Chain 999 is not supported by this devnet; use one of 31337, 31338.',
        },
      ],
    })
  })

  it('answers 412 with the authorizations to sign in eoa-7702 mode (spec "POST /v1/quote" rule 1)', async () => {
    const res = await api.post('/v1/quote', quoteRequest({ mode: 'eoa-7702' }))
    expect(res.status).toBe(412)
    const body = (await res.json()) as { authorizations: unknown[]; code: string }
    expect(body.code).toBe('AUTHORIZATIONS_REQUIRED')
    expect(body.authorizations).toEqual([
      { address: quoteRequest().ownerAddress, chainId: 0, nonce: 0 },
    ])
  })

  it('answers an upgrade in eoa-7702 mode with 400 BAD_REQUEST, not VALIDATION_ERROR (spec "Errors")', async () => {
    const res = await api.post('/v1/mee/upgrade', {
      ownerAddress: quoteRequest().ownerAddress,
      mode: 'eoa-7702',
      chainIds: [31337],
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.errors).toEqual([{ code: 'BAD_REQUEST', path: ['mode'], message: body.message }])
    expect(body.message).toContain('nothing to upgrade')
  })

  it('turns an unexpected error into 500 INTERNAL_ERROR / SERVER_ERROR with an empty path and no stack', async () => {
    const res = await api.post('/v1/quote', quoteRequest({ ownerAddress: BROKEN_OWNER }), {
      'x-trace': 'header-value-that-must-not-be-logged',
    })
    expect(res.status).toBe(500)
    const body = (await res.json()) as ErrorBody
    expect(body.code).toBe('INTERNAL_ERROR')
    expect(body.message).toContain("Cannot read properties of undefined (reading 'nonce')")
    expect(body.errors).toEqual([{ code: 'SERVER_ERROR', path: [], message: body.message }])
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/)
    expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message'])
  })

  it('logs the unexpected error with its stack, but never the key or the headers', async () => {
    const logged = api.logged.join('\n')
    expect(logged).toContain('POST /v1/quote failed')
    expect(logged).toMatch(/TypeError: Cannot read properties of undefined[\s\S]*\bat /)
    expect(logged).not.toContain(TEST_API_KEY)
    expect(logged).not.toContain('header-value-that-must-not-be-logged')
  })
})

describe('errors of the HTTP layer itself', () => {
  it('answers an unknown path with 404 in the error shape', async () => {
    for (const path of ['/v1/quotes', '/v2/quote', '/nothing/here']) {
      const res = await api.post(path, {})
      expect(res.status, path).toBe(404)
      const body = (await res.json()) as ErrorBody
      expect(body.code).toBe('NOT_FOUND')
      expect(body.message).toContain(`POST ${path}`)
      expect(body.errors).toHaveLength(1)
    }
  })

  it('answers a wrong method with 405 and an Allow header', async () => {
    const res = await api.get('/v1/quote')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
    expect(((await res.json()) as ErrorBody).code).toBe('METHOD_NOT_ALLOWED')

    const receipt = await api.post(`/v1/explorer/0x${'11'.repeat(32)}`, {})
    expect(receipt.status).toBe(405)
    expect(receipt.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('answers 503 SERVICE_STARTING with Retry-After until the service is attached', async () => {
    const app = createApiApp({ apiKey: TEST_API_KEY, service: () => undefined })
    const server = await serveApp({ fetch: app.fetch })
    try {
      const res = await fetch(`${server.url}/v1/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
        body: JSON.stringify(quoteRequest()),
      })
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('1')
      expect(((await res.json()) as ErrorBody).code).toBe('SERVICE_STARTING')
    } finally {
      await server.close()
    }
  })
})
