// The checks of a real quote's user operations (Nexus accounts behind EntryPoint v0.7,
// https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md, "How the checks use it"): every hash recomputed, the
// sender and nonce the owner's, every call read strictly and matched one to one with what the
// request asks for. The signature covers the root only, so this is what ties it to the request.
import {
  concat,
  decodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  zeroHash,
} from 'viem'
import { devnetChainIds } from '../../config/devnet-chains.js'
import { QuoteUnverifiableError } from '../../errors/wallet.js'
import { buildCall } from '../../protocol/inputs.js'
import {
  type CallDataPart,
  type Constraint,
  ENTRY_POINT_V07,
  type MeeUserOpHashFormula,
  meeUserOpHash,
  meeUserOpHashFormula,
  type NexusCall,
  type NexusCallDataKind,
  nexusVersions,
  quoteLeaf,
  readApiUserOp,
  readNexusCallData,
  readNexusNonce,
  sortedMerkleRoot,
  userOpHash,
} from '../../protocol/nexus/index.js'
import { nexusInitData, nexusReinitData } from '../../protocol/nexus/init-data.js'
import { FetcherType } from '../../protocol/types.js'
import type { UserOpItem } from '../../schemas/quote-response.js'
import { accountOn } from '../funding.js'
import { checkRoutesComplete, intentWalks, type RouteOp, takeRouteSteps } from '../intent-route.js'
import { mismatch, sameAddress } from '../mismatch.js'
import type { CheckedOperations, VerifyContext } from '../types.js'
import { routeCallOfNexus } from './route-calls.js'
import { suiteOn, versionOn } from './versions.js'

/** One user operation of a real quote, read and checked. */
type NexusOp = {
  index: number
  chainId: number
  sender: Hex
  nonce: bigint
  /** EntryPoint's 192-bit key of the nonce (a cleanup's dependency names it). */
  key: bigint
  isCleanUp: boolean
  encoding: NexusCallDataKind
  calls: readonly NexusCall[]
  /** Its leaf in the quote's tree: `userOpHash` with `shortEncoding`, else `meeUserOpHash`. */
  leaf: Hex
}

const erc20 = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
])
const TRANSFER = 'function transfer(address to, uint256 amount)'
const factoryAbi = parseAbi([
  'function createAccount(bytes initData, bytes32 salt) returns (address)',
])
const NATIVE = '0x0000000000000000000000000000000000000000'

/**
 * A real quote's user operations checked (see the file's head). Throws
 * `QuotePayloadMismatchError` naming the field, or `QuoteUnverifiableError` (`operations`,
 * `encoding`, `accountVersion`) for what the kit cannot read; with `uncheckedOperations`, only
 * what the kit does not know how the service encodes (intent and CCIP routes, upgrades) is left
 * unmatched, and the fee is `'unchecked'`.
 */
export function checkNexusOperations(ctx: VerifyContext): CheckedOperations {
  const items = ctx.quote.quote.userOps
  if (!items.length)
    mismatch('quote.userOps', 'the operations of the request (at least one)', '(none)')
  const ops: NexusOp[] = []
  const leaves: Hex[] = []
  let sponsored = false
  for (const [index, item] of items.entries()) {
    if (index === 0 && isTrustedSponsorOp(item)) {
      sponsored = true
      leaves.push(sponsorLeaf(ctx, item))
      continue
    }
    const op = checkUserOp(ctx, item, index)
    ops.push(op)
    leaves.push(op.leaf)
  }
  const root = sortedMerkleRoot(leaves)
  if (root !== ctx.quote.quote.hash.toLowerCase())
    mismatch(
      'quote.hash',
      `${root} (the sorted Merkle root of the operations)`,
      ctx.quote.quote.hash,
    )
  // A request without feeToken is sponsored: a trusted sponsor's op at index 0, or no payment op
  // at all (every op then matches the request's flows, so one paying anyone is refused there).
  const paying = !sponsored && ctx.request.feeToken !== undefined
  const fee = paying ? checkPayment(ctx, ops[0]) : undefined
  const rest = paying ? ops.slice(1) : ops
  if (!matchCalls(ctx, rest)) return { fee: 'unchecked' }
  return { fee }
}

