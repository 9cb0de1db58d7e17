import type { Address, SignedAuthorization } from 'viem'
import type { Instruction } from '../../../core/schemas/instructions.js'
import type { QuoteRequest, QuoteResponse, ReturnedData } from '../../../core/schemas/quote.js'
import type { IssuedQuote } from '../quote-store.js'
import type { ServiceContext } from '../service-context.js'
import { authorizeOps } from './authorize-ops.js'
import type { FeeQuote } from './fee.js'
import type { Funding } from './funding.js'
import type { OpDraft } from './group-ops.js'
import { type HashedOp, hashOps } from './hash-ops.js'
import { shapeQuoteResponse } from './shape-quote-response.js'

export type IssueQuoteParameters = {
  request: QuoteRequest
  owner: Address
  accountFor: (chainId: number) => Promise<Address>
  drafts: OpDraft[]
  funding: Funding | undefined
  fee: FeeQuote | undefined
  /** eoa-7702: per chain, the authorization the engine applies before that chain's first op. */
  delegations: Map<number, SignedAuthorization>
  expiresAt: number
  instructions: Instruction[]
  /** Data derived from the flows (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Quote response). */
  returnedData: ReturnedData[]
}

/** Hashes the drafted ops into the quote, shapes the response and stores the quote for execute. */
export async function issueQuote(
  ctx: ServiceContext,
  parameters: IssueQuoteParameters,
): Promise<QuoteResponse> {
  const { request, owner, accountFor, drafts, funding, fee, expiresAt } = parameters
  const hashed = await hashOps(ctx, { request, owner, accountFor, drafts })
  const authorized = await authorizeOps(ctx, {
    ops: hashed,
    owner,
    accountFor,
    funding,
    delegations: parameters.delegations,
  })
  const response = await shapeQuoteResponse(ctx, { ...parameters, authorized })
  const { hash, quoteType, ops, onchain } = authorized
  const refund = refundOf(drafts, hashed, fee)
  // Written (with a stateDir, to disk) before it is answered: an answered quote survives a crash.
  await ctx.store.put({ hash, owner, quoteType, response, ops, onchain, expiresAt, refund })
  return response
}

/** A fee-paying quote refunds the unspent gas budget after the op that pays the fee. */
function refundOf(
  drafts: readonly OpDraft[],
  ops: readonly HashedOp[],
  fee: FeeQuote | undefined,
): IssuedQuote['refund'] {
  if (!fee) return undefined
  const feeOpIndex = drafts.findIndex((d) => d.chainId === fee.chainId && !d.isCleanUp)
  return {
    chainId: fee.chainId,
    to: fee.refundTo,
    budgetWei: fee.gasWei,
    feeUserOpHash: ops[feeOpIndex]!.userOpHash,
  }
}
