// POST /v1/quote: the flows planned (planFlows, groupOps, cleanUpDrafts), then the real
// service's encoding through
// `buildNexusQuote` with what each chain says (the owner's Nexus account, its version, deployed
// or delegated, gas prices, the chain's Nexus suite), the fee as the payment op at index 0, and
// the quote kept for execute as `IssuedQuote.nexus`.
import { type Address, getAddress, type Hex, hexToBigInt, zeroAddress } from 'viem'
import type { QuoteRequest, QuoteResponse, ReturnedData } from '../../../../core/schemas/quote.js'
import type { ChainContext } from '../../../chains/chain-context.js'
import { nexusDelegateOn } from '../../../deploy/nexus.js'
import { assertChain, validationError } from '../../api-errors.js'
import type { IssuedNexus, IssuedQuote } from '../../quote-store.js'
import type { ServiceContext } from '../../service-context.js'
import { EOA_7702_NEXUS_VERSION, requireDelegation } from '../delegation.js'
import { type FeeQuote, feeForGas, resolveFeeToken } from '../fee.js'
import { type Funding, resolveFunding } from '../funding.js'
import type { OpDraft } from '../group-ops.js'
import { type PermitInfo, readPermitInfo } from '../payloads.js'
import { planQuote } from '../plan-quote.js'
import { commitment, feePaymentInfo, sponsoredPaymentInfo } from '../shape-response.js'
import type { NexusAddresses, NexusVersion } from './addresses.js'
import {
  buildNexusQuote,
  type NexusChain,
  type NexusPayment,
  type NexusQuote,
} from './build-nexus-quote.js'
import { isValueTransfer, readsAtRunTime } from './call-data.js'
import { issuedNexusOf } from './issued-nexus.js'
import { simulateNexusQuote } from './simulate-nexus-quote.js'

/** What every Nexus op offers the block builder on top of the base fee (as the devnet's own ops). */
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000n

/**
 * Builds, prices, optionally simulates, stores and answers a quote in the real service's
 * encoding (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md, "How the devnet builds quotes").
 *
 * @example
 * const response = await quoteOnNexus(ctx, request)
 */
export async function quoteOnNexus(
  ctx: ServiceContext,
  request: QuoteRequest,
): Promise<QuoteResponse> {
  const { owner, accountFor, expiresAt, window, returnedData, flows, drafts } = await planQuote(
    ctx,
    request,
    nexusAccountsForRequest,
  )
  refuseComposableValue(drafts)
  const funding =
    request.mode === 'eoa' ? resolveFunding(request.fundingTokens, ctx.chains) : undefined
  if (request.feeToken) {
    // Named by its own field before the builder's eoa check speaks of the funding token.
    resolveFeeToken(ctx, request.feeToken)
  }

  const chainIds = new Set(drafts.map((d) => d.chainId))
  if (request.feeToken) chainIds.add(request.feeToken.chainId)
  if (funding) chainIds.add(funding.chainId)
  const delegations =
    request.mode === 'eoa-7702'
      ? await requireDelegation(ctx, owner, request.authorizations, [...chainIds])
      : new Map()
  const chains = new Map<number, NexusChain>()
  for (const chainId of chainIds) {
    const chain = ctx.chains.get(chainId)!
    const facts = await nexusChainFacts(ctx, chain, await accountFor(chainId), request)
    const authorization = delegations.get(chainId)
    chains.set(chainId, authorization ? { ...facts, authorization } : facts)
  }
  const permitInfo =
    funding?.permit === true
      ? await readPermitInfo(ctx.chains.get(funding.chainId)!, funding.token, owner)
      : undefined

  // Op i's key, the same in both passes; none shared with any other op this devnet quoted.
  const keys: number[] = []
  const build = (payment: NexusPayment) =>
    buildNexusQuote({
      mode: request.mode,
      owner,
      drafts,
      chains,
      payment,
      funding,
      permitInfo,
      window,
      nonceKey: (i) => {
        keys[i] ??= ctx.nonceKeys.next()
        return keys[i]
      },
    })
  let fee: FeeQuote | undefined
  let payment: NexusPayment = { kind: 'none' }
  let built: NexusQuote
  if (request.feeToken) {
    // The fee pays for every op's gas, the payment op's own included; its amount changes no gas.
    const priced = build({ ...feePayment(ctx, request.feeToken), amount: 0n })
    let gasWei = 0n
    for (const item of priced.userOps)
      gasWei += BigInt(item.maxGasLimit) * BigInt(item.maxFeePerGas)
    fee = await feeForGas(ctx, { feeToken: request.feeToken, gasWei, owner })
    payment = { ...feePayment(ctx, request.feeToken), amount: fee.tokenWei }
    built = build(payment)
  } else built = build(payment)

  if (request.simulate)
    await simulateNexusQuote(ctx, { request, owner, quote: built, chains, funding, fee })

  const response = shapeNexusResponse(ctx, {
    request,
    owner,
    built,
    fee,
    expiresAt,
    instructions: flows.map((f) => ({ calls: f.apiCalls, chainId: f.chainId, isComposable: true })),
    returnedData,
  })
  const issued: IssuedQuote = {
    hash: built.hash,
    owner,
    quoteType: built.quoteType,
    response,
    nexus: issuedNexusOf(built, payment, permitFacts(built, funding, fee, permitInfo, chains)),
    expiresAt,
    ...(built.quoteType === 'onchain' ? { onchain: onchainFacts(built) } : {}),
    ...(fee
      ? {
          refund: {
            chainId: fee.chainId,
            to: fee.refundTo,
            budgetWei: fee.gasWei,
            feeUserOpHash: built.userOps[0]!.userOpHash,
          },
        }
      : {}),
  }
  // Written (with a stateDir, to disk) before it is answered: an answered quote survives a crash.
  await ctx.store.put(issued)
  return response
}