type Fields = { userOpHash: Hex; lowerBoundTimestamp: number; upperBoundTimestamp: number }

function formulaOf(ctx: VerifyContext, chainId: number): MeeUserOpHashFormula {
  return meeUserOpHashFormula(ctx.quote.quoteType, versionOn(ctx, chainId))
}

/**
 * The payment op of a trusted (service-hosted) sponsor: the service pays, its hash is random and
 * cannot be recomputed (callData `0x`, nonce and every gas field 0). It moves nothing of the owner's.
 */
export function isTrustedSponsorOp(item: UserOpItem): boolean {
  const op = item.userOp
  const zero = (v: string | undefined) => v === undefined || v === '0' || v === '0x0' || v === '0x'
  return (
    op.callData === '0x' &&
    zero(op.nonce) &&
    zero(op.initCode) &&
    zero(op.paymasterAndData) &&
    [
      op.callGasLimit,
      op.verificationGasLimit,
      op.preVerificationGas,
      op.maxFeePerGas,
      op.maxPriorityFeePerGas,
    ].every(zero)
  )
}

/**
 * Its leaf: by the formula of its chain's version where known, else by either formula. Only in a
 * 2.2.1 `simple` quote, whose signed `SuperTx` leaves the op out: where the signature covers the
 * root (2.1.0 `simple`, `permit`, `onchain`), a leaf nobody can recompute could be the hash of any
 * op of the owner's account, and the validator would run it with this leaf's proof.
 */
function sponsorLeaf(ctx: VerifyContext, item: UserOpItem): Hex {
  const superTx =
    ctx.quote.quoteType === 'simple' &&
    ctx.quote.quote.userOps.slice(1).every((op) => versionOn(ctx, op.chainId) === '2.2.1')
  if (!superTx)
    throw new QuoteUnverifiableError({
      missing: 'operations',
      at: "quote.userOps[0] (a trusted sponsor's op: its userOpHash cannot be recomputed and this quote's signature covers the root, so it could be any operation of your account; only a 2.2.1 simple quote, whose SuperTx leaves it out, can carry one)",
    })
  const fields = item as unknown as Fields
  const at = 'quote.userOps[0].meeUserOpHash'
  const known = ctx.accountVersions?.[item.chainId]
  const formulas: MeeUserOpHashFormula[] = known
    ? [formulaOf(ctx, item.chainId)]
    : ['legacy', 'eip712']
  const hashes = formulas.map((formula) => meeUserOpHash(fields, formula))
  if (!hashes.includes(item.meeUserOpHash.toLowerCase() as Hex))
    mismatch(at, hashes.join(' or '), item.meeUserOpHash)
  return quoteLeaf(fields, formulas[hashes.indexOf(item.meeUserOpHash.toLowerCase() as Hex)]!)
}

