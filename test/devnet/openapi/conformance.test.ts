import { describe, expect, it } from 'vitest'
import {
  buildCcipResponse,
  executeResponse,
  orchestratorResponse,
  quoteResponse,
} from '../../../fixtures/spec-payloads.js'
import { assertConformsToOpenApi } from './conformance.js'

// The devnet's 2.2.1 smart-account `simple` payload: the EIP-712 SuperTx (abstractjs's typed data),
// which the OpenAPI's payloadToSign items do not allow (the document predates 2.2.1 accounts).
const superTxItem = {
  signablePayload: {
    domain: { name: 'Nexus' },
    types: {
      MeeUserOp: [
        { name: 'userOpHash', type: 'bytes32' },
        { name: 'lowerBoundTimestamp', type: 'uint256' },
        { name: 'upperBoundTimestamp', type: 'uint256' },
      ],
      SuperTx: [{ name: 'meeUserOps', type: 'MeeUserOp[]' }],
    },
    primaryType: 'SuperTx',
    message: {
      meeUserOps: [
        {
          userOpHash: quoteResponse.quote.hash,
          lowerBoundTimestamp: 0,
          upperBoundTimestamp: 1_900_000_000,
        },
      ],
    },
  },
}
const withPayload = (item: unknown, over: Record<string, unknown> = {}) => ({
  ...quoteResponse,
  ...over,
  payloadToSign: [item],
})

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

describe('assertConformsToOpenApi: the 2.2.1 SuperTx payload, the one named deviation', () => {
  it('accepts it in a smart-account simple quote, the rest of the body still checked', () => {
    expect(() =>
      assertConformsToOpenApi('POST', '/v1/quote', 200, withPayload(superTxItem)),
    ).not.toThrow()
    const bad = { ...withPayload(superTxItem), surprise: 1 }
    expect(() => assertConformsToOpenApi('POST', '/v1/quote', 200, bad)).toThrow(
      '(root) must NOT have additional properties: "surprise"',
    )
  })

  it('refuses it in any other quote: permit, onchain, eoa-7702 or eoa mode', () => {
    for (const over of [
      { quoteType: 'permit', mode: 'eoa' },
      { quoteType: 'onchain', mode: 'eoa' },
      { quoteType: 'simple', mode: 'eoa-7702' },
    ]) {
      expect(() =>
        assertConformsToOpenApi('POST', '/v1/quote', 200, withPayload(superTxItem, over)),
      ).toThrow('/payloadToSign/0 must match a schema in anyOf')
    }
  })

  it('refuses any other shape in its place, naming the item', () => {
    const payload = superTxItem.signablePayload
    const mutants: unknown[] = [
      { ...superTxItem, signature: '0x' },
      { signablePayload: { ...payload, primaryType: 'MeeUserOp' } },
      { signablePayload: { ...payload, domain: { name: 'Nexus', chainId: 1 } } },
      { signablePayload: { ...payload, types: { SuperTx: payload.types.SuperTx } } },
      {
        signablePayload: {
          ...payload,
          types: { ...payload.types, MeeUserOp: payload.types.MeeUserOp.slice(1) },
        },
      },
      { signablePayload: { ...payload, message: { meeUserOps: [] } } },
      {
        signablePayload: {
          ...payload,
          message: { meeUserOps: [{ ...payload.message.meeUserOps[0], userOpHash: '0x12' }] },
        },
      },
      {
        signablePayload: {
          ...payload,
          message: { meeUserOps: [{ ...payload.message.meeUserOps[0], extra: 1 }] },
        },
      },
      { signablePayload: { ...payload, metadata: {} } },
    ]
    for (const item of mutants) {
      expect(() => assertConformsToOpenApi('POST', '/v1/quote', 200, withPayload(item))).toThrow(
        '/payloadToSign/0 must match a schema in anyOf',
      )
    }
  })

  it('is allowed only in the quote response, not in the execute request it would come back in', () => {
    expect(() =>
      assertConformsToOpenApi('POST', '/v1/execute', 200, {
        ...executeResponse,
        payloadToSign: [superTxItem],
      }),
    ).toThrow('must NOT have additional properties: "payloadToSign"')
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
