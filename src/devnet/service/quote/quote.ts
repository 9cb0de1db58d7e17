import { type Address, getAddress, type Hex, zeroAddress } from 'viem'
import type { QuoteRequest, QuoteResponse } from '../../../core/schemas/quote.js'
import { hashUserOp, merkleProof, merkleRoot } from '../../protocol/hash.js'
import { AuthKind } from '../../protocol/types.js'
import { badRequest } from '../api-errors.js'
import type { ServiceContext } from '../context.js'
import type { IssuedOp, IssuedQuote } from '../quote-store.js'
import { accountsForRequest, requireDelegation } from './accounts-for-request.js'
import { cleanUpDrafts } from './clean-ups.js'
import { addFundingCall, type Funding, resolveFunding } from './funding.js'
import { groupOps, type OpDraft } from './group-ops.js'
import { onchainApproveData, onchainPayload, permitPayload, readPermitInfo } from './payloads.js'
import { planFlows } from './plan-flows.js'
import { commitment, shapeUserOp, sponsoredPaymentInfo } from './shape-response.js'

/** How long after the quote TTL an op may still run: a quote executed at the last moment gets this. */
export const EXECUTION_GRACE_SECONDS = 300

function randomNonce(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
}

/**
 * POST /v1/quote: builds the flows into user ops (one per chain unless `batch: false`), hashes them
 * into the quote hash and says what the owner must sign. Default op window: from now until the
 * quote TTL plus EXECUTION_GRACE_SECONDS.
 */
export async function quote(ctx: ServiceContext, request: QuoteRequest): Promise<QuoteResponse> {
  if (request.feeToken) {
    throw badRequest(
      'The devnet sponsors every quote; paying fees with a feeToken lands in a later devnet part. Omit feeToken.',
      ['feeToken'],
    )
  }
  const owner = getAddress(request.ownerAddress)
  const accountFor = accountsForRequest(ctx, request)
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = Date.now() + ctx.quoteTtlMs
  const window = {
    lowerBoundTimestamp: request.lowerBoundTimestamp ?? now,
    upperBoundTimestamp:
      request.upperBoundTimestamp ??
      now + Math.ceil(ctx.quoteTtlMs / 1000) + EXECUTION_GRACE_SECONDS,
  }
  const flows = await planFlows({
    flows: request.composeFlows,
    contexts: ctx.contexts,
    accountFor,
    batch: request.batch,
  })
  let drafts = groupOps(flows, window, now)
  drafts.push(...(await cleanUpDrafts(ctx, request.cleanUps, accountFor, window)))
  let funding: Funding | undefined
  if (request.mode === 'eoa') {
    funding = resolveFunding(request.fundingTokens, ctx.contexts)
    drafts = addFundingCall(drafts, funding, owner, await accountFor(funding.chainId), window)
  }
  if (request.mode === 'eoa-7702') {
    await requireDelegation(ctx, request, [...new Set(drafts.map((d) => d.chainId))])
  }
  const instructions = flows.map((f) => ({
    calls: f.apiCalls,
    chainId: f.chainId,
    isComposable: true,
  }))
  return issue(ctx, { request, owner, accountFor, drafts, funding, expiresAt, instructions })
}

type IssueParameters = {
  request: QuoteRequest
  owner: Address
  accountFor: (chainId: number) => Promise<Address>
  drafts: OpDraft[]
  funding: Funding | undefined
  expiresAt: number
  instructions: unknown[]
}

async function issue(ctx: ServiceContext, parameters: IssueParameters): Promise<QuoteResponse> {
  const { request, owner, accountFor, drafts, funding, expiresAt, instructions } = parameters
  const ops = await Promise.all(
    drafts.map(async (draft) => {
      const chain = ctx.contexts.get(draft.chainId)!
      const account = await accountFor(draft.chainId)
      const deploy = request.mode !== 'eoa-7702' && !(await ctx.accounts.isDeployed(chain, account))
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
  const leaves = ops.map((op) => op.userOpHash)
  const hash = merkleRoot(leaves)
  const base = (i: number) => ({ quoteHash: hash, proof: merkleProof(leaves, i) })
  const zeroAuth = { permitToken: zeroAddress, domainSeparator: `0x${'0'.repeat(64)}` as Hex }
  const empty = { ...zeroAuth, permitValue: 0n, permitNonce: 0n, callPermit: false }

  let quoteType: IssuedQuote['quoteType'] = 'simple'
  let payloadToSign: unknown[] = [{ message: { raw: hash } }]
  let issuedOps: IssuedOp[] = ops.map((op, i) => ({
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
      issuedOps = ops.map((op, i) => ({
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
      issuedOps = ops.map((op, i) => ({
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
  const response = {
    ownerAddress: owner,
    mode: request.mode,
    fee: { amount: '0', token: zeroAddress as Address, chainId: first.chainId },
    quoteType,
    quote: {
      hash,
      node: ctx.executor,
      commitment: commitment(hash, ctx.executor, expiresAt),
      paymentInfo: sponsoredPaymentInfo(first, owner, request.mode === 'eoa'),
      userOps,
      fundingTokens: request.fundingTokens ?? [],
    },
    payloadToSign,
    instructions,
    returnedData: [],
  } as unknown as QuoteResponse
  ctx.store.put({ hash, owner, quoteType, response, ops: issuedOps, onchain, expiresAt })
  return response
}