/** The op's hashes its own, run by the owner's account with a known validator, its calls read. */
function checkUserOp(ctx: VerifyContext, item: UserOpItem, index: number): NexusOp {
  const at = `quote.userOps[${index}]`
  const { chainId } = item
  const version = versionOn(ctx, chainId)
  const known = suiteOn(ctx, chainId, version)
  const read = readApiUserOp(item.userOp, `${at}.userOp`)
  if (!read.ok) throw new QuoteUnverifiableError({ missing: 'operations', at: read.place })
  const op = read.userOp
  const hash = userOpHash(op, chainId)
  if (item.userOpHash.toLowerCase() !== hash) mismatch(`${at}.userOpHash`, hash, item.userOpHash)
  const mee = meeUserOpHash(item as unknown as Fields, formulaOf(ctx, chainId))
  if (item.meeUserOpHash.toLowerCase() !== mee)
    mismatch(`${at}.meeUserOpHash`, mee, item.meeUserOpHash)
  const account = accountOn(ctx, chainId)
  if (!sameAddress(op.sender, account)) mismatch(`${at}.userOp.sender`, account, op.sender)
  const nonce = readNexusNonce(op.nonce)
  if (nonce.mode !== 0) mismatch(`${at}.userOp.nonce`, 'validation mode 0', nonce.mode)
  if (!sameAddress(nonce.validator, NATIVE) && !sameAddress(nonce.validator, known.validator))
    mismatch(
      `${at}.userOp.nonce`,
      `the default validator (0x0) or the K1 MEE validator ${known.validator} of ${version}`,
      nonce.validator,
    )
  const delegated = ctx.request.mode === 'eoa-7702'
  if (op.initCode !== '0x') {
    if (delegated)
      mismatch(`${at}.userOp.initCode`, '0x (the EOA is delegated, not deployed)', op.initCode)
    if (!op.initCode.toLowerCase().startsWith(known.factory.toLowerCase()))
      mismatch(
        `${at}.userOp.initCode`,
        `the ${version} factory ${known.factory}`,
        op.initCode.slice(0, 42),
      )
    const initCode = concat([
      known.factory,
      encodeFunctionData({
        abi: factoryAbi,
        args: [nexusInitData(getAddress(ctx.owner), known.bootstrap), zeroHash],
      }),
    ])
    if (op.initCode.toLowerCase() !== initCode.toLowerCase())
      mismatch(
        `${at}.userOp.initCode`,
        `createAccount on ${known.factory}, the owner set up by the ${version} bootstrap ${known.bootstrap}`,
        op.initCode,
      )
  }
  if (delegated && item.eip7702Auth && !sameAddress(item.eip7702Auth.address, known.implementation))
    mismatch(
      `${at}.eip7702Auth.address`,
      `${known.implementation} (the Nexus ${version} implementation)`,
      item.eip7702Auth.address,
    )
  const calls = readNexusCallData(op.callData, {
    composability: nexusVersions[version].composability,
  })
  if (!calls.ok)
    throw new QuoteUnverifiableError({
      missing: 'operations',
      at: `${at}.userOp.${calls.place}: ${calls.reason}`,
    })
  return {
    index,
    chainId,
    sender: op.sender,
    nonce: op.nonce,
    key: nonce.entryPointKey,
    isCleanUp: item.isCleanUpUserOp === true,
    encoding: calls.encoding,
    calls: calls.calls,
    leaf: item.shortEncoding === true ? hash : mee,
  }
}

/**
 * Index 0 pays the service: one `execute`-single call of the fee the review shows, in the
 * request's fee token on its chain, to a beneficiary the service chooses (shown as "the service").
 */
