import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { delegation, hash32, owner } from '../../../fixtures/openapi-bodies.js'
import {
  authorizationRequiredBodySchema,
  errorBodySchema,
} from '../../../src/core/schemas/error.js'
import { supertxReceiptSchema } from '../../../src/core/schemas/receipt.js'
import { codesAndPaths, problems, valid, withField, without } from './helpers.js'
import { openapiSchema } from './openapi-example.js'

describe('error body (spec: Errors)', () => {
  it('accepts a validation error with its entries', () => {
    valid(errorBodySchema, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [
        { code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'], message: 'bad' },
      ],
    })
  })

  it('accepts a 500 body that matches the OpenAPI 500 schema', () => {
    // The OpenAPI has no example values for error bodies: check a body against its schema instead.
    const body = {
      code: 'INTERNAL_ERROR',
      message: 'Unexpected error',
      errors: [{ code: 'SERVER_ERROR', path: [], message: 'Unexpected error' }],
    }
    const validate = new Ajv({ strict: false }).compile(openapiSchema('/v1/execute', '500'))
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true)
    valid(errorBodySchema, body)
  })

  it('reads a body without errors as having none', () => {
    expect(valid(errorBodySchema, { code: 'INTERNAL_ERROR', message: 'boom' }).errors).toEqual([])
  })

  it('requires code and message', () => {
    expect(codesAndPaths(problems(errorBodySchema, { errors: [] }))).toEqual([
      ['REQUIRED', 'code'],
      ['REQUIRED', 'message'],
    ])
  })
})

describe('412 authorization-required body (spec: POST /v1/quote rule 1)', () => {
  it('accepts a 412 body that matches the OpenAPI 412 schema', () => {
    // The OpenAPI's own 412 example gives nonce as a string, against its schema: not used.
    const body = {
      code: 'AUTHORIZATION_REQUIRED',
      message: 'Sign these EIP-7702 authorizations and repeat the request with authorizations',
      errors: [],
      authorizations: [{ address: delegation, chainId: 0, nonce: 1 }],
    }
    const validate = new Ajv({ strict: false }).compile(openapiSchema('/v1/quote', '412'))
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true)
    valid(authorizationRequiredBodySchema, body)
  })

  it('accepts authorizations alone, and extra fields', () => {
    valid(authorizationRequiredBodySchema, {
      authorizations: [{ address: delegation, chainId: 0, nonce: 1 }],
      hint: 'sign',
    })
  })

  it('requires the authorizations to sign', () => {
    expect(
      codesAndPaths(problems(authorizationRequiredBodySchema, { code: 'X', message: 'y' })),
    ).toEqual([['REQUIRED', 'authorizations']])
  })
})

describe('supertransaction receipt (devnet GET /v1/explorer/{supertxHash})', () => {
  const receipt = {
    supertxHash: hash32,
    status: 'success',
    quoteType: 'simple',
    ownerAddress: owner,
    createdAt: 1710000000,
    userOps: [
      {
        chainId: 8453,
        executionStatus: 'MINED_SUCCESS',
        transactionHash: hash32,
        userOpHash: hash32,
      },
      {
        chainId: 1,
        executionStatus: 'MINED_SUCCESS',
        transactionHash: hash32,
        isCleanUpUserOp: true,
      },
    ],
  }

  it('accepts a completed supertransaction', () => {
    valid(supertxReceiptSchema, receipt)
  })

  it('accepts a pending one whose ops have not been sent', () => {
    valid(supertxReceiptSchema, {
      supertxHash: hash32,
      status: 'pending',
      userOps: [{ chainId: 1, executionStatus: 'PENDING' }],
    })
  })

  it('accepts a failed op with its error', () => {
    const failed = withField(withField(receipt, ['status'], 'failed'), ['userOps', 1], {
      chainId: 1,
      executionStatus: 'MINED_FAIL',
      transactionHash: hash32,
      error: 'ConstraintNotMet',
    })
    valid(supertxReceiptSchema, failed)
  })

  it.each([
    [['status'], 'complete', 'INVALID_VALUE'],
    [['userOps', 0, 'executionStatus'], 'DONE', 'INVALID_VALUE'],
    [['userOps', 0, 'transactionHash'], '0x12', 'INVALID_FORMAT'],
  ])('rejects %j = %j', (path, value, code) => {
    expect(codesAndPaths(problems(supertxReceiptSchema, withField(receipt, path, value)))).toEqual([
      [code, path.join('.')],
    ])
  })

  it.each(['supertxHash', 'status', 'userOps'])('requires %s', (field) => {
    expect(codesAndPaths(problems(supertxReceiptSchema, without(receipt, [field])))).toEqual([
      ['REQUIRED', field],
    ])
  })
})
