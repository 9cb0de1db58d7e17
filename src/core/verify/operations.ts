// What runs: the quote's user operations read back from their callData (the devnet's
// `abi.encode(UserOp)`, https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md), their hashes and the quote hash recomputed, and
// every call matched with what the request asked for. The signature covers the quote hash only, so
// this is what ties the signature to the request: a call, an amount or a recipient the request did
// not ask for is refused by its place (`quote.userOps[1].calls[0]`), before any wallet prompt.
import { type Hex, toFunctionSelector } from 'viem'
import { QuoteUnverifiableError } from '../errors/wallet.js'
import { hashReadUserOp, merkleRoot } from '../protocol/hash.js'
import { buildCall, buildRawCall } from '../protocol/inputs.js'
import { type Call, FetcherType } from '../protocol/types.js'
import { type ReadUserOp, readUserOp } from '../protocol/user-op.js'
import { callText, callWords, readWord } from './call-text.js'
import { accountOn } from './funding.js'
import {
  checkRoutesComplete,
  intentWalks,
  type RouteOp,
  routeCallOf,
  takeRouteSteps,
} from './intent-route.js'
import { mismatch, sameAddress } from './mismatch.js'
import type { DecodedOperation, VerifyContext } from './types.js'

export type { DecodedOperation } from './types.js'

/** The calls the request allows: one each, some of them required. */
type Expected = {
  chainId: number
  /** `undefined`: any contract (the devnet's bridge, whose address the request does not name). */
  to: string | undefined
  value: bigint
  /** Selector and inputs, written out (see `shapeOf`). */
  shape: string
  /** Where in the request it comes from, e.g. `composeFlows[0]`. */
  from: string
  required: boolean
  call: Call
}

const BRIDGE_LOCK =
  'function lock(address token, uint256 amount, uint256 dstChainId, address recipient)'
const TRANSFER = 'function transfer(address to, uint256 amount)'
const TRANSFER_FROM = 'function transferFrom(address from, address to, uint256 amount)'
const UPGRADE_TO_AND_CALL = toFunctionSelector('upgradeToAndCall(address,bytes)')

/**
 * Every user operation decoded, its hash and the quote hash recomputed, and its calls matched one
 * to one with the calls the request asks for. Throws `QuotePayloadMismatchError` naming the op or
 * call, or `QuoteUnverifiableError` (`operations`) when the ops are not in an encoding the kit can
 * read, unless the app accepts that (`uncheckedOperations`).
 */
export function checkOperations(ctx: VerifyContext): CheckedOperations {
  const { quote } = ctx
  const items = quote.quote.userOps
  if (!items.length)
    mismatch('quote.userOps', 'the operations of the request (at least one)', '(none)')
  const ops: DecodedOperation[] = []
  const reads: ReadUserOp[] = []
  for (const [i, item] of items.entries()) {
    const at = `quote.userOps[${i}]`
    const read = readUserOp(item.userOp.callData as Hex)
    if (!read) {
      if (ctx.uncheckedOperations) return { fee: 'unchecked' }
      throw new QuoteUnverifiableError({ missing: 'operations', at: `${at}.userOp.callData` })
    }
    reads.push(read)
    ops.push({
      index: i,
      chainId: item.chainId,
      sender: item.userOp.sender,
      op: read.op,
      isCleanUp: item.isCleanUpUserOp === true,
    })
  }
  const leaves = ops.map((decoded, i) => checkOperation(ctx, decoded, reads[i] as ReadUserOp))
  const root = merkleRoot(leaves)
  if (root.toLowerCase() !== quote.quote.hash.toLowerCase())
    mismatch('quote.hash', `${root} (the Merkle root of the operations)`, quote.quote.hash)
  return matchCalls(ctx, ops)
}

/**
 * What the checked operations pay the service: the fee's token, chain and amount as the calls
 * make it (never the quote's word for it); `undefined` when they pay none (sponsored);
 * `'unchecked'` when the operations were not read (`uncheckedOperations`).
 */
export type CheckedFee = { token: Hex; chainId: number; amount: bigint } | undefined | 'unchecked'
export type CheckedOperations = { fee: CheckedFee }