function checkPayment(ctx: VerifyContext, op: NexusOp | undefined) {
  const { request, quote } = ctx
  const at = 'quote.userOps[0]'
  const feeToken = request.feeToken
  if (!op) return mismatch(at, 'the payment operation', '(missing)')
  if (!feeToken)
    throw new QuoteUnverifiableError({
      missing: 'encoding',
      at: `${at} (a payment operation for a request without feeToken: only the trusted sponsor's is known)`,
    })
  if (!sameAddress(quote.fee.token, feeToken.address))
    mismatch('fee.token', feeToken.address, quote.fee.token)
  if (quote.fee.chainId !== feeToken.chainId)
    mismatch('fee.chainId', feeToken.chainId, quote.fee.chainId)
  if (op.chainId !== feeToken.chainId) mismatch(`${at}.chainId`, feeToken.chainId, op.chainId)
  if (op.isCleanUp) mismatch(`${at}.isCleanUpUserOp`, 'false (the payment op)', true)
  if (op.encoding !== 'execute-single' || op.calls.length !== 1)
    mismatch(`${at}.userOp.callData`, 'execute(single) of the fee payment', op.encoding)
  const call = op.calls[0] as NexusCall
  const amount = BigInt(quote.fee.amount)
  const place = `${at}.calls[0]`
  if (call.kind !== 'call') return mismatch(place, 'a plain call', call.kind)
  if (sameAddress(feeToken.address, NATIVE)) {
    if (call.value !== amount) mismatch(`${place}.value`, amount, call.value)
    if (call.data !== '0x') mismatch(`${place}.data`, '0x (a native transfer)', call.data)
  } else {
    if (!sameAddress(call.to, feeToken.address)) mismatch(`${place}.to`, feeToken.address, call.to)
    if (call.value !== 0n) mismatch(`${place}.value`, 0n, call.value)
    const fusion = request.mode === 'eoa'
    const beneficiary = beneficiaryOf(call.data, fusion)
    const exact = beneficiary
      ? fusion
        ? encodeFunctionData({
            abi: erc20,
            functionName: 'transferFrom',
            args: [getAddress(ctx.owner), beneficiary, amount],
          })
        : encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [beneficiary, amount] })
      : undefined
    if (!exact || exact.toLowerCase() !== call.data.toLowerCase())
      mismatch(
        `${place}.data`,
        fusion
          ? `transferFrom(${ctx.owner}, the service, ${amount})`
          : `transfer(the service, ${amount})`,
        call.data,
      )
  }
  return { token: feeToken.address as Hex, chainId: feeToken.chainId, amount }
}

/** The recipient word of a transfer (or transferFrom in fusion), read loosely: the caller re-encodes. */
function beneficiaryOf(data: Hex, fusion: boolean): Hex | undefined {
  try {
    const length = fusion ? 3 : 2
    if (data.length !== 10 + 64 * length) return undefined
    const words = decodeAbiParameters(
      fusion
        ? [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }]
        : [{ type: 'address' }, { type: 'uint256' }],
      `0x${data.slice(10)}`,
    )
    return words[fusion ? 1 : 0] as Hex
  } catch {
    return undefined
  }
}

/** A call the request asks for, in the normal form both sides are compared in. */
type Expected = {
  chainId: number
  shape: string
  from: string
  cleanUp: boolean
  text: string
  /** Any contract: the devnet's bridge, whose address the request does not name (build-ccip). */
  anyTarget?: boolean
}

/** A flow's function by name, as the request writes it (`function transfer(…)` → `transfer`). */
const functionName = (signature: unknown) =>
  /function\s+(\w+)/.exec(String(signature))?.[1] ?? String(signature)
/** A flow's arguments as the request gives them; a runtime balance in words. */
const argsText = (args: unknown) =>
  Array.isArray(args)
    ? args
        .map((arg) =>
          typeof arg === 'object' && arg !== null ? 'the balance read when it runs' : String(arg),
        )
        .join(', ')
    : ''

/** A shape without its target: what an `anyTarget` call is compared by. */
const withoutTarget = (shape: string) => shape.slice(shape.indexOf('|'))

/** A run-time part after the function's arguments (which the target ignores): a known dependency. */
type Dependency = Extract<CallDataPart, { kind: 'runtime' }>

/** An op's calls in the route walk's form; its fusion pulls and a clean-up's calls are no steps. */
function routeOpOf(ctx: VerifyContext, ops: readonly NexusOp[], op: NexusOp): RouteOp {
  const pulls = pullsAt(ctx, ops, op)
  return {
    index: op.index,
    chainId: op.chainId,
    calls: op.calls.map((call, j) =>
      op.isCleanUp || j < pulls ? undefined : routeCallOfNexus(call),
    ),
  }
}

/**
 * Each call of each op to one call the request asks for; then nothing required left over.
 * `false`: the request has flows whose real encoding is not known and `uncheckedOperations`
 * says to sign without matching.
 */
