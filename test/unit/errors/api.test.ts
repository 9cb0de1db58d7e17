import { describe, expect, it } from 'vitest'
import {
  ApiError,
  ApiValidationError,
  BadRequestError,
  createApiError,
  InternalServerError,
  InvalidChainError,
  InvalidSignatureError,
  NoUpgradeNeededError,
} from '../../../src/core/errors/api.js'

const endpoint = 'POST /v1/quote'

describe('createApiError (spec: Errors)', () => {
  it('keeps a VALIDATION_ERROR body whole and lists every sub-error in the message', () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [
        {
          code: 'invalid_type',
          path: ['composeFlows', '0', 'data', 'chainId'],
          message: 'Expected number',
        },
        { code: 'too_small', path: ['composeFlows'], message: 'At least 1' },
      ],
    }
    const error = createApiError({ endpoint, status: 400, body })
    expect(error).toBeInstanceOf(ApiValidationError)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.status).toBe(400)
    expect(error.body).toEqual(body)
    expect(error.errors).toEqual(body.errors)
    expect(error.message).toContain('composeFlows.0.data.chainId: Expected number (invalid_type)')
    expect(error.message).toContain('composeFlows: At least 1 (too_small)')
  })

  it('turns a VALIDATION_ERROR with an INVALID_SIGNATURE sub-error into InvalidSignatureError', () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid signature',
      errors: [
        { code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'], message: 'bad' },
      ],
    }
    const error = createApiError({ endpoint: 'POST /v1/execute', status: 400, body })
    expect(error).toBeInstanceOf(InvalidSignatureError)
    expect(error).toBeInstanceOf(ApiValidationError)
    expect(error.code).toBe('INVALID_SIGNATURE')
    expect(error.body.code).toBe('VALIDATION_ERROR')
    expect(error.message).toContain('Sign the quote again')
  })

  it.each([
    ['NO_UPGRADE_NEEDED', 400, NoUpgradeNeededError],
    ['INVALID_CHAIN', 400, InvalidChainError],
    ['BAD_REQUEST', 400, BadRequestError],
    ['INTERNAL_ERROR', 500, InternalServerError],
  ] as const)('maps %s to its own class', (code, status, Class) => {
    const body = { code, message: `${code} happened`, errors: [] }
    const error = createApiError({ endpoint, status, body })
    expect(error).toBeInstanceOf(Class)
    expect(error.code).toBe(code)
    expect(error.shortMessage).toBe(`${endpoint} failed with ${status} ${code}: ${code} happened`)
  })

  it('keeps an unknown code as a plain ApiError with that code', () => {
    const body = { code: 'NOT_FOUND', message: 'No such supertransaction', errors: [] }
    const error = createApiError({ endpoint: 'GET /v1/explorer/0x01', status: 404, body })
    expect(error.constructor).toBe(ApiError)
    expect(error.code).toBe('NOT_FOUND')
    expect(error.status).toBe(404)
  })
})

describe('sub-error lines', () => {
  it('do not repeat a field the message already names (toErrorEntries messages)', () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [
        {
          code: 'INVALID_FORMAT',
          path: ['payloadToSign', '0', 'signature'],
          message: 'payloadToSign[0].signature must be 0x-prefixed hex',
        },
        { code: 'REQUIRED', path: ['mode'], message: 'Required' },
      ],
    }
    const { message } = createApiError({ endpoint, status: 400, body })
    expect(message).toContain(
      '\n- payloadToSign[0].signature must be 0x-prefixed hex (INVALID_FORMAT)',
    )
    expect(message).toContain('\n- mode: Required (REQUIRED)')
  })
})
