import * as z from 'zod/mini'
import { InvalidClientConfigError } from '../errors/config.js'
import { RequestValidationError } from '../errors/validation.js'
import { toErrorEntries } from '../schemas/format-issues.js'
import { supertxReceiptSchema } from '../schemas/receipt.js'
import {
  type PostMethodName,
  type PostParameters,
  type PostReturnType,
  postEndpoints,
} from './endpoints.js'
import { type RequestOptions, send, type Transport } from './request.js'
import type { SupertxClient } from './types.js'

export type CreateSupertxClientParameters = {
  /** Where the API lives, e.g. `https://api.example.com` or a devnet's `http://127.0.0.1:4337`. */
  baseUrl: string
  /** Sent as the `X-API-Key` header, and nowhere else. */
  apiKey?: string | undefined
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch | undefined
  /** Per-call time limit in ms, body included. Default 30 000. */
  timeoutMs?: number | undefined
  /** Extra headers sent with every request. */
  headers?: Record<string, string> | undefined
}
export type CreateSupertxClientReturnType = SupertxClient

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Creates a client of the Supertransaction API. The API key is held in a closure: it is sent in
 * the `X-API-Key` header only and cannot be read back from the client, its JSON or its errors.
 *
 * @example
 * const client = createSupertxClient({ baseUrl: 'http://127.0.0.1:4337', apiKey })
 * const quote = await client.quote({ mode: 'smart-account', ownerAddress, composeFlows })
 */
export function createSupertxClient(
  parameters: CreateSupertxClientParameters,
): CreateSupertxClientReturnType {
  const transport = toTransport(parameters)

  // Indexing the endpoint table by a generic name loses the per-endpoint types inside, so the
  // method type is stated once here; `SupertxClient` then checks every entry below.
  const post = <name extends PostMethodName>(name: name) =>
    ((input: unknown, options?: RequestOptions) => {
      const { path, request, response } = postEndpoints[name]
      const checked = z.safeParse(request, input)
      if (!checked.success)
        return Promise.reject(
          new RequestValidationError({
            endpoint: `POST ${path}`,
            issues: toErrorEntries(checked.error, input),
          }),
        )
      return send(transport, {
        method: 'POST',
        path,
        body: checked.data,
        schema: response,
        options,
      })
    }) as (
      parameters: PostParameters<name>,
      options?: RequestOptions,
    ) => Promise<PostReturnType<name>>

  return {
    baseUrl: transport.baseUrl,
    quote: post('quote'),
    execute: post('execute'),
    meeExecute: post('meeExecute'),
    // The response schema accepts both shapes; the overloads narrow by the request, as the spec
    // (docs/spec/supertransaction-api.md, POST /v1/mee/orchestrator) ties the shape to whether
    // `chains` is sent.
    orchestrator: post('orchestrator') as SupertxClient['orchestrator'],
    prepare7702: post('prepare7702'),
    upgrade: post('upgrade'),
    buildInstructions: post('buildInstructions'),
    buildCcip: post('buildCcip'),
    intentSimple: post('intentSimple'),
    getReceipt(supertxHash, options) {
      if (typeof supertxHash !== 'string' || !hashPattern.test(supertxHash))
        return Promise.reject(
          new RequestValidationError({
            endpoint: 'GET /v1/explorer/{supertxHash}',
            issues: [
              {
                code: 'invalid_format',
                path: ['supertxHash'],
                message: 'Expected a 32-byte hex hash: 0x followed by 64 hex digits',
              },
            ],
          }),
        )
      const path = `/v1/explorer/${supertxHash}`
      return send(transport, { method: 'GET', path, schema: supertxReceiptSchema, options })
    },
  }
}

function toTransport(parameters: CreateSupertxClientParameters): Transport {
  const { baseUrl, apiKey, timeoutMs = 30_000 } = parameters
  if (typeof baseUrl !== 'string' || !baseUrl.trim())
    throw new InvalidClientConfigError({ option: 'baseUrl', problem: 'is required' })
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0))
    throw new InvalidClientConfigError({
      option: 'timeoutMs',
      problem: `must be a positive number of milliseconds (got ${timeoutMs})`,
    })
  return {
    baseUrl: baseUrl.trim().replace(/\/+$/, ''),
    apiKey: apiKey || undefined,
    fetch: parameters.fetch,
    timeoutMs,
    headers: { ...parameters.headers },
  }
}
