// An app that imports `zod` (not only `zod/mini`) sets zod's English locale for every zod schema,
// the kit's included. The kit words its issues itself, so its errors read the same whatever locale
// the app loaded. This file loads one; vitest keeps it to this file.
import { beforeAll, describe, expect, it } from 'vitest'
import * as zod from 'zod'
import * as f from '../../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'
import {
  RequestValidationError,
  ResponseValidationError,
} from '../../../src/core/errors/validation.js'
import { chainIdSchema } from '../../../src/core/schemas/common.js'
import { failure } from './failure.js'

const usdc = '0x3333333333333333333333333333333333333333'
const server = setupScriptedServer()
let client: SupertxClient

beforeAll(() => {
  zod.config(zod.locales.en())
  client = createSupertxClient({ baseUrl: server.url })
})

describe("with the app's zod locale loaded", () => {
  it('zod words an issue its own way (what the kit must not show)', () => {
    expect(chainIdSchema.safeParse('1').error?.issues[0]?.message).toBe(
      'Invalid input: expected number, received string',
    )
  })

  it('a request the kit refuses still reads in the kit’s words', async () => {
    const bad = { ...f.quoteRequest, fundingTokens: [{ tokenAddress: usdc, chainId: '1' }] }
    const error = await failure(client.quote(bad as never))
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).issues).toEqual([
      {
        code: 'INVALID_TYPE',
        path: ['fundingTokens', '0', 'chainId'],
        message: 'fundingTokens[0].chainId must be a number (got "1")',
      },
      {
        code: 'REQUIRED',
        path: ['fundingTokens', '0', 'amount'],
        message: 'fundingTokens[0].amount is required',
      },
    ])
    expect(server.requests).toHaveLength(0)
  })

  it('a drifted response still reads in the kit’s words', async () => {
    const drifted = { ...f.quoteResponse, quoteType: 'teleport' }
    server.on('POST /v1/quote', { json: drifted })
    const error = await failure(client.quote(f.quoteRequest))
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).issues).toEqual([
      {
        code: 'INVALID_VALUE',
        path: ['quoteType'],
        message:
          'quoteType must be one of "permit", "onchain", "simple", "permit-sca", "mm-dtk" (got "teleport")',
      },
    ])
  })
})
