// `prepareQuoteAuthorizations`' public face: eoa-7702 only, its code loads on first use with the
// rest of signing (src/core/signing), the signing it leads to.
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { loadSigning } from '../signing/load.js'
import type {
  ChainReader,
  PrepareQuoteAuthorizationsParameters,
  PrepareQuoteAuthorizationsReturnType,
} from '../signing/prepareQuoteAuthorizations.js'

export type {
  ChainReader,
  PrepareQuoteAuthorizationsParameters,
  PrepareQuoteAuthorizationsReturnType,
} from '../signing/prepareQuoteAuthorizations.js'

/**
 * eoa-7702: finds out before the first quote whether the owner's EOA still has to delegate, so
 * the quote is not answered 412 (a failed request in the browser's console). Reads the EOA's code
 * on each chain of the flows (the wallet's public clients); where one has no delegation, asks
 * POST /v1/mee/prepare7702 what to sign. Never throws but `AbortError`: whatever it cannot check
 * falls back to the 412 path.
 *
 * @example
 * const toSign = await prepareQuoteAuthorizations(config, wallet, { request })
 * const authorizations = toSign?.length ? await signAuthorizations(wallet, { authorizations: toSign }) : undefined
 * const quote = await getQuote(config, { ...request, authorizations })
 */
export async function prepareQuoteAuthorizations(
  config: SupertxConfig,
  reader: ChainReader,
  parameters: PrepareQuoteAuthorizationsParameters,
): Promise<PrepareQuoteAuthorizationsReturnType> {
  if (parameters.request.mode !== 'eoa-7702') return undefined
  // Code that cannot load is one more thing it cannot check: the quote's 412 says it.
  const signing = await loadSigning().catch(() => undefined)
  return signing?.prepareQuoteAuthorizations(config, reader, parameters)
}