function matchCalls(ctx: VerifyContext, ops: readonly NexusOp[]): boolean {
  const expected = expectedCalls(ctx)
  if (!expected) return false
  const used = new Set<number>()
  checkFusionPulls(ctx, ops)
  const left: { op: NexusOp; j: number; shape: string }[] = []
  for (const op of ops) {
    const firstPulls = pullsAt(ctx, ops, op)
    for (const [j, call] of op.calls.entries()) {
      if (j < firstPulls) continue
      const at = `quote.userOps[${op.index}].calls[${j}]`
      const { shape, dependencies } = shapeOfNexus(call)
      checkDependencies(ops, op, dependencies, at)
      const index = expected.findIndex(
        (e, k) =>
          !used.has(k) &&
          e.chainId === op.chainId &&
          e.cleanUp === op.isCleanUp &&
          (e.anyTarget ? withoutTarget(e.shape) === withoutTarget(shape) : e.shape === shape),
      )
      if (index >= 0) used.add(index)
      else left.push({ op, j, shape })
    }
  }
  // What no flow asks for may be the next step of an intent's route (the devnet's chains only, see
  // `expectedCalls`), tried until no further step is taken: a route's ops may come in any order.
  const walks = intentWalks(ctx)
  const routeOps = new Map(ops.map((op) => [op, routeOpOf(ctx, ops, op)]))
  const isRouteStep = takeRouteSteps(
    ctx,
    walks,
    left.map(({ op, j }) => ({ op: routeOps.get(op) as RouteOp, j })),
  )
  for (const { op, j, shape } of left) {
    if (isRouteStep(op.index, j)) continue
    const near = expected.find(
      (e, k) =>
        !used.has(k) && e.chainId === op.chainId && e.shape.split('|')[0] === shape.split('|')[0],
    )
    mismatch(
      `quote.userOps[${op.index}].calls[${j}]`,
      near ? `${near.text} (${near.from})` : 'no call the request did not ask for',
      `${shape} on chain ${op.chainId}`,
    )
  }
  const missed = expected.find((_, k) => !used.has(k))
  if (missed)
    mismatch(
      missed.from,
      `${missed.text} on chain ${missed.chainId}, in the quote's operations`,
      '(missing)',
    )
  checkRoutesComplete(walks)
  return true
}

type Flow = { type?: unknown; data?: Record<string, unknown> }

