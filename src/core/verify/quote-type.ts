// Which quote types answer which request (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Signing by quoteType):
// the request decides how the owner signs, never the quote.
import type { QuoteType } from '../schemas/quote-response.js'
import { mismatch } from './mismatch.js'
import type { VerifyRequest } from './types.js'

/**
 * `simple` in smart-account and eoa-7702 and for upgrades; eoa → `permit` (EIP-2612 token) or
 * `onchain` (any other). `permit-sca` ("permit to a smart account", undocumented beyond its name)
 * only in smart-account mode, and only signed when the app checks it itself (`verifyTypedData`).
 * `mm-dtk` is in the OpenAPI alone: never.
 */
export const quoteTypesOf = {
  'smart-account': ['simple', 'permit-sca'],
  eoa: ['permit', 'onchain'],
  'eoa-7702': ['simple'],
  upgrade: ['simple'],
} as const satisfies Record<string, readonly QuoteType[]>

export const isUpgradeRequest = (request: VerifyRequest) => request.chainIds !== undefined

/** The quote answers the request's mode with a quote type that mode can have. */
export function checkQuoteType(request: VerifyRequest, mode: string | undefined, type: QuoteType) {
  if (mode !== undefined && mode !== request.mode) mismatch('mode', request.mode, mode)
  const allowed: readonly QuoteType[] =
    quoteTypesOf[isUpgradeRequest(request) ? 'upgrade' : request.mode]
  if (!allowed.includes(type))
    mismatch(
      'quoteType',
      `${allowed.join(' or ')} (${isUpgradeRequest(request) ? 'an upgrade' : `${request.mode} mode`})`,
      type,
    )
}
