import { describe, expect, it } from 'vitest'
import { POST_PATHS } from '../../../fixtures/endpoint-bodies.js'
import { setupDevnet } from '../setup-devnet.js'
import { buildFlow, OWNER, quoteRequest, serveTestApi } from './serve-test-api.js'

const api = setupDevnet(() => serveTestApi({ bodyLimitBytes: 64 * 1024 }))

type ErrorBody = {
  code: string
  message: string
  errors: { code: string; path: string[]; message: string }[]
}

describe('request validation (spec "Errors": 400 VALIDATION_ERROR, one sub-error per field)', () => {
  it('answers a valid quote request with the service result', async () => {
    const res = await api.post('/v1/quote', quoteRequest())
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ownerAddress: OWNER, mode: 'smart-account' })
  })

  it('rejects 31 compose flows at composeFlows (spec "Limits": 1 to 30)', async () => {
    const flows = Array.from({ length: 31 }, () => buildFlow())
    const res = await api.post('/v1/quote', quoteRequest({ composeFlows: flows }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.errors).toEqual([
      { code: 'TOO_BIG', path: ['composeFlows'], message: expect.stringContaining('at most 30') },
    ])
  })

  it('names a missing ownerAddress by its path', async () => {
    const { ownerAddress: _missing, ...request } = quoteRequest()
    const res = await api.post('/v1/quote', request)
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.errors).toEqual([
      {
        code: 'REQUIRED',
        path: ['ownerAddress'],
        message: expect.stringContaining('ownerAddress'),
      },
    ])
  })

  it('lists every offending field, deep paths as strings', async () => {
    const flow = buildFlow()
    const before = api.service.calls.length
    const res = await api.post('/v1/quote', {
      mode: 'wallet',
      ownerAddress: OWNER,
      composeFlows: [flow, { ...flow, data: { ...flow.data, chainId: 'one' } }],
    })
    const body = (await res.json()) as ErrorBody
    expect(body.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining([['mode'], ['composeFlows', '1', 'data', 'chainId']]),
    )
    expect(body.errors).toHaveLength(2)
    expect(api.service.calls.length).toBe(before)
  })

  it('validates the body of every POST endpoint before the service sees it', async () => {
    const before = api.service.calls.length
    for (const path of POST_PATHS) {
      const res = await api.post(path, { surprise: true })
      expect(res.status, path).toBe(400)
      const body = (await res.json()) as ErrorBody
      expect(body.code, path).toBe('VALIDATION_ERROR')
      expect(body.errors.length, path).toBeGreaterThan(0)
    }
    expect(api.service.calls.length).toBe(before)
  })

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await api.post('/v1/quote', '{"mode": "eoa",')
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ code: 'INVALID_JSON', path: [] }],
    })
    expect(body.message).toMatch(/not valid JSON/)
  })

  it('answers an empty body with 400 saying so', async () => {
    const res = await api.post('/v1/execute', '')
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toMatch(/body is empty/)
  })

  it('answers a non-JSON content type with 415', async () => {
    const res = await api.post('/v1/quote', 'mode=eoa', { 'content-type': 'text/plain' })
    expect(res.status).toBe(415)
    const body = (await res.json()) as ErrorBody
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(body.message).toContain('Content-Type: application/json')
    expect(body.errors).toEqual([
      { code: 'UNSUPPORTED_MEDIA_TYPE', path: [], message: body.message },
    ])
  })

  it('accepts application/json with a charset', async () => {
    const res = await api.post('/v1/quote', quoteRequest(), {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(res.status).toBe(200)
  })

  it('answers a body over the limit with 413, declared or streamed', async () => {
    const big = JSON.stringify(quoteRequest({ padding: 'x'.repeat(70 * 1024) }))
    const declared = await api.post('/v1/quote', big)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: [{ path: [] }],
    })

    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192))
        controller.close()
      },
    })
    const streamed = await fetch(`${api.url}/v1/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'test-key-3f9a1c' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(((await streamed.json()) as ErrorBody).code).toBe('PAYLOAD_TOO_LARGE')
  })
})
