import { beforeAll, describe, expect, it } from 'vitest'
import * as f from '../../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { SupertxClient } from '../../../src/core/client/types.js'

const apiKey = 'stx_test_0123456789abcdef'
const server = setupScriptedServer()
let client: SupertxClient

beforeAll(async () => {
  client = createSupertxClient({ baseUrl: server.url, apiKey })
})

// Spec "Endpoints": every path, method and body.
const cases = [
  ['quote', '/v1/quote', f.quoteRequest, f.quoteResponse],
  ['execute', '/v1/execute', f.executeRequest, f.executeResponse],
  ['meeExecute', '/v1/mee/execute', f.executeRequest, f.executeResponse],
  ['orchestrator', '/v1/mee/orchestrator', f.orchestratorRequest, f.orchestratorResponse],
  ['prepare7702', '/v1/mee/prepare7702', f.prepare7702Request, f.prepare7702Response],
  ['upgrade', '/v1/mee/upgrade', f.upgradeRequest, f.upgradeResponse],
  [
    'buildInstructions',
    '/v1/instructions/build',
    f.buildInstructionsRequest,
    f.buildInstructionsResponse,
  ],
  ['buildCcip', '/v1/instructions/build-ccip', f.buildCcipRequest, f.buildCcipResponse],
  ['intentSimple', '/v1/instructions/intent-simple', f.intentSimpleRequest, f.intentSimpleResponse],
] as const

describe('createSupertxClient: every endpoint of the spec', () => {
  it.each(cases)(
    '%s posts its body to %s and returns the parsed answer',
    async (method, path, request, response) => {
      server.on(`POST ${path}`, { json: response })
      const call = client[method] as (parameters: unknown) => Promise<unknown>
      const result = await call(request)

      expect(result).toEqual(response)
      expect(server.requests).toHaveLength(1)
      const [sent] = server.requests
      expect(sent?.method).toBe('POST')
      expect(sent?.url).toBe(path)
      expect(sent?.headers['content-type']).toBe('application/json')
      expect(sent?.headers['x-api-key']).toBe(apiKey)
      expect(JSON.parse(sent?.text ?? '')).toMatchObject(request)
    },
  )

  it('keeps response fields it does not know (responses are lenient)', async () => {
    server.on('POST /v1/quote', { json: f.quoteResponse })
    const quote = await client.quote(f.quoteRequest)
    expect(quote.newerServiceField).toEqual({ anything: true })
  })

  it('sends schema defaults the caller left out (intent-simple slippage 0.01, upgrade simulate)', async () => {
    server.on('POST /v1/instructions/intent-simple', { json: f.intentSimpleResponse })
    server.on('POST /v1/mee/upgrade', { json: f.upgradeResponse })
    await client.intentSimple(f.intentSimpleRequest)
    await client.upgrade(f.upgradeRequest)
    expect(JSON.parse(server.requests[0]?.text ?? '')).toMatchObject({ slippage: 0.01 })
    expect(JSON.parse(server.requests[1]?.text ?? '')).toMatchObject({ simulate: true })
  })

  it('getReceipt GETs /v1/explorer/{supertxHash} without a body', async () => {
    server.on(`GET /v1/explorer/${f.supertxHash}`, { json: f.receipt })
    const receipt = await client.getReceipt(f.supertxHash)
    expect(receipt).toEqual(f.receipt)
    const [sent] = server.requests
    expect(sent?.method).toBe('GET')
    expect(sent?.url).toBe(`/v1/explorer/${f.supertxHash}`)
    expect(sent?.text).toBe('')
    expect(sent?.headers['x-api-key']).toBe(apiKey)
  })

  it('accepts a baseUrl with a trailing slash', async () => {
    const slashed = createSupertxClient({ baseUrl: `${server.url}/`, apiKey })
    server.on('POST /v1/mee/orchestrator', { json: f.orchestratorResponse })
    await slashed.orchestrator(f.orchestratorRequest)
    expect(slashed.baseUrl).toBe(server.url)
    expect(server.requests[0]?.url).toBe('/v1/mee/orchestrator')
  })

  it('sends extra headers with every request and no X-API-Key when no key is set', async () => {
    const keyless = createSupertxClient({ baseUrl: server.url, headers: { 'x-app': 'playground' } })
    server.on('POST /v1/mee/orchestrator', { json: f.orchestratorResponse })
    await keyless.orchestrator(f.orchestratorRequest)
    expect(server.requests[0]?.headers['x-app']).toBe('playground')
    expect(server.requests[0]?.headers).not.toHaveProperty('x-api-key')
  })

  it('uses the fetch it is given', async () => {
    const urls: string[] = []
    const recording: typeof fetch = (input, init) => {
      urls.push(String(input))
      return fetch(input, init)
    }
    const own = createSupertxClient({ baseUrl: server.url, apiKey, fetch: recording })
    server.on('POST /v1/mee/orchestrator', { json: f.orchestratorResponse })
    await own.orchestrator(f.orchestratorRequest)
    expect(urls).toEqual([`${server.url}/v1/mee/orchestrator`])
  })
})