/** The op runs from the owner's account at the bounds it says, and its hashes are its own. */
function checkOperation(
  ctx: VerifyContext,
  { index, chainId, sender, op }: DecodedOperation,
  read: ReadUserOp,
): Hex {
  const at = `quote.userOps[${index}]`
  const item = ctx.quote.quote.userOps[index] as VerifyContext['quote']['quote']['userOps'][number]
  const account = accountOn(ctx, chainId)
  if (!sameAddress(sender, account)) mismatch(`${at}.userOp.sender`, account, sender)
  if (safeBigInt(item.userOp.nonce) !== op.nonce)
    mismatch(`${at}.userOp.nonce`, op.nonce, item.userOp.nonce)
  if (BigInt(item.lowerBoundTimestamp) !== op.lowerBoundTimestamp)
    mismatch(`${at}.lowerBoundTimestamp`, op.lowerBoundTimestamp, item.lowerBoundTimestamp)
  if (BigInt(item.upperBoundTimestamp) !== op.upperBoundTimestamp)
    mismatch(`${at}.upperBoundTimestamp`, op.upperBoundTimestamp, item.upperBoundTimestamp)
  const hash = hashReadUserOp(chainId, account as Hex, read)
  if (item.userOpHash.toLowerCase() !== hash) mismatch(`${at}.userOpHash`, hash, item.userOpHash)
  if (item.meeUserOpHash.toLowerCase() !== hash)
    mismatch(`${at}.meeUserOpHash`, hash, item.meeUserOpHash)
  return hash
}

function safeBigInt(value: string): bigint | undefined {
  try {
    return BigInt(value)
  } catch {
    return undefined
  }
}

/** Selector and inputs in one string: raw words as they are, a runtime balance by its token, target and constraints. */
export function shapeOf(call: Call): string {
  let shape = call.selector.toLowerCase()
  for (const input of call.inputs) {
    if (input.fetcherType === FetcherType.RawBytes) shape += input.paramData.slice(2).toLowerCase()
    else
      shape += `[${input.fetcherType}:${input.paramData.toLowerCase()}:${input.constraints
        .map((c) => `${c.constraintType}=${c.referenceData.toLowerCase()}`)
        .join(',')}]`
  }
  return shape
}

type Flow = { type?: unknown; data?: Record<string, unknown> }

/** The calls the request asks for, each from the field it comes from. */
function expectedCalls(ctx: VerifyContext, ops: readonly DecodedOperation[]): Expected[] {
  const { request, quote, owner } = ctx
  const expected: Expected[] = []
  const add = (
    chainId: number,
    call: Call,
    from: string,
    required: boolean,
    // null: any contract (the bridge's address is the service's to choose; the call's words are not).
    to: string | null = call.to,
  ) =>
    expected.push({
      chainId,
      to: to ?? undefined,
      value: call.value,
      shape: shapeOf(call),
      from,
      required,
      call,
    })
  const build = (signature: string, to: string, args: readonly unknown[], chainId: number) =>
    buildCall({
      to: to as Hex,
      functionSignature: signature,
      args,
      defaultTarget: accountOn(ctx, chainId) as Hex,
    })
  for (const [i, flow] of ((request.composeFlows ?? []) as readonly Flow[]).entries()) {
    const from = `composeFlows[${i}]`
    const data = flow.data ?? {}
    try {
      if (flow.type === '/instructions/build') {
        const chainId = data.chainId as number
        const call = buildCall({
          to: data.to as Hex,
          value: data.value === undefined ? 0n : BigInt(data.value as string),
          functionSignature: data.functionSignature as string,
          args: data.args as unknown[],
          defaultTarget: accountOn(ctx, chainId) as Hex,
        })
        add(chainId, call, from, true)
      } else if (flow.type === '/instructions/build-raw') {
        const call = buildRawCall({
          to: data.to as Hex,
          value: data.value === undefined ? 0n : BigInt(data.value as string),
          data: data.data as Hex,
        })
        add(data.chainId as number, call, from, true)
      } else if (flow.type === '/instructions/build-ccip') {
        const src = data.srcChainId as number
        const dst = data.dstChainId as number
        const args = [data.srcToken, amountArg(data.amount), BigInt(dst), accountOn(ctx, dst)]
        add(src, build(BRIDGE_LOCK, data.srcToken as string, args, src), from, true, null)
      }
    } catch (error) {
      if (error instanceof QuoteUnverifiableError) throw error
      mismatch(from, 'a flow the kit can build', (error as Error).message)
    }
  }
  // eoa: the account pulls the owner's funds (plus the fee when it is paid in that token).
  if (request.mode === 'eoa' && request.fundingTokens?.length) {
    for (const [i, token] of request.fundingTokens.entries()) {
      const paysFee =
        request.feeToken !== undefined &&
        request.feeToken.chainId === token.chainId &&
        sameAddress(request.feeToken.address, token.tokenAddress)
      const total = BigInt(token.amount) + (paysFee ? BigInt(quote.fee.amount) : 0n)
      const account = accountOn(ctx, token.chainId)
      const call = build(TRANSFER_FROM, token.tokenAddress, [owner, account, total], token.chainId)
      add(token.chainId, call, `fundingTokens[${i}]`, false)
    }
  }
  // The fee the review shows, in the request's fee token, to the quote's node.
  if (request.feeToken && BigInt(quote.fee.amount) > 0n) {
    const { address, chainId } = request.feeToken
    const call = build(TRANSFER, address, [quote.quote.node, BigInt(quote.fee.amount)], chainId)
    add(chainId, call, 'feeToken', false)
  }
  for (const [i, cleanUp] of (request.cleanUps ?? []).entries()) {
    const amount =
      cleanUp.amount === undefined
        ? { type: 'runtimeErc20Balance', tokenAddress: cleanUp.tokenAddress }
        : BigInt(cleanUp.amount)
    const call = build(
      TRANSFER,
      cleanUp.tokenAddress,
      [cleanUp.recipientAddress, amount],
      cleanUp.chainId,
    )
    add(cleanUp.chainId, call, `cleanUps[${i}]`, true)
  }
  // An upgrade: the owner's (legacy) account upgrades itself; the new implementation is the service's.
  if (request.chainIds)
    for (const op of ops)
      for (const call of op.op.calls)
        if (call.selector.toLowerCase() === UPGRADE_TO_AND_CALL && isUpgrade(call, op))
          add(op.chainId, call, 'chainIds', false)
  return expected
}

