import { describe, expect, it } from 'vitest'
import { quoteRequest, serveTestApi } from '../api/serve-test-api.js'
import { BROKEN_OWNER } from '../api/test-service.js'
import { setupDevnet } from '../setup-devnet.js'
import { assertConformsToOpenApi } from './conformance.js'

const api = setupDevnet(() => serveTestApi())

const COVERED = ['/v1/quote', '/v1/execute', '/v1/mee/orchestrator', '/v1/instructions/build-ccip']

describe('the devnet HTTP layer answers errors the way the OpenAPI document describes', () => {
  it('400 VALIDATION_ERROR bodies match each covered endpoint', async () => {
    for (const path of COVERED) {
      const res = await api.post(path, { ownerAddress: 42, extra: true })
      assertConformsToOpenApi('POST', path, res.status, await res.json())
    }
  })

  it('400 for malformed JSON matches too', async () => {
    for (const path of COVERED) {
      const res = await api.post(path, '{"ownerAddress": ')
      assertConformsToOpenApi('POST', path, res.status, await res.json())
    }
  })

  it('500 INTERNAL_ERROR matches', async () => {
    const res = await api.post('/v1/quote', quoteRequest({ ownerAddress: BROKEN_OWNER }))
    assertConformsToOpenApi('POST', '/v1/quote', res.status, await res.json())
  })

  it('412 from the service in eoa-7702 mode matches the documented 412', async () => {
    const res = await api.post('/v1/quote', quoteRequest({ mode: 'eoa-7702' }))
    assertConformsToOpenApi('POST', '/v1/quote', res.status, await res.json())
  })

  // The document has no 401, 404, 405, 413 or 415; their bodies still take the documented error
  // shape (spec "Errors": status 400 and 500 and others), checked against the 400 schema.
  it('401, 404, 405, 413 and 415 bodies have the documented error shape', async () => {
    const answers = [
      await api.post('/v1/quote', quoteRequest(), { 'x-api-key': '' }),
      await api.post('/v1/quotes', quoteRequest()),
      await api.get('/v1/quote'),
      await api.post('/v1/quote', quoteRequest({ pad: 'x'.repeat(1024 * 1024) })),
      await api.post('/v1/quote', 'x', { 'content-type': 'text/plain' }),
    ]
    expect(answers.map((res) => res.status)).toEqual([401, 404, 405, 413, 415])
    for (const res of answers) assertConformsToOpenApi('POST', '/v1/quote', 400, await res.json())
  })
})
