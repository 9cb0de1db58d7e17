// What the smart account must hold before the operations run, worked out from the request (and
// the quote's fee in the request's fee token), or from the app's own planner: what the funding step
// tops it up to (account-funding.ts, loaded when the step runs) and what the balance preview counts.
import type { Address } from 'viem'
import type { QuoteParameters } from '../client/types.js'
import { fundingTokensOf } from '../flow-drafts/funding-tokens.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import type { CheckedFee } from '../verify/types.js'
import type { AccountFundingNeed } from './account-funding.js'

export type { AccountFundingNeed } from './account-funding.js'

/**
 * `fundAccount` as a function: the app's own account of what its flows spend (e.g. a swap's input
 * the kit cannot read from the flows), called with the quote the user reviewed. The kit adds the
 * quote's fee when the request pays it in a token, as it does without a planner. The funding step
 * sends what the account lacks of these; the balance preview counts the same transfers.
 */
export type AccountFundingPlanner = (parameters: {
  request: QuoteParameters
  quote: QuoteResponse
}) => readonly AccountFundingNeed[]

/** What `accountFundingNeedsOf` reads: the request, the quote, and the fee the checks found. */
export type AccountFundingNeedsParameters = {
  request: QuoteParameters
  quote: QuoteResponse
  /**
   * The fee as the checked operations pay it (`verifyQuote`'s `fee`, or the run's `check`): the
   * only fee added. Without it (not checked yet) no fee is added: the quote's own word for its
   * fee never moves money.
   */
  fee?: CheckedFee | undefined
}

const keyOf = (chainId: number, token: string) => `${chainId}:${token.toLowerCase()}`

/**
 * What the smart account must hold before the operations run: what the request's flows spend
 * (`fundingTokensOf`) or, with a planner, what it says; plus the checked fee (`fee`) when the
 * operations pay it in the request's fee token; summed per token and chain. Empty unless the
 * request is `smart-account` and `fundAccount` is set.
 *
 * @example
 * accountFundingNeedsOf(true, { request, quote, fee }) // [{ chainId: 31337, token: usdc, amount: 25000000n }]
 */
export function accountFundingNeedsOf(
  fundAccount: boolean | AccountFundingPlanner | undefined,
  parameters: AccountFundingNeedsParameters,
): AccountFundingNeed[] {
  const { request, quote, fee } = parameters
  if (!fundAccount || request.mode !== 'smart-account') return []
  const needs = new Map<string, AccountFundingNeed>()
  const add = (chainId: number, token: string, amount: bigint) => {
    if (amount <= 0n) return
    const key = keyOf(chainId, token)
    const need = needs.get(key) ?? { chainId, token: token as Address, amount: 0n }
    needs.set(key, { ...need, amount: need.amount + amount })
  }
  // What the flows spend: the app's planner where it has one, else what the request writes out.
  if (typeof fundAccount === 'function')
    for (const need of fundAccount({ request, quote })) add(need.chainId, need.token, need.amount)
  else
    for (const spent of fundingTokensOf(request.composeFlows))
      add(spent.chainId, spent.tokenAddress, BigInt(spent.amount))
  // The checked fee, only in the token and on the chain the request chose to pay it with.
  const { feeToken } = request
  if (
    feeToken &&
    typeof fee === 'object' &&
    fee.chainId === feeToken.chainId &&
    fee.token.toLowerCase() === feeToken.address.toLowerCase()
  )
    add(feeToken.chainId, feeToken.address, fee.amount)
  return [...needs.values()]
}
