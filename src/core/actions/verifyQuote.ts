import type { QuotePayloadMismatchError } from '../errors/wallet.js'
import type { Mode } from '../schemas/common.js'
import type { FeeToken, FundingToken } from '../schemas/quote.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import { sameAddress } from './internal.js'
import {
  checkOnchain,
  checkPermit,
  checkSimple,
  checkTypedData,
  mismatch,
} from './verifyPayload.js'

export type VerifyQuoteParameters = {
  /** The quote response as received. */
  quote: QuoteResponse
  /**
   * The request the quote answers. Without it the quote is checked against itself: the owner it
   * names and its own `quote.fundingTokens`.
   */
  request?:
    | {
        ownerAddress: string
        mode?: Mode | undefined
        fundingTokens?: readonly FundingToken[] | undefined
        /**
         * The fee token asked for. In eoa mode, when it is a funding token on that chain, the
         * owner's permit or approve of that token covers the funding amount plus the quote's fee.
         */
        feeToken?: FeeToken | undefined
        /** Chain id → account override (upgraded legacy accounts): the permit spender there. */
        accountAddress?: Readonly<Record<string, string>> | undefined
      }
    | undefined
  /**
   * Require a permit's `deadline` to be uint256(quote hash), as on the devnet. Default `false`:
   * a deadline that fits a Unix timestamp is accepted while in the future, since the real
   * service documents a time deadline; any larger deadline must still be the quote hash.
   */
  requireHashBinding?: boolean | undefined
  /** Now, in Unix seconds, for permit expiry. Default: the clock. */
  now?: number | undefined
}
export type VerifyQuoteReturnType = undefined
export type VerifyQuoteErrorType = QuotePayloadMismatchError

/**
 * Checks, before anything reaches the wallet, that each `payloadToSign` item asks for what the
 * quote and the request say: the owner, the chains, and by quote type
 * - `simple`: `message.raw` equals `quote.hash` (typed data instead must carry the hash);
 * - `permit`: `owner`, token (`verifyingContract`) and chain of a funding token, `spender` = the
 *   account (the sender of the quote's user ops on that chain), `value` = the funding amount
 *   (plus `fee.amount` when the request's `feeToken` and the quote's fee are both that token on
 *   that chain), `deadline` = uint256(quote hash) (or a future timestamp, see `requireHashBinding`);
 * - `onchain`: `to` = the funding token on its chain, no native value, `data` =
 *   `approve(account, amount)` (the same amount as a permit's `value`) optionally followed by the quote hash (the devnet appends it).
 * Throws `QuotePayloadMismatchError` naming the first field that disagrees. Pure: no I/O.
 *
 * @example
 * verifyQuote({ quote, request }) // throws before signPayloads would ask the wallet
 */
export function verifyQuote(parameters: VerifyQuoteParameters): void {
  const { quote, request } = parameters
  const owner = request?.ownerAddress ?? quote.ownerAddress
  if (!sameAddress(owner, quote.ownerAddress)) mismatch('ownerAddress', owner, quote.ownerAddress)
  if (request?.mode && quote.mode && request.mode !== quote.mode)
    mismatch('mode', request.mode, quote.mode)
  if (quote.quoteType === 'mm-dtk')
    mismatch('quoteType', 'permit | onchain | simple | permit-sca', quote.quoteType)
  if ((request?.mode ?? quote.mode) === 'eoa-7702')
    quote.quote.userOps.forEach((op, i) => {
      if (!sameAddress(op.userOp.sender, owner))
        mismatch(
          `quote.userOps[${i}].userOp.sender`,
          `${owner} (the delegated EOA)`,
          op.userOp.sender,
        )
    })

  const context = {
    quote,
    owner,
    funding: request?.fundingTokens ?? quote.quote.fundingTokens ?? [],
    feeToken: request?.feeToken,
    accountOn: (chainId: number) => accountOn(parameters, chainId),
    requireHashBinding: parameters.requireHashBinding ?? false,
    now: parameters.now ?? Math.floor(Date.now() / 1000),
  }
  const check = {
    simple: checkSimple,
    permit: checkPermit,
    onchain: checkOnchain,
    'permit-sca': checkTypedData,
  }[quote.quoteType]
  quote.payloadToSign.forEach((item, index) => {
    check(context, item, `payloadToSign[${index}]`)
  })
}

/** The account on `chainId`: the request's override, else the sender of the quote's op there. */
function accountOn({ quote, request }: VerifyQuoteParameters, chainId: number): string | undefined {
  const override = request?.accountAddress?.[String(chainId)]
  const op = quote.quote.userOps.find((item) => item.chainId === chainId)
  if (override && op && !sameAddress(override, op.userOp.sender))
    mismatch(`quote.userOps[chainId=${chainId}].userOp.sender`, override, op.userOp.sender)
  return override ?? op?.userOp.sender
}
