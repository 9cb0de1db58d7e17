import { inspect } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import * as f from '../../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import {
  ApiError,
  ApiValidationError,
  BadRequestError,
  InternalServerError,
  InvalidChainError,
  InvalidSignatureError,
  NoUpgradeNeededError,
} from '../../../src/core/errors/api.js'
import { AuthorizationRequiredError, UnauthorizedError } from '../../../src/core/errors/auth.js'
import { MalformedJsonError, UnexpectedResponseError } from '../../../src/core/errors/transport.js'
import {
  RequestValidationError,
  ResponseValidationError,
} from '../../../src/core/errors/validation.js'
import { failure } from './failure.js'

const apiKey = 'stx_test_secret_key_9f8e7d6c'
const server = setupScriptedServer()
let client: SupertxClient

beforeAll(async () => {
  client = createSupertxClient({ baseUrl: server.url, apiKey })
})

function expectNoKey(error: unknown) {
  for (const text of [
    String(error),
    (error as Error).message,
    JSON.stringify(error),
    inspect(error, { depth: 10 }),
  ])
    expect(text).not.toContain(apiKey)
}

describe('error bodies of the spec become typed errors (spec: Errors)', () => {
  it('400 VALIDATION_ERROR keeps the body and its errors[] whole', async () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request parameters',
      errors: [{ code: 'invalid_type', path: ['composeFlows', '0', 'type'], message: 'Required' }],
    }
    server.on('POST /v1/quote', { status: 400, json: body })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(ApiValidationError)
    const api = error as ApiValidationError
    expect(api.code).toBe('VALIDATION_ERROR')
    expect(api.status).toBe(400)
    expect(api.endpoint).toBe('POST /v1/quote')
    expect(api.body).toEqual(body)
    expect(api.errors).toEqual(body.errors)
    expect(api.message).toContain('composeFlows.0.type: Required')
  })

  it('a VALIDATION_ERROR with an INVALID_SIGNATURE sub-error is an InvalidSignatureError', async () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'Invalid signature',
      errors: [
        { code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'], message: 'bad' },
      ],
    }
    server.on('POST /v1/execute', { status: 400, json: body })
    const error = await failure(client.execute(f.executeRequest))
    expect(error).toBeInstanceOf(InvalidSignatureError)
    expect(error.code).toBe('INVALID_SIGNATURE')
    expect((error as InvalidSignatureError).body.code).toBe('VALIDATION_ERROR')
  })

  it.each([
    ['NO_UPGRADE_NEEDED', 400, NoUpgradeNeededError],
    ['INVALID_CHAIN', 400, InvalidChainError],
    ['BAD_REQUEST', 400, BadRequestError],
  ] as const)('%s (%i) from POST /v1/mee/upgrade', async (code, status, Class) => {
    server.on('POST /v1/mee/upgrade', { status, json: { code, message: 'no', errors: [] } })
    const error = await failure(client.upgrade(f.upgradeRequest))
    expect(error).toBeInstanceOf(Class)
    expect(error.code).toBe(code)
    expect((error as ApiError).status).toBe(status)
  })

  it('500 INTERNAL_ERROR with its SERVER_ERROR sub-error', async () => {
    const body = {
      code: 'INTERNAL_ERROR',
      message: 'Unexpected error',
      errors: [{ code: 'SERVER_ERROR', path: [], message: 'boom' }],
    }
    server.on('POST /v1/instructions/build', { status: 500, json: body })
    const error = await failure(client.buildInstructions(f.buildInstructionsRequest))
    expect(error).toBeInstanceOf(InternalServerError)
    expect((error as InternalServerError).errors).toEqual(body.errors)
    expect(error.message).toContain('\n- boom (SERVER_ERROR)')
    expect(error.message).toContain('retry later')
  })

  it('an unknown code stays an ApiError carrying it (a 404 receipt)', async () => {
    const error = await failure(client.getReceipt(f.supertxHash))
    expect(error.constructor).toBe(ApiError)
    expect(error.code).toBe('NOT_FOUND')
    expect((error as ApiError).status).toBe(404)
  })

  it('412 in eoa-7702 mode carries the authorizations to sign (spec: POST /v1/quote rule 1)', async () => {
    const authorizations = [{ address: f.prepare7702Response[0]?.address, chainId: 0, nonce: 3 }]
    server.on('POST /v1/quote', {
      status: 412,
      json: { code: 'AUTHORIZATION_REQUIRED', message: 'sign these', errors: [], authorizations },
    })
    const error = await failure(client.quote({ ...f.quoteRequest, mode: 'eoa-7702' }))
    expect(error).toBeInstanceOf(AuthorizationRequiredError)
    expect((error as AuthorizationRequiredError).authorizations).toEqual(authorizations)
    expect(error.message).toContain('nonce 3')
  })

  it('a 412 without authorizations is a ResponseValidationError naming the field', async () => {
    server.on('POST /v1/quote', { status: 412, json: { code: 'X', message: 'y', errors: [] } })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).path).toEqual(['authorizations'])
  })

  it('401 with a key: the key was refused; says where to set it, never the key', async () => {
    server.on('POST /v1/execute', {
      status: 401,
      json: { code: 'UNAUTHORIZED', message: `unknown key ${apiKey}`, errors: [] },
    })
    const error = await failure(client.execute(f.executeRequest))
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect((error as UnauthorizedError).apiKeySent).toBe(true)
    expect(error.message).toContain('createSupertxClient')
    // The service echoed the key; the error quotes its message with the key taken out.
    expect(error.details).toBe('unknown key [redacted]')
    expectNoKey(error)
  })

  it('401 without a key: says none was sent and how to pass one', async () => {
    const keyless = createSupertxClient({ baseUrl: server.url })
    server.on('POST /v1/execute', { status: 401, text: 'Unauthorized' })
    const error = await failure(keyless.execute(f.executeRequest))
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect(error.shortMessage).toContain('none was sent')
    expect(error.message).toContain('apiKey')
  })

  it('403 is an UnauthorizedError too', async () => {
    server.on('POST /v1/mee/prepare7702', { status: 403, text: '<html>Forbidden</html>' })
    const error = await failure(client.prepare7702(f.prepare7702Request))
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect((error as UnauthorizedError).status).toBe(403)
    expectNoKey(error)
  })
})