function amountArg(amount: unknown): unknown {
  return typeof amount === 'string' || typeof amount === 'number' ? BigInt(amount) : amount
}

/** `upgradeToAndCall(implementation, 0x)` on the account that runs the op. */
function isUpgrade(call: Call, op: DecodedOperation): boolean {
  const words = callWords(call)
  return (
    sameAddress(call.to, op.sender) &&
    call.value === 0n &&
    words !== undefined &&
    words.length === 3 &&
    readWord(words, 1) === 64n &&
    readWord(words, 2) === 0n
  )
}

/**
 * Each call of each op to one expected call or to the next step of an intent's route (tried until
 * no further step is taken, so a route's ops may come in any order); then nothing required left
 * over and every intent's route complete.
 */
function matchCalls(ctx: VerifyContext, ops: readonly DecodedOperation[]): CheckedOperations {
  const expected = expectedCalls(ctx, ops)
  const used = new Set<number>()
  const left: { op: DecodedOperation; j: number }[] = []
  for (const op of ops) {
    for (const [j, call] of op.op.calls.entries()) {
      const shape = shapeOf(call)
      const index = expected.findIndex(
        (e, k) =>
          !used.has(k) &&
          e.chainId === op.chainId &&
          (e.to === undefined || sameAddress(e.to, call.to)) &&
          e.value === call.value &&
          e.shape === shape,
      )
      if (index >= 0) used.add(index)
      else left.push({ op, j })
    }
  }
  const walks = intentWalks(ctx)
  const routeOps = new Map<DecodedOperation, RouteOp>(
    ops.map((op) => [
      op,
      { index: op.index, chainId: op.chainId, calls: op.op.calls.map(routeCallOf) },
    ]),
  )
  const isRouteStep = takeRouteSteps(
    ctx,
    walks,
    left.map(({ op, j }) => ({ op: routeOps.get(op) as RouteOp, j })),
  )
  for (const { op, j } of left) {
    if (isRouteStep(op.index, j)) continue
    const call = op.op.calls[j] as Call
    // The nearest call the request asks for: the same contract and function on that chain.
    const near = expected.find(
      (e, k) =>
        !used.has(k) &&
        e.chainId === op.chainId &&
        (e.to === undefined || sameAddress(e.to, call.to)) &&
        e.call.selector.toLowerCase() === call.selector.toLowerCase(),
    )
    mismatch(
      `quote.userOps[${op.index}].calls[${j}]`,
      near ? `${callText(near.call)} (${near.from})` : 'no call the request did not ask for',
      `${callText(call)} on chain ${op.chainId}`,
    )
  }
  const missing = expected.findIndex((e, k) => e.required && !used.has(k))
  const missed = expected[missing]
  if (missed)
    mismatch(
      missed.from,
      `${callText(missed.call)} on chain ${missed.chainId}, in the quote's operations`,
      '(missing)',
    )
  checkRoutesComplete(walks)
  const paid = expected.findIndex((e, k) => e.from === 'feeToken' && used.has(k))
  const feeToken = ctx.request.feeToken
  return {
    fee:
      paid >= 0 && feeToken
        ? {
            token: feeToken.address as Hex,
            chainId: feeToken.chainId,
            amount: BigInt(ctx.quote.fee.amount),
          }
        : undefined,
  }
}