/** The calls the request's flows and cleanups make, or `undefined` (unchecked, see `matchCalls`). */
function expectedCalls(ctx: VerifyContext): Expected[] | undefined {
  const { request } = ctx
  const out: Expected[] = []
  if (request.chainIds) {
    for (const [i, chainId] of request.chainIds.entries()) {
      if (devnetChainIds.includes(chainId)) {
        out.push(devnetUpgradeCall(ctx, chainId, `chainIds[${i}]`))
        continue
      }
      if (ctx.uncheckedOperations) return undefined
      throw new QuoteUnverifiableError({
        missing: 'encoding',
        at: `chainIds[${i}] (chain ${chainId}: the upgrade call the real service builds is not known)`,
      })
    }
    return out
  }
  for (const [i, flow] of ((request.composeFlows ?? []) as readonly Flow[]).entries()) {
    const from = `composeFlows[${i}]`
    const data = flow.data ?? {}
    const chainId = data.chainId as number
    const value = data.value === undefined ? 0n : BigInt(data.value as string)
    try {
      if (flow.type === '/instructions/build') {
        const call = buildCall({
          to: data.to as Hex,
          value,
          functionSignature: data.functionSignature as string,
          args: data.args as unknown[],
          defaultTarget: accountOn(ctx, chainId) as Hex,
        })
        out.push({
          chainId,
          shape: shapeOfBuilt(call, from),
          from,
          cleanUp: false,
          text: `${functionName(data.functionSignature)}(${argsText(data.args)}) on ${call.to}`,
        })
      } else if (flow.type === '/instructions/build-raw') {
        const shape = `${(data.to as string).toLowerCase()}|${value}|${(data.data as string).toLowerCase()}`
        out.push({ chainId, shape, from, cleanUp: false, text: shape })
      } else if (flow.type === '/instructions/build-ccip' && onDevnet(data)) {
        // The devnet's bridge: lock(token, amount, dstChainId, the owner's account there).
        const src = data.srcChainId as number
        const dst = data.dstChainId as number
        const amount = typeof data.amount === 'object' ? data.amount : BigInt(data.amount as string)
        const call = buildCall({
          to: data.srcToken as Hex,
          functionSignature: BRIDGE_LOCK,
          args: [data.srcToken, amount, BigInt(dst), accountOn(ctx, dst)],
          defaultTarget: accountOn(ctx, src) as Hex,
        })
        out.push({
          chainId: src,
          shape: shapeOfBuilt(call, from),
          from,
          cleanUp: false,
          text: `lock(${String(data.srcToken)}, ${typeof data.amount === 'object' ? 'the account’s balance' : String(data.amount)}, ${dst}, ${accountOn(ctx, dst)}) on the bridge`,
          anyTarget: true,
        })
      } else if (flow.type === '/instructions/intent-simple' && onDevnet(data)) {
        // The devnet's route: walked step by step in `matchCalls` (../intent-route.ts).
      } else {
        if (ctx.uncheckedOperations) return undefined
        throw new QuoteUnverifiableError({
          missing: 'encoding',
          at: `${from} (${String(flow.type)}: the calls the real service builds for it are not known)`,
        })
      }
    } catch (error) {
      if (error instanceof QuoteUnverifiableError) throw error
      if ((error as { name?: string }).name === 'QuotePayloadMismatchError') throw error
      mismatch(from, 'a flow the kit can build', (error as Error).message)
    }
  }
  for (const [i, cleanUp] of (request.cleanUps ?? []).entries()) {
    const from = `cleanUps[${i}]`
    const amount =
      cleanUp.amount === undefined
        ? { type: 'runtimeErc20Balance', tokenAddress: cleanUp.tokenAddress }
        : BigInt(cleanUp.amount)
    const call = buildCall({
      to: cleanUp.tokenAddress as Hex,
      functionSignature: TRANSFER,
      args: [cleanUp.recipientAddress, amount],
      defaultTarget: accountOn(ctx, cleanUp.chainId) as Hex,
    })
    out.push({
      chainId: cleanUp.chainId,
      shape: shapeOfBuilt(call, from),
      from,
      cleanUp: true,
      text: `transfer(${cleanUp.recipientAddress}, ${cleanUp.amount ?? 'the account’s balance'}) on ${cleanUp.tokenAddress}`,
    })
  }
  return out
}

const UPGRADE_TO_AND_CALL = 'function upgradeToAndCall(address newImplementation, bytes data)'

/**
 * The devnet's upgrade of the owner's 2.1.0 account on `chainId`: the account calls
 * `upgradeToAndCall(the trusted 2.2.1 implementation, initializeAccount(the owner set up by the
 * 2.2.1 bootstrap))` on itself. Known on the devnet's chain ids only: the real service's upgrade
 * call is not (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md).
 */
function devnetUpgradeCall(ctx: VerifyContext, chainId: number, from: string): Expected {
  const account = accountOn(ctx, chainId) as Hex
  const suite = suiteOn(ctx, chainId, '2.2.1')
  const init = nexusReinitData(getAddress(ctx.owner), suite.bootstrap)
  const call = buildCall({
    to: account,
    functionSignature: UPGRADE_TO_AND_CALL,
    args: [suite.implementation, init],
    defaultTarget: account,
  })
  return {
    chainId,
    shape: shapeOfBuilt(call, from),
    from,
    cleanUp: false,
    text: `upgradeToAndCall(${suite.implementation}, initializeAccount(…)) on your account ${account}`,
  }
}

