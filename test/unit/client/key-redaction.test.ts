// The API key never leaves the X-API-Key header: a hostile or broken service that echoes it back
// (in any letter case, in a 2xx or an error body, in a value or a field name) finds it removed
// from every error that quotes what came back, against a real scripted HTTP server on 127.0.0.1.
import { inspect } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import * as f from '../../../fixtures/endpoint-bodies.js'
import { type Answer, setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { receiptBody } from '../../../fixtures/verifiable-quotes.js'
import { execute } from '../../../src/core/actions/execute.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { ApiError } from '../../../src/core/errors/api.js'
import { AuthorizationRequiredError, UnauthorizedError } from '../../../src/core/errors/auth.js'
import type { BaseError } from '../../../src/core/errors/base.js'
import { ExecutionRejectedError } from '../../../src/core/errors/supertransaction.js'
import { MalformedJsonError, UnexpectedResponseError } from '../../../src/core/errors/transport.js'
import { ResponseValidationError } from '../../../src/core/errors/validation.js'
import { failure } from './failure.js'

const apiKey = 'stx_Live_Key_9f8e7d6cB5a4'
const copies = [apiKey, apiKey.toLowerCase(), apiKey.toUpperCase()]
const server = setupScriptedServer()
let client: SupertxClient

beforeAll(() => {
  client = createSupertxClient({ baseUrl: server.url, apiKey })
})

/** No copy of the key, in any case, anywhere in the error or its cause chain. */
function expectNoKey(error: BaseError) {
  const seen = [error, error.walk()]
  for (const value of seen)
    for (const text of [
      String(value),
      JSON.stringify(value),
      inspect(value, { depth: 12, showHidden: true }),
    ]) {
      expect(text.toLowerCase()).not.toContain(apiKey.toLowerCase())
    }
}

/** The key, echoed in each case at once: as given, lowercased and uppercased. */
const echo = copies.join(' ')

const cases: [string, Answer, new (...args: never[]) => BaseError][] = [
  [
    '401 whose message echoes the key',
    { status: 401, json: { code: 'UNAUTHORIZED', message: `bad key ${echo}`, errors: [] } },
    UnauthorizedError,
  ],
  [
    '400 whose message, sub-errors and field names echo the key',
    {
      status: 400,
      json: {
        code: 'VALIDATION_ERROR',
        message: `refused ${echo}`,
        errors: [{ code: 'X', path: ['apiKey', apiKey.toUpperCase()], message: echo }],
        [apiKey.toLowerCase()]: echo,
      },
    },
    ApiError,
  ],
  [
    '412 whose body carries the key beside the authorizations',
    {
      status: 412,
      json: {
        code: 'AUTHORIZATION_REQUIRED',
        message: echo,
        errors: [],
        authorizations: [{ address: f.prepare7702Response[0]?.address, chainId: 0, nonce: 0 }],
        note: echo,
      },
    },
    AuthorizationRequiredError,
  ],
  [
    '412 whose malformed body carries the key',
    { status: 412, json: { code: 'X', message: echo, errors: [], authorizations: echo } },
    ResponseValidationError,
  ],
  [
    '2xx that echoes the key in a field that fails the schema',
    { json: { ...f.quoteResponse, quote: { ...f.quoteResponse.quote, hash: echo } } },
    ResponseValidationError,
  ],
  [
    '2xx that echoes the key in JSON that does not parse',
    { text: `{"echo": "${echo}", `, contentType: 'application/json' },
    MalformedJsonError,
  ],
  [
    '500 that echoes the key in JSON that does not parse',
    { status: 500, text: `{"echo": "${echo}"`, contentType: 'application/json' },
    MalformedJsonError,
  ],
  [
    '502 HTML page that echoes the key',
    { status: 502, text: `<html><p>${echo}</p></html>`, contentType: 'text/html' },
    UnexpectedResponseError,
  ],
  [
    '400 JSON that is not the error body and echoes the key',
    { status: 400, json: { error: echo } },
    UnexpectedResponseError,
  ],
]

describe('the API key is redacted from every error that quotes a response, in any case', () => {
  it.each(cases)('%s', async (_, answer, Class) => {
    server.on('POST /v1/quote', answer)
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(Class)
    expect(error.message + JSON.stringify(error)).toContain('[redacted]')
    expectNoKey(error)
  })

  it('a valid 2xx body without the key is kept whole', async () => {
    server.on('POST /v1/quote', { json: f.quoteResponse })
    expect(await client.quote(f.quoteRequest)).toEqual(f.quoteResponse)
  })
})

describe('a valid 2xx body that echoes the key has it taken out before anything keeps it', () => {
  it("execute's `success: false` reason (ExecutionRejectedError)", async () => {
    server.on('POST /v1/execute', { json: { success: false, supertxHash: null, error: echo } })
    const config = createSupertxConfig({ baseUrl: server.url, apiKey })
    const error = await failure(execute(config, { signedQuote: f.executeRequest }))
    expect(error).toBeInstanceOf(ExecutionRejectedError)
    expect(error.details).toContain('[redacted]')
    expectNoKey(error)
  })

  it("a receipt's failed op reason, which the supertransaction's SupertxFailedError quotes", async () => {
    const receipt = receiptBody(f.supertxHash, 'failed')
    const userOps = receipt.userOps.map((op) => ({ ...op, error: `reverted: ${echo}` }))
    server.on('GET /v1/explorer/*', { json: { ...receipt, userOps } })
    const read = await client.getReceipt(f.supertxHash)
    expect(read.userOps[0]?.error).toBe(`reverted: ${copies.map(() => '[redacted]').join(' ')}`)
    expect(JSON.stringify(read).toLowerCase()).not.toContain(apiKey.toLowerCase())
  })

  it('a key shorter than 8 characters matches ordinary text: valid bodies are left whole', async () => {
    const short = createSupertxClient({ baseUrl: server.url, apiKey: 'to' })
    server.on('POST /v1/quote', { json: f.quoteResponse })
    expect(await short.quote(f.quoteRequest)).toEqual(f.quoteResponse)
  })
})
