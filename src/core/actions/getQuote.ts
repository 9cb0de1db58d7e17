import { quoteEndpoint } from '../client/endpoints.js'
import { post } from '../client/post.js'
import type { QuoteParameters, QuoteReturnType } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { AuthorizationRequiredError } from '../errors/auth.js'
import type { ClientErrorType, RequestOptions } from './types.js'

export type GetQuoteParameters = QuoteParameters
export type GetQuoteReturnType = QuoteReturnType
/** In `eoa-7702` mode, `AuthorizationRequiredError` (412) is the next step, not a failure. */
export type GetQuoteErrorType = ClientErrorType | AuthorizationRequiredError

/**
 * POST /v1/quote: composes the flows into a quote with the payloads the owner must sign. In
 * `eoa-7702` mode a 412 rejects with `AuthorizationRequiredError`: sign its `authorizations`
 * (`signAuthorizations`) and quote again with them (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST
 * /v1/quote, rule 1).
 *
 * @example
 * const quote = await getQuote(config, {
 *   mode: 'smart-account',
 *   ownerAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   composeFlows: [{ type: '/instructions/build', data: { to, chainId: 31337, functionSignature, args } }],
 * })
 */
export function getQuote(
  config: SupertxConfig,
  parameters: GetQuoteParameters,
  options?: RequestOptions,
): Promise<GetQuoteReturnType> {
  return post(config.transport, quoteEndpoint, parameters, options)
}