const BRIDGE_LOCK =
  'function lock(address token, uint256 amount, uint256 dstChainId, address recipient)'

/**
 * A route flow whose chains are all the devnet's: its route calls are the devnet's own pool and
 * bridge, which the kit knows. The real service's are not known, and stay refused by name
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md).
 */
function onDevnet(data: Record<string, unknown>): boolean {
  return [data.srcChainId, data.dstChainId].every(
    (id) => typeof id === 'number' && devnetChainIds.includes(id),
  )
}

const constraintNames = ['eq', 'gte', 'lte', 'in'] as const

function constraintText(c: Constraint): string {
  return c.type === 'in' ? `${c.word}:in=${c.low}-${c.high}` : `${c.word}:${c.type}=${c.value}`
}

/**
 * The normal form of a call the request asks for: `to|value|data` when every word is fixed, else
 * `to|value|selector` then each fixed run and each run-time balance by token, account and
 * constraints. A balance with more than one constraint is refused: the account checks constraint
 * i against word i, and a balance is one word.
 */
function shapeOfBuilt(call: ReturnType<typeof buildCall>, from: string): string {
  const head = `${call.to.toLowerCase()}|${call.value}|`
  if (call.inputs.every((input) => input.fetcherType === FetcherType.RawBytes))
    return (
      head +
      call.selector.toLowerCase() +
      call.inputs.map((i) => i.paramData.slice(2).toLowerCase()).join('')
    )
  let shape = head + call.selector.toLowerCase()
  for (const input of call.inputs) {
    if (input.fetcherType === FetcherType.RawBytes) {
      shape += input.paramData.slice(2).toLowerCase()
      continue
    }
    if (input.constraints.length > 1)
      mismatch(
        from,
        'a runtime balance with at most one constraint (the account checks one per word)',
        input.constraints.length,
      )
    const [token, account] = decodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }],
      input.paramData,
    )
    const constraints = input.constraints.map((c) =>
      constraintText({
        word: 0,
        type: constraintNames[c.constraintType] as 'eq',
        value: BigInt(c.referenceData),
      }),
    )
    shape += `[balance:${token.toLowerCase()}:${account.toLowerCase()}:${constraints.join(',')}]`
  }
  return shape
}

/** A quote's call in the same normal form, its trailing known dependencies set apart. */
function shapeOfNexus(call: NexusCall): { shape: string; dependencies: Dependency[] } {
  if (call.kind === 'call')
    return {
      shape: `${call.to.toLowerCase()}|${call.value}|${call.data.toLowerCase()}`,
      dependencies: [],
    }
  const parts = [...call.parts]
  const dependencies: Dependency[] = []
  while (parts.length) {
    const last = parts[parts.length - 1] as CallDataPart
    if (last.kind !== 'runtime' || last.value.kind !== 'nonce') break
    dependencies.unshift(last)
    parts.pop()
  }
  const value = call.value.kind === 'fixed' ? String(call.value.amount) : '(read at run time)'
  const head = `${call.to.toLowerCase()}|${value}|${call.functionSig.toLowerCase()}`
  let shape = head
  for (const part of parts) {
    if (part.kind === 'raw') {
      shape += part.data.slice(2).toLowerCase()
      if (part.constraints.length) shape += `{${part.constraints.map(constraintText).join(',')}}`
    } else if (part.value.kind === 'balance')
      shape += `[balance:${part.value.token.toLowerCase()}:${part.value.account.toLowerCase()}:${part.constraints.map(constraintText).join(',')}]`
    else
      shape += `[${part.value.kind}:${JSON.stringify(part.value, (_, v) => (typeof v === 'bigint' ? String(v) : v))}]`
  }
  return { shape, dependencies }
}

