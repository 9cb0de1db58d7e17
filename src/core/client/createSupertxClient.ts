import type * as z from 'zod/mini'
import {
  buildCcipEndpoint,
  buildInstructionsEndpoint,
  executeEndpoint,
  intentSimpleEndpoint,
  meeExecuteEndpoint,
  orchestratorEndpoint,
  prepare7702Endpoint,
  quoteEndpoint,
  upgradeEndpoint,
} from './endpoints.js'
import { type PostEndpoint, post } from './post.js'
import { getReceipt } from './receipt.js'
import type { RequestOptions } from './request.js'
import { type CreateSupertxTransportParameters, createSupertxTransport } from './transport.js'
import type { SupertxClient } from './types.js'

export type CreateSupertxClientParameters = CreateSupertxTransportParameters
export type CreateSupertxClientReturnType = SupertxClient

/**
 * Creates a client of the Supertransaction API: one method per endpoint, over the same transport
 * the actions use. The API key is held in a closure: it is sent in the `X-API-Key` header only
 * and cannot be read back from the client, its JSON or its errors. It carries every endpoint's
 * schemas; an app that calls a few endpoints ships less with the actions (`getQuote(config, …)`).
 *
 * @example
 * const client = createSupertxClient({ baseUrl: 'http://127.0.0.1:4337', apiKey })
 * const quote = await client.quote({ mode: 'smart-account', ownerAddress, composeFlows })
 */
export function createSupertxClient(
  parameters: CreateSupertxClientParameters,
): CreateSupertxClientReturnType {
  const transport = createSupertxTransport(parameters)
  const method =
    <endpoint extends PostEndpoint>(endpoint: endpoint) =>
    (input: z.input<endpoint['request']>, options?: RequestOptions) =>
      post(transport, endpoint, input, options)
  return {
    baseUrl: transport.baseUrl,
    quote: method(quoteEndpoint),
    execute: method(executeEndpoint),
    meeExecute: method(meeExecuteEndpoint),
    // The response schema accepts both shapes; the overloads narrow by the request, as the spec
    // ties the shape to whether `chains` is sent.
    orchestrator: method(orchestratorEndpoint) as SupertxClient['orchestrator'],
    prepare7702: method(prepare7702Endpoint),
    upgrade: method(upgradeEndpoint),
    buildInstructions: method(buildInstructionsEndpoint),
    buildCcip: method(buildCcipEndpoint),
    intentSimple: method(intentSimpleEndpoint),
    getReceipt: (supertxHash, options) => getReceipt(transport, supertxHash, options),
  }
}
