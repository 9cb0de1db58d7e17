import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import {
  hash32,
  onchainPayload,
  permitPayload,
  quoteResponse,
  simplePayload,
} from '../../../fixtures/openapi-bodies.js'
import { payloadToSignSchema, quoteResponseSchema } from '../../../src/core/schemas/quote.js'
import { codesAndPaths, problems, valid, withField, without } from './helpers.js'
import { openapiExample, openapiSchema } from './openapi-example.js'

describe('quote response (spec: Quote response; OpenAPI 200 of POST /v1/quote)', () => {
  it('accepts a simple smart-account quote', () => {
    expect(valid(quoteResponseSchema, quoteResponse).quote.hash).toBe(hash32)
  })

  it('matches the OpenAPI schema itself, once the spec-only mode is left out', () => {
    const ajv = new Ajv({ strict: false })
    const validate = ajv.compile(openapiSchema('/v1/quote', '200'))
    const body = { ...without(quoteResponse, ['mode']), instructions: [] }
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true)
  })

  it("accepts the OpenAPI's example response (with a 32-byte quote hash)", () => {
    // The OpenAPI's example hash is 36 bytes; a quote hash is a 32-byte hash the owner signs.
    const example = withField(openapiExample('/v1/quote', '200'), ['quote', 'hash'], hash32)
    valid(quoteResponseSchema, example)
  })

  it('accepts a response without mode (the OpenAPI has none)', () => {
    expect(valid(quoteResponseSchema, without(quoteResponse, ['mode'])).mode).toBeUndefined()
  })

  it('keeps fields it does not know, at every level', () => {
    const extended = withField(
      withField(quoteResponse, ['newField'], 1),
      ['quote', 'userOps', 0, 'extra'],
      'x',
    )
    const parsed = valid(quoteResponseSchema, extended)
    expect(parsed.newField).toBe(1)
    expect(parsed.quote.userOps[0]?.extra).toBe('x')
  })

  it.each([
    [['quote', 'hash']],
    [['quote', 'userOps']],
    [['quote', 'paymentInfo']],
    [['payloadToSign']],
    [['quoteType']],
    [['fee', 'amount']],
    [['fee', 'chainId']],
    [['ownerAddress']],
    [['quote', 'userOps', 0, 'chainId']],
    [['quote', 'userOps', 0, 'lowerBoundTimestamp']],
    [['quote', 'userOps', 0, 'upperBoundTimestamp']],
  ])('requires %j, which a client relies on', (path) => {
    expect(codesAndPaths(problems(quoteResponseSchema, without(quoteResponse, path)))).toEqual([
      ['REQUIRED', path.join('.')],
    ])
  })

  it('rejects a quote hash that is not 32 bytes', () => {
    expect(
      codesAndPaths(
        problems(quoteResponseSchema, withField(quoteResponse, ['quote', 'hash'], '0x1234')),
      ),
    ).toEqual([['INVALID_FORMAT', 'quote.hash']])
  })

  it('rejects an empty payloadToSign', () => {
    expect(
      codesAndPaths(problems(quoteResponseSchema, { ...quoteResponse, payloadToSign: [] })),
    ).toEqual([['TOO_SMALL', 'payloadToSign']])
  })

  it.each(['permit', 'onchain', 'simple', 'permit-sca', 'mm-dtk'])(
    'accepts quoteType %s',
    (quoteType) => {
      valid(quoteResponseSchema, { ...quoteResponse, quoteType })
    },
  )

  it('rejects an unknown quoteType', () => {
    expect(
      codesAndPaths(problems(quoteResponseSchema, { ...quoteResponse, quoteType: 'eip712' })),
    ).toEqual([['INVALID_VALUE', 'quoteType']])
  })

  it('rejects a user op time bound given as a string', () => {
    const bad = withField(
      quoteResponse,
      ['quote', 'userOps', 0, 'upperBoundTimestamp'],
      '1710003600',
    )
    expect(codesAndPaths(problems(quoteResponseSchema, bad))).toEqual([
      ['INVALID_TYPE', 'quote.userOps.0.upperBoundTimestamp'],
    ])
  })
})

describe('payloadToSign items (spec: payloadToSign item; OpenAPI: three shapes)', () => {
  it.each([
    ['permit typed data', permitPayload],
    ['permit typed data without metadata', without(permitPayload, ['metadata'])],
    ['an on-chain approval', onchainPayload],
    ['a simple message', simplePayload],
    ['a signed simple message', { ...simplePayload, signature: `0x${'11'.repeat(65)}` }],
  ])('accepts %s', (_name, item) => {
    valid(payloadToSignSchema, item)
  })

  it('reports the closest shape when an item is almost a simple payload', () => {
    expect(codesAndPaths(problems(payloadToSignSchema, { message: { raw: 'hash' } }))).toEqual([
      ['INVALID_FORMAT', 'message.raw'],
    ])
  })

  it('rejects typed data without a primaryType', () => {
    const item = without(permitPayload, ['signablePayload', 'primaryType'])
    expect(codesAndPaths(problems(payloadToSignSchema, item))).toEqual([
      ['REQUIRED', 'signablePayload.primaryType'],
    ])
  })

  it('rejects an on-chain payload whose value is not a wei amount', () => {
    expect(
      codesAndPaths(problems(payloadToSignSchema, { ...onchainPayload, value: '0.1' })),
    ).toEqual([['INVALID_FORMAT', 'value']])
  })
})
