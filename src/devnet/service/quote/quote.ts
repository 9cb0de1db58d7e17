import type { SignedAuthorization } from 'viem'
import type { QuoteRequest, QuoteResponse } from '../../../core/schemas/quote.js'
import { validationError } from '../api-errors.js'
import type { ServiceContext } from '../service-context.js'
import { accountsForRequest } from './accounts-for-request.js'
import { requireDelegation } from './delegation.js'
import { chargeFee, type FeeQuote } from './fee.js'
import { addFundingCall, type Funding, fundingPullCall, resolveFunding } from './funding.js'
import { issueQuote } from './issue-quote.js'
import { quoteOnNexus } from './nexus/quote-on-nexus.js'
import { planQuote } from './plan-quote.js'
import { simulateOps } from './simulate.js'

/**
 * POST /v1/quote: builds the flows into user ops (one per chain unless `batch: false`), adds the
 * eoa funding pull and the fee payment, checks eoa-7702 delegations, dry-runs the ops when
 * `simulate` is set, hashes them into the quote hash and says what the owner must sign. Default
 * op window: from now until the quote TTL plus EXECUTION_GRACE_SECONDS. With `encoding: 'nexus'`
 * the real service's encoding instead (quoteOnNexus).
 */
export async function quote(ctx: ServiceContext, request: QuoteRequest): Promise<QuoteResponse> {
  if (ctx.encoding === 'nexus') return quoteOnNexus(ctx, request)
  const planned = await planQuote(ctx, request, accountsForRequest)
  const { owner, accountFor, expiresAt, window, returnedData, flows } = planned
  let { drafts } = planned
  let funding: Funding | undefined
  if (request.mode === 'eoa') {
    funding = resolveFunding(request.fundingTokens, ctx.chains)
    drafts = addFundingCall(drafts, funding, owner, await accountFor(funding.chainId), window)
  }
  let fee: FeeQuote | undefined
  if (request.feeToken) {
    if (funding) checkEoaFeeToken(request, funding)
    ;({ drafts, fee } = await chargeFee(ctx, {
      feeToken: request.feeToken,
      drafts,
      accountFor,
      owner,
      window,
      afterFunding: funding !== undefined,
    }))
    if (funding) {
      // eoa: the owner's permit/approve covers the funding amount plus the fee; one pull takes both.
      funding.amount += fee.tokenWei
      const pullOp = drafts.find((d) => d.chainId === funding!.chainId)!
      pullOp.calls[0] = fundingPullCall(funding, owner, await accountFor(funding.chainId))
    }
  }
  let delegations = new Map<number, SignedAuthorization>()
  if (request.mode === 'eoa-7702') {
    const chainIds = drafts.map((d) => d.chainId)
    delegations = await requireDelegation(ctx, owner, request.authorizations, chainIds)
  }
  if (request.simulate) await simulateOps(ctx, { request, owner, drafts, accountFor, funding })
  const instructions = flows.map((f) => ({
    calls: f.apiCalls,
    chainId: f.chainId,
    isComposable: true,
  }))
  return issueQuote(ctx, {
    request,
    owner,
    accountFor,
    drafts,
    funding,
    fee,
    delegations,
    expiresAt,
    instructions,
    returnedData,
  })
}

/** eoa mode pays the fee through the funding path, so it must be the funding token. */
function checkEoaFeeToken(request: QuoteRequest, funding: Funding) {
  const feeToken = request.feeToken!
  if (
    feeToken.chainId !== funding.chainId ||
    feeToken.address.toLowerCase() !== funding.token.toLowerCase()
  ) {
    throw validationError(
      `In eoa mode the fee is pulled from the owner together with the funding token, so feeToken must be that token (${funding.token} on chain ${funding.chainId}).`,
      ['feeToken', 'address'],
      'UNSUPPORTED_FEE_TOKEN',
    )
  }
}
