import { describe, expect, it } from 'vitest'
import {
  hash32,
  onchainPayload,
  permitPayload,
  quoteResponse,
} from '../../../fixtures/openapi-bodies.js'
import { executeRequestSchema, executeResponseSchema } from '../../../src/core/schemas/execute.js'
import { codesAndPaths, problems, valid, without } from './helpers.js'
import { openapiExample } from './openapi-example.js'

const signature = `0x${'11'.repeat(65)}`
const signed = {
  ...quoteResponse,
  payloadToSign: quoteResponse.payloadToSign.map((item) => ({ ...item, signature })),
}

describe('execute request (spec: POST /v1/execute, the signed quote response)', () => {
  it('accepts the quote response with every payload signed', () => {
    valid(executeRequestSchema, signed)
  })

  it('accepts signed permit and on-chain payloads (the tx hash is the signature)', () => {
    valid(executeRequestSchema, {
      ...signed,
      quoteType: 'permit',
      payloadToSign: [
        { ...permitPayload, signature },
        { ...onchainPayload, signature: hash32 },
      ],
    })
  })

  it('accepts a body without mode (absent from the endpoint schema)', () => {
    valid(executeRequestSchema, without(signed, ['mode']))
  })

  it('passes through whatever else the quote response carried', () => {
    expect(valid(executeRequestSchema, { ...signed, instructions: [], extra: 1 }).extra).toBe(1)
  })

  it('requires a signature on each payload', () => {
    expect(codesAndPaths(problems(executeRequestSchema, quoteResponse))).toEqual([
      ['REQUIRED', 'payloadToSign.0.signature'],
    ])
  })

  it('requires at least one payload (spec: Limits)', () => {
    expect(codesAndPaths(problems(executeRequestSchema, { ...signed, payloadToSign: [] }))).toEqual(
      [['TOO_SMALL', 'payloadToSign']],
    )
  })

  it.each(['ownerAddress', 'fee', 'quoteType', 'quote', 'payloadToSign'])(
    'requires %s',
    (field) => {
      expect(codesAndPaths(problems(executeRequestSchema, without(signed, [field])))).toEqual([
        ['REQUIRED', field],
      ])
    },
  )
})

describe('execute response (spec: success, supertxHash, error; all required)', () => {
  it('accepts a success and a failure', () => {
    valid(executeResponseSchema, { success: true, supertxHash: hash32, error: null })
    valid(executeResponseSchema, { success: false, supertxHash: null, error: 'insufficient funds' })
  })

  it("accepts the OpenAPI's example shape", () => {
    const example = openapiExample('/v1/execute', '200')
    valid(executeResponseSchema, { ...example, supertxHash: hash32 })
  })

  it.each(['success', 'supertxHash', 'error'])('requires %s', (field) => {
    const body = { success: true, supertxHash: hash32, error: null }
    expect(codesAndPaths(problems(executeResponseSchema, without(body, [field])))).toEqual([
      ['REQUIRED', field],
    ])
  })
})
