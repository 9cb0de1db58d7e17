import { type Address, type Hex, isAddressEqual, type SignedAuthorization, zeroAddress } from 'viem'
import type { QuoteRequest, QuoteResponse } from '../../../core/schemas/quote.js'
import { hashUserOp, merkleProof, merkleRoot } from '../../protocol/hash.js'
import { AuthKind } from '../../protocol/types.js'
import { validationError } from '../api-errors.js'
import type { ServiceContext } from '../context.js'
import type { IssuedOp, IssuedQuote } from '../quote-store.js'
import type { FeeQuote } from './fee.js'
import type { Funding } from './funding.js'
import type { OpDraft } from './group-ops.js'
import { onchainApproveData, onchainPayload, permitPayload, readPermitInfo } from './payloads.js'
import {
  commitment,
  feePaymentInfo,
  shapeUserOp,
  sponsoredPaymentInfo,
  toApiAuthorization,
} from './shape-response.js'

function randomNonce(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
}

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
  instructions: unknown[]
  /**
   * Data derived from the flows (docs/spec/supertransaction-api.md, Quote response: an element may
   * carry minOutputAmount).
   */
  returnedData: unknown[]
}

/** Hashes the drafted ops into the quote, shapes the response and stores the quote for execute. */
export async function issueQuote(
  ctx: ServiceContext,
  parameters: IssueQuoteParameters,
): Promise<QuoteResponse> {
  const {
    request,
    owner,
    accountFor,
    drafts,
    funding,
    fee,
    expiresAt,
    instructions,
    returnedData,
  } = parameters
  const ops = await Promise.all(
    drafts.map(async (draft) => {
      const chain = ctx.contexts.get(draft.chainId)!
      const account = await accountFor(draft.chainId)
      const deploy = request.mode !== 'eoa-7702' && !(await ctx.accounts.isDeployed(chain, account))
      if (deploy && !isAddressEqual(account, await ctx.accounts.address(owner))) {
        // The engine can only deploy the owner's 2.2.1 account; any other address must exist.
        throw validationError(
          `accountAddress.${draft.chainId} (${account}) is not deployed on chain ${draft.chainId}: pass an existing (e.g. upgraded legacy) account of the owner, or omit it to use the owner's 2.2.1 account.`,
          ['accountAddress', String(draft.chainId)],
        )
      }
      const userOp = {
        nonce: randomNonce(),
        lowerBoundTimestamp: BigInt(draft.lowerBoundTimestamp),
        upperBoundTimestamp: BigInt(draft.upperBoundTimestamp),
        calls: draft.calls,
      }
      const userOpHash = hashUserOp({ chainId: draft.chainId, account, op: userOp })
      return { chainId: draft.chainId, account, deploy, userOp, userOpHash }
    }),
  )
  // Every op of a chain carries the authorization: whichever runs first applies it, once.
  const withDelegation = ops.map((op) => {
    const authorization = parameters.delegations.get(op.chainId)
    return authorization ? { ...op, authorization } : op
  })
  const leaves = ops.map((op) => op.userOpHash)
  const hash = merkleRoot(leaves)
  const base = (i: number) => ({ quoteHash: hash, proof: merkleProof(leaves, i) })
  const zeroAuth = { permitToken: zeroAddress, domainSeparator: `0x${'0'.repeat(64)}` as Hex }
  const empty = { ...zeroAuth, permitValue: 0n, permitNonce: 0n, callPermit: false }

  let quoteType: IssuedQuote['quoteType'] = 'simple'
  let payloadToSign: unknown[] = [{ message: { raw: hash } }]
  let issuedOps: IssuedOp[] = withDelegation.map((op, i) => ({
    ...op,
    auth: { kind: AuthKind.Simple, ...base(i), ...empty },
  }))
  let onchain: IssuedQuote['onchain']
  if (funding) {
    const chain = ctx.contexts.get(funding.chainId)!
    const spender = await accountFor(funding.chainId)
    const firstOnFundingChain = ops.findIndex((op) => op.chainId === funding.chainId)
    if (funding.permit) {
      quoteType = 'permit'
      const info = await readPermitInfo(chain, funding.token, owner)
      payloadToSign = [permitPayload(funding, info, owner, spender, hash)]
      issuedOps = withDelegation.map((op, i) => ({
        ...op,
        auth: {
          kind: AuthKind.Permit,
          ...base(i),
          permitToken: funding.token,
          domainSeparator: info.domainSeparator,
          permitValue: funding.amount,
          permitNonce: info.nonce,
          callPermit: i === firstOnFundingChain,
        },
      }))
    } else {
      quoteType = 'onchain'
      payloadToSign = [onchainPayload(funding, spender, hash)]
      const data = onchainApproveData(spender, funding.amount, hash)
      onchain = {
        chainId: funding.chainId,
        token: funding.token,
        spender,
        amount: funding.amount,
        data,
      }
      issuedOps = withDelegation.map((op, i) => ({
        ...op,
        auth: { kind: AuthKind.Onchain, ...base(i), ...empty },
      }))
    }
  }

  const userOps = await Promise.all(
    issuedOps.map(async (op, i) => {
      const chain = ctx.contexts.get(op.chainId)!
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
  const authorization = issuedOps.find((op) => op.authorization)?.authorization
  const paymentInfo = {
    ...(fee
      ? feePaymentInfo(feeOp, fee, owner, request.mode === 'eoa')
      : sponsoredPaymentInfo(first, owner, request.mode === 'eoa')),
    ...(authorization ? { eip7702Auth: toApiAuthorization(authorization) } : {}),
  }
  const response = {
    ownerAddress: owner,
    mode: request.mode,
    fee: fee
      ? { amount: fee.tokenWei.toString(), token: fee.token.address, chainId: fee.chainId }
      : { amount: '0', token: zeroAddress as Address, chainId: first.chainId },
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
    instructions,
    returnedData,
  } as unknown as QuoteResponse
  const feeOpIndex = fee ? drafts.findIndex((d) => d.chainId === fee.chainId && !d.isCleanUp) : -1
  const refund = fee
    ? {
        chainId: fee.chainId,
        to: fee.refundTo,
        budgetWei: fee.gasWei,
        feeUserOpHash: ops[feeOpIndex]!.userOpHash,
      }
    : undefined
  ctx.store.put({ hash, owner, quoteType, response, ops: issuedOps, onchain, expiresAt, refund })
  return response
}
