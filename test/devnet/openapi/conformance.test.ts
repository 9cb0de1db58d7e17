import { describe, expect, it } from 'vitest'
import {
  buildCcipResponse,
  executeResponse,
  orchestratorResponse,
  quoteResponse,
} from '../../../fixtures/spec-payloads.js'
import { assertConformsToOpenApi } from './conformance.js'

const errorBody = {
  code: 'VALIDATION_ERROR',
  message: 'Invalid request body',
  errors: [{ code: 'invalid_type', path: ['ownerAddress'], message: 'required' }],
}

describe('assertConformsToOpenApi: spec payloads', () => {
  it('accepts a spec-shaped quote response, keeping `mode` (spec "Quote response" wins)', () => {
    expect(() => assertConformsToOpenApi('POST', '/v1/quote', 200, quoteResponse)).not.toThrow()
  })

  it('still checks `mode` against the spec values', () => {
    expect(() =>
      assertConformsToOpenApi('POST', '/v1/quote', 200, { ...quoteResponse, mode: 'wallet' }),
    ).toThrow(/mode must be one of eoa, smart-account, eoa-7702/)
  })

  it('accepts spec-shaped execute, orchestrator and build-ccip responses', () => {
    assertConformsToOpenApi('POST', '/v1/execute', 200, executeResponse)
    assertConformsToOpenApi('POST', '/v1/execute', 200, {
      success: false,
      supertxHash: null,
      error: 'user op on chain 31338 reverted',
    })
    assertConformsToOpenApi('POST', '/v1/mee/orchestrator', 200, orchestratorResponse)
    assertConformsToOpenApi('POST', '/v1/instructions/build-ccip', 200, buildCcipResponse)
  })

  it('accepts the error body on 400 and 500 of each covered endpoint (spec "Errors")', () => {
    for (const path of [
      '/v1/quote',
      '/v1/execute',
      '/v1/mee/orchestrator',
      '/v1/instructions/build-ccip',
    ]) {
      assertConformsToOpenApi('POST', path, 400, errorBody)
      assertConformsToOpenApi('POST', path, 500, {
        code: 'INTERNAL_ERROR',
        message: 'boom',
        errors: [{ code: 'SERVER_ERROR', path: [], message: 'boom' }],
      })
    }
  })

  it('accepts a 412 on /v1/quote only with the error fields and the authorizations', () => {
    const authorizations = [{ address: quoteResponse.ownerAddress, chainId: 0, nonce: 0 }]
    assertConformsToOpenApi('POST', '/v1/quote', 412, { ...errorBody, authorizations })
    expect(() => assertConformsToOpenApi('POST', '/v1/quote', 412, { authorizations })).toThrow(
      /must have required property 'code'/,
    )
  })
})

describe('assertConformsToOpenApi: it fails, naming the field', () => {
  it('rejects a missing required field with its path', () => {
    const { error: _dropped, ...withoutError } = executeResponse
    expect(() => assertConformsToOpenApi('POST', '/v1/execute', 200, withoutError)).toThrow(
      /\(root\) must have required property 'error'/,
    )
  })

  it('rejects an extra field and a wrong type deep in the quote', () => {
    const bad = structuredClone(quoteResponse) as Record<string, unknown> & typeof quoteResponse
    bad.quote.userOps[0]!.chainId = '31337' as unknown as number
    ;(bad as Record<string, unknown>).surprise = 1
    const check = () => assertConformsToOpenApi('POST', '/v1/quote', 200, bad)
    expect(check).toThrow('/quote/userOps/0/chainId must be number')
    expect(check).toThrow('(root) must NOT have additional properties: "surprise"')
  })

  it('rejects an error entry whose path is not an array of strings', () => {
    const bad = { ...errorBody, errors: [{ code: 'X', path: 'ownerAddress', message: 'm' }] }
    expect(() => assertConformsToOpenApi('POST', '/v1/quote', 400, bad)).toThrow(
      /\/errors\/0\/path must be array/,
    )
  })

  it('says which statuses are documented when asked about another', () => {
    expect(() => assertConformsToOpenApi('POST', '/v1/execute', 401, errorBody)).toThrow(
      'The OpenAPI document has no 401 response for POST /v1/execute; documented: 200, 400, 500.',
    )
  })

  it('says which operations are documented when asked about another', () => {
    expect(() => assertConformsToOpenApi('POST', '/v1/mee/upgrade', 200, {})).toThrow(
      /has no POST \/v1\/mee\/upgrade; it documents POST \/v1\/quote/,
    )
  })
})
