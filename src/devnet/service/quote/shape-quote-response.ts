import { zeroAddress } from 'viem'
import type { Instruction } from '../../../core/schemas/instructions.js'
import type { QuoteRequest, QuoteResponse, ReturnedData } from '../../../core/schemas/quote.js'
import type { ServiceContext } from '../service-context.js'
import type { AuthorizeOpsReturnType } from './authorize-ops.js'
import type { FeeQuote } from './fee.js'
import type { OpDraft } from './group-ops.js'
import {
  commitment,
  feePaymentInfo,
  shapeUserOp,
  sponsoredPaymentInfo,
  toApiAuthorization,
} from './shape-response.js'

export type ShapeQuoteResponseParameters = {
  request: QuoteRequest
  owner: `0x${string}`
  drafts: readonly OpDraft[]
  authorized: AuthorizeOpsReturnType
  fee: FeeQuote | undefined
  expiresAt: number
  instructions: Instruction[]
  /** Data derived from the flows (spec: an element may carry minOutputAmount). */
  returnedData: ReturnedData[]
}

/** The quote as the API answers it, checked against the shared response schema's type. */
export async function shapeQuoteResponse(
  ctx: ServiceContext,
  parameters: ShapeQuoteResponseParameters,
): Promise<QuoteResponse> {
  const { request, owner, drafts, authorized, fee, expiresAt } = parameters
  const { hash, quoteType, payloadToSign, ops } = authorized
  const userOps = await Promise.all(
    ops.map(async (op, i) => {
      const chain = ctx.chains.get(op.chainId)!
      return shapeUserOp({
        op,
        owner,
        factory: chain.deployment.factory,
        gas: drafts[i]!.gas,
        maxFeePerGas: await ctx.gasPrice(chain),
        isCleanUp: drafts[i]!.isCleanUp === true,
      })
    }),
  )
  const first = userOps[0]!
  const feeOp = fee ? (userOps.find((op) => op.chainId === fee.chainId) ?? first) : first
  const authorization = ops.find((op) => op.authorization)?.authorization
  const paymentInfo = {
    ...(fee
      ? feePaymentInfo(feeOp, fee, owner, request.mode === 'eoa')
      : sponsoredPaymentInfo(first, owner, request.mode === 'eoa')),
    ...(authorization ? { eip7702Auth: toApiAuthorization(authorization) } : {}),
  }
  return {
    ownerAddress: owner,
    mode: request.mode,
    fee: fee
      ? { amount: fee.tokenWei.toString(), token: fee.token.address, chainId: fee.chainId }
      : { amount: '0', token: zeroAddress, chainId: first.chainId },
    quoteType,
    quote: {
      hash,
      node: ctx.executor,
      commitment: commitment(hash, ctx.executor, expiresAt),
      paymentInfo,
      userOps,
      fundingTokens: request.fundingTokens ?? [],
    },
    payloadToSign,
    instructions: parameters.instructions,
    returnedData: parameters.returnedData,
  }
}