/**
 * The account that runs ops on a chain: `accountAddress[chainId]` when given (an upgraded legacy
 * account), else the owner's Nexus 2.2.1 account there; in eoa-7702 the EOA itself.
 */
export function nexusAccountsForRequest(ctx: ServiceContext, request: QuoteRequest) {
  const owner = getAddress(request.ownerAddress)
  return async (chainId: number): Promise<Address> => {
    if (request.mode === 'eoa-7702') return owner
    const override = request.accountAddress?.[String(chainId)]
    if (override) return getAddress(override)
    return ctx.accounts.nexusAddress(assertChain(ctx.chains, chainId, ['chainId']), owner)
  }
}

/**
 * What the builder needs of one chain. The version is what a deployed account says it runs
 * (`accountId()`), 2.2.1 for an account yet to be made, 2.1.0 for an eoa-7702 EOA; an account named
 * in `accountAddress` that is no Nexus account of the devnet is refused by that field.
 */
async function nexusChainFacts(
  ctx: ServiceContext,
  chain: ChainContext,
  account: Address,
  request: QuoteRequest,
): Promise<NexusChain> {
  const chainId = chain.chain.id
  let version: NexusVersion = '2.2.1'
  let deployed: boolean
  if (request.mode === 'eoa-7702') {
    version = EOA_7702_NEXUS_VERSION
    deployed = (await ctx.accounts.nexusVersion(chain, account)) === version
  } else {
    deployed = await ctx.accounts.isDeployed(chain, account)
    const given = request.accountAddress?.[String(chainId)] !== undefined
    if (deployed) {
      const running = await ctx.accounts.nexusVersion(chain, account)
      if (!running)
        throw validationError(
          `${account} on chain ${chainId} is no Nexus account of this devnet (it has code, but no accountId() of Nexus 1.2.0 or 1.3.1).`,
          given ? ['accountAddress', String(chainId)] : ['ownerAddress'],
        )
      version = running
    } else if (given) {
      const expected = await ctx.accounts.nexusAddress(chain, getAddress(request.ownerAddress))
      if (expected.toLowerCase() !== account.toLowerCase())
        throw validationError(
          `accountAddress for chain ${chainId} is ${account}, which is not deployed and is not the owner's Nexus account ${expected}: the devnet cannot say what runs there.`,
          ['accountAddress', String(chainId)],
        )
    }
  }
  const suite = chain.deployment.nexus[version]
  const addresses: NexusAddresses = {
    // What an eoa-7702 EOA delegates to: the real address on a real chain id (nexusDelegateOn).
    implementation: nexusDelegateOn(chainId, chain.deployment.nexus, version),
    factory: suite.factory,
    bootstrap: suite.bootstrap,
    validator: suite.validator,
    // The devnet deploys no ETH forwarder: refuseComposableValue keeps quotes from needing one.
    ethForwarder: zeroAddress,
  }
  return {
    account,
    version,
    deployed,
    addresses,
    maxFeePerGas: await ctx.gasPrice(chain),
    maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
  }
}