describe('answers that are not the API talking', () => {
  it('an HTML 502 page is an UnexpectedResponseError with the start of the page', async () => {
    const page = `<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>${apiKey}</p>${'x'.repeat(500)}</body></html>`
    server.on('POST /v1/quote', { status: 502, text: page, contentType: 'text/html' })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(UnexpectedResponseError)
    const unexpected = error as UnexpectedResponseError
    expect(unexpected.status).toBe(502)
    expect(unexpected.contentType).toBe('text/html')
    expect(unexpected.bodySnippet).toContain('502 Bad Gateway')
    expect(unexpected.bodySnippet.length).toBeLessThanOrEqual(201)
    expectNoKey(error)
  })

  it('a 200 HTML page (baseUrl pointing at a web app) is an UnexpectedResponseError', async () => {
    server.on('POST /v1/quote', {
      text: '<!doctype html><div id="root"></div>',
      contentType: 'text/html',
    })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(UnexpectedResponseError)
    expect((error as UnexpectedResponseError).status).toBe(200)
    expect(error.message).toContain('points at the Supertransaction API itself')
  })

  it('JSON that is not the error body is an UnexpectedResponseError', async () => {
    server.on('POST /v1/quote', { status: 400, json: { error: 'nope' } })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(UnexpectedResponseError)
  })

  it('a body claiming JSON that does not parse is a MalformedJsonError', async () => {
    server.on('POST /v1/quote', {
      status: 200,
      text: '{"ownerAddress": "0x11',
      contentType: 'application/json',
    })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(MalformedJsonError)
    expect(error.cause).toBeInstanceOf(SyntaxError)
    expect((error as MalformedJsonError).bodySnippet).toBe('{"ownerAddress": "0x11')
  })

  it('a drifted response is a ResponseValidationError naming the field path', async () => {
    const drifted = { ...f.quoteResponse, quote: { ...f.quoteResponse.quote, hash: 42 } }
    server.on('POST /v1/quote', { json: drifted })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(ResponseValidationError)
    const drift = error as ResponseValidationError
    expect(drift.path).toEqual(['quote', 'hash'])
    expect(drift.status).toBe(200)
    expect(drift.endpoint).toBe('POST /v1/quote')
    expect(drift.message).toContain('`quote.hash`')
  })
})

describe('requests are validated before they leave', () => {
  it('an invalid request throws RequestValidationError and reaches no server', async () => {
    const bad = { ...f.quoteRequest, composeFlows: [] }
    const error = await failure(client.quote(bad))
    expect(error).toBeInstanceOf(RequestValidationError)
    const invalid = error as RequestValidationError
    expect(invalid.endpoint).toBe('POST /v1/quote')
    expect(invalid.issues).toEqual([
      expect.objectContaining({ code: 'TOO_SMALL', path: ['composeFlows'] }),
    ])
    // The kit's own wording (loaded on first use), not zod's bare message.
    expect(invalid.issues[0]?.message).toBe('composeFlows must have at least 1 item (got 0)')
    expect(server.requests).toHaveLength(0)
  })

  it('an extra field is rejected by name (requests are strict)', async () => {
    const error = await failure(client.buildCcip({ ...f.buildCcipRequest, slipage: 0.5 } as never))
    expect((error as RequestValidationError).issues[0]?.path).toEqual(['slipage'])
    expect(server.requests).toHaveLength(0)
  })

  it('getReceipt rejects a malformed hash without a request', async () => {
    const error = await failure(client.getReceipt('0x1234'))
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).issues[0]?.path).toEqual(['supertxHash'])
    expect(server.requests).toHaveLength(0)
  })
})