/**
 * A cleanup runs only after the op it follows: exactly one `EntryPoint.getNonce(its sender, the
 * key of an earlier op on its chain) >= that op's nonce + 1`. Any other op carries none.
 */
function checkDependencies(
  ops: readonly NexusOp[],
  op: NexusOp,
  dependencies: readonly Dependency[],
  at: string,
) {
  if (!op.isCleanUp) {
    if (dependencies.length)
      mismatch(at, 'no nonce dependency (not a cleanup)', dependencies.length)
    return
  }
  if (dependencies.length !== 1)
    mismatch(
      at,
      'one nonce dependency on an earlier operation (a cleanup runs last)',
      dependencies.length,
    )
  const dependency = dependencies[0] as Dependency
  const value = dependency.value as Extract<Dependency['value'], { kind: 'nonce' }>
  if (!sameAddress(value.entryPoint, ENTRY_POINT_V07))
    mismatch(`${at} (nonce dependency).entryPoint`, ENTRY_POINT_V07, value.entryPoint)
  if (!sameAddress(value.account, op.sender))
    mismatch(`${at} (nonce dependency).account`, op.sender, value.account)
  const earlier = ops.find(
    (o) => o.index < op.index && !o.isCleanUp && o.chainId === op.chainId && o.key === value.key,
  )
  if (!earlier)
    mismatch(
      `${at} (nonce dependency).key`,
      'the nonce key of an earlier operation on its chain',
      value.key,
    )
  const c = dependency.constraints
  const wanted = earlier.nonce + 1n
  if (c.length !== 1 || c[0]?.word !== 0 || c[0].type !== 'gte' || c[0].value !== wanted)
    mismatch(
      `${at} (nonce dependency).constraints`,
      `[0:gte=${wanted}]`,
      c.map(constraintText).join(','),
    )
}

/** eoa (fusion): where the funding pulls sit, first in the first op on each funding chain. */
function firstOpOn(ops: readonly NexusOp[], chainId: number): NexusOp | undefined {
  return ops.find((op) => op.chainId === chainId && !op.isCleanUp)
}

/** How many leading calls of `op` are fusion pulls (checked by `checkFusionPulls`). */
function pullsAt(ctx: VerifyContext, ops: readonly NexusOp[], op: NexusOp): number {
  if (ctx.request.mode !== 'eoa') return 0
  return (ctx.request.fundingTokens ?? []).filter((t) => firstOpOn(ops, t.chainId) === op).length
}

/** Fusion: the first calls of the first op on a funding chain pull exactly the funding, no fee. */
function checkFusionPulls(ctx: VerifyContext, ops: readonly NexusOp[]) {
  if (ctx.request.mode !== 'eoa') return
  const seen = new Map<NexusOp, number>()
  for (const [i, token] of (ctx.request.fundingTokens ?? []).entries()) {
    const op = firstOpOn(ops, token.chainId)
    if (!op)
      return mismatch(
        `fundingTokens[${i}]`,
        `an operation on chain ${token.chainId} that pulls it`,
        '(missing)',
      )
    const j = seen.get(op) ?? 0
    seen.set(op, j + 1)
    const call = op.calls[j]
    const account = accountOn(ctx, token.chainId)
    const data = encodeFunctionData({
      abi: erc20,
      functionName: 'transferFrom',
      args: [getAddress(ctx.owner), getAddress(account), BigInt(token.amount)],
    })
    const expected = `${token.tokenAddress.toLowerCase()}|0|${data.toLowerCase()}`
    const actual = call ? shapeOfNexus(call) : undefined
    if (!actual || actual.shape !== expected || actual.dependencies.length)
      mismatch(
        `quote.userOps[${op.index}].calls[${j}]`,
        `transferFrom(${ctx.owner}, ${account}, ${token.amount}) on ${token.tokenAddress} (fundingTokens[${i}])`,
        actual?.shape ?? '(missing)',
      )
  }
}