/**
 * A composable op sends native value through the version's ETH forwarder (abstractjs), which the
 * devnet does not deploy: an op that reads a runtime value and also sends ETH, or an ETH clean-up,
 * is refused by the field that asked for it rather than sent to no contract.
 */
function refuseComposableValue(drafts: readonly OpDraft[]) {
  for (const draft of drafts) {
    if (!draft.isCleanUp && !draft.calls.some(readsAtRunTime)) continue
    for (const [j, call] of draft.calls.entries()) {
      if (!isValueTransfer(call)) continue
      throw validationError(
        'A native (ETH) transfer in an op that reads a runtime value goes through an ETH forwarder, which this devnet does not deploy; send it in an op of its own (batch: false).',
        draft.paths?.[j] ?? ['composeFlows'],
      )
    }
  }
}

function feePayment(ctx: ServiceContext, feeToken: NonNullable<QuoteRequest['feeToken']>) {
  const token = resolveFeeToken(ctx, feeToken)
  return {
    kind: 'fee' as const,
    chainId: feeToken.chainId,
    token: token.address,
    beneficiary: ctx.executor,
  }
}

/** A permit quote: what the validator's permit format names besides v, r, s. */
function permitFacts(
  built: NexusQuote,
  funding: Funding | undefined,
  fee: FeeQuote | undefined,
  permitInfo: PermitInfo | undefined,
  chains: ReadonlyMap<number, NexusChain>,
): IssuedNexus['permit'] {
  if (built.quoteType !== 'permit' || !funding || !permitInfo) return undefined
  return {
    token: funding.token,
    spender: chains.get(funding.chainId)!.account,
    domainSeparator: permitInfo.domainSeparator,
    amount: funding.amount + (fee?.tokenWei ?? 0n),
    chainId: funding.chainId,
    nonce: permitInfo.nonce,
  }
}

/** An onchain quote: the approve the owner must send, as its payload says. */
function onchainFacts(built: NexusQuote): NonNullable<IssuedQuote['onchain']> {
  const payload = built.payloadToSign[0] as { to: Address; data: Hex; chainId: number }
  // approve(spender, amount) ‖ root: selector, two words, then the root.
  const spender = getAddress(`0x${payload.data.slice(34, 74)}`)
  const amount = hexToBigInt(`0x${payload.data.slice(74, 138)}`)
  return { chainId: payload.chainId, token: payload.to, spender, amount, data: payload.data }
}

function shapeNexusResponse(
  ctx: ServiceContext,
  p: {
    request: QuoteRequest
    owner: Address
    built: NexusQuote
    fee: FeeQuote | undefined
    expiresAt: number
    instructions: QuoteResponse['instructions']
    returnedData: ReturnedData[]
  },
): QuoteResponse {
  const { request, owner, built, fee } = p
  const first = built.userOps[0]!
  const eoa = request.mode === 'eoa'
  const authorization = built.userOps.find((item) => item.eip7702Auth)?.eip7702Auth
  const paymentInfo = {
    ...(fee ? feePaymentInfo(first, fee, owner, eoa) : sponsoredPaymentInfo(first, owner, eoa)),
    ...(authorization ? { eip7702Auth: authorization } : {}),
  }
  return {
    ownerAddress: owner,
    mode: request.mode,
    fee: fee
      ? { amount: fee.tokenWei.toString(), token: fee.token.address, chainId: fee.chainId }
      : { amount: '0', token: zeroAddress, chainId: first.chainId },
    quoteType: built.quoteType,
    quote: {
      hash: built.hash,
      node: ctx.executor,
      commitment: commitment(built.hash, ctx.executor, p.expiresAt),
      paymentInfo,
      userOps: built.userOps,
      fundingTokens: request.fundingTokens ?? [],
    },
    payloadToSign: built.payloadToSign as QuoteResponse['payloadToSign'],
    instructions: p.instructions,
    returnedData: p.returnedData,
  }
}
