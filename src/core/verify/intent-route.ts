// An intent's route, tied to the intent. The service picks the route (its pools and bridge, which
// the request does not name), but not what the route spends or where its output goes: each step
// must continue the one before it, from the intent's own input (its token, chain and amount, or the
// runtime balance of exactly that token when the request asked for one) to its output token on its
// output chain, and the last swap's minimum output may be no lower than the request's slippage
// allows below the output the quote states. A runtime balance is accepted only for the intent's
// own tokens and the owner's account on that chain; an approval only for the swap right after it.
// The walk reads calls in one form (`RouteCall`): a Nexus call's (`nexus/route-calls.ts`); the
// word the kit builds for a request's amount is read from its `Call` (`routeCallOf`).
import { type Hex, isAddressEqual } from 'viem'
import { buildCall } from '../protocol/inputs.js'
import { type Call, FetcherType } from '../protocol/types.js'
import { applySlippage } from '../tokens/slippage.js'
import { callWords, knownFunctions } from './call-text.js'
import { accountOn } from './funding.js'
import { mismatch, sameAddress } from './mismatch.js'
import type { VerifyContext } from './types.js'

/** A runtime balance's constraint on its one word, by name. */
export type RouteConstraint = { type: 'eq' | 'gte' | 'lte' | 'in'; value: bigint }

/**
 * An argument word of a call: a fixed 32-byte word, or the balance of `token` held by `account`
 * read when the call runs, with the constraints the account checks on it first.
 */
export type RouteWord = Hex | { token: Hex; account: Hex; constraints: readonly RouteConstraint[] }

/** A call as the route walk reads it, whatever encoding carried it. */
export type RouteCall = {
  to: Hex
  value: bigint
  selector: Hex
  words: readonly RouteWord[]
}

/** One operation's calls in that form (`undefined`: a call that is no route step of any kind). */
export type RouteOp = {
  /** Its place in `quote.userOps`. */
  index: number
  chainId: number
  calls: readonly (RouteCall | undefined)[]
}

const constraintNames = ['eq', 'gte', 'lte'] as const

/** A built `Call` as a route call; `undefined` when its bytes are not whole words. */
export function routeCallOf(call: Call): RouteCall | undefined {
  const words = callWords(call)
  if (!words) return undefined
  const out: RouteWord[] = []
  let index = 0
  for (const input of call.inputs) {
    if (input.fetcherType === FetcherType.RawBytes) {
      const count = (input.paramData.length - 2) / 64
      for (let k = 0; k < count; k++) out.push(words[index + k] as Hex)
      index += count
      continue
    }
    const word = words[index] as { token: Hex; target: Hex }
    const constraints: RouteConstraint[] = []
    for (const c of input.constraints) {
      const type = constraintNames[c.constraintType]
      if (!type) return undefined
      constraints.push({ type, value: BigInt(c.referenceData) })
    }
    out.push({ token: word.token, account: word.target, constraints })
    index++
  }
  return { to: call.to, value: call.value, selector: call.selector, words: out }
}

/** `swap(0x3333…, 1000000, 0, 0x2222…) on 0x7777…`: a route call in words. */
export function routeCallText(call: RouteCall): string {
  const known = knownFunctions[call.selector.toLowerCase()]
  const value = call.value > 0n ? ` with ${call.value} wei` : ''
  if (!known || call.words.length < known.args.length)
    return `a call of ${call.selector} on ${call.to}${value}`
  const args = known.args.map((type, i) => {
    const word = call.words[i] as RouteWord
    if (typeof word !== 'string') return `the balance of ${word.token} held by ${word.account}`
    if (type === 'address') return `0x${word.slice(26)}`
    if (type === 'bytes') return 'bytes'
    return BigInt(word).toString()
  })
  return `${known.name}(${args.join(', ')}) on ${call.to}${value}`
}

export const ROUTE_SELECTORS = {
  approve: '0x095ea7b3',
  swap: '0xf3e6ea8a',
  lock: '0x0852c9ea',
} as const

type IntentData = {
  srcToken?: unknown
  dstToken?: unknown
  srcChainId?: unknown
  dstChainId?: unknown
  amount?: unknown
  slippage?: unknown
}

/** Where one intent's route stands while its steps are read in quote order. */
type Walk = {
  from: string
  index: number
  srcToken: Hex
  dstToken: Hex
  srcChainId: number
  dstChainId: number
  /** The request's amount: base units, or the runtime balance it asked for. */
  amount: unknown
  slippage: number
  /** The output the quote states (`returnedData`), when it states one. */
  quotedOutput: bigint | undefined
  /** The chain and token the route's funds are in now, and the least amount of them. */
  chainId: number
  token: Hex
  least: bigint | undefined
  steps: number
  /** The last swap's minimum output, once a swap ran. */
  minOutput: bigint | undefined
}

type Flow = { type?: unknown; data?: IntentData }

/** The request's slippage (default 1%, as the API's); outside 0 to 1 it bounds nothing: refused. */
function slippageOf(slippage: unknown, from: string): number {
  if (slippage === undefined) return 0.01
  if (typeof slippage !== 'number' || !(slippage >= 0 && slippage <= 1))
    mismatch(`${from}.data.slippage`, 'a fraction from 0 to 1', slippage)
  return slippage
}

/** The intent flows of the request, each ready to follow its route. */
export function intentWalks(ctx: VerifyContext): Walk[] {
  const walks: Walk[] = []
  const returned = (ctx.quote.returnedData ?? []) as readonly Record<string, unknown>[]
  for (const [index, flow] of ((ctx.request.composeFlows ?? []) as readonly Flow[]).entries()) {
    if (flow.type !== '/instructions/intent-simple') continue
    const data = flow.data ?? {}
    const from = `composeFlows[${index}]`
    const srcToken = data.srcToken as Hex
    const srcChainId = data.srcChainId as number
    const stated = returned.find((r) => r.composeFlowIndex === index)?.outputAmount
    walks.push({
      from,
      index,
      srcToken,
      dstToken: data.dstToken as Hex,
      srcChainId,
      dstChainId: data.dstChainId as number,
      amount: data.amount,
      slippage: slippageOf(data.slippage, from),
      quotedOutput: typeof stated === 'string' && /^\d+$/.test(stated) ? BigInt(stated) : undefined,
      chainId: srcChainId,
      token: srcToken,
      least: undefined,
      steps: 0,
      minOutput: undefined,
    })
  }
  return walks
}

/**
 * Which of `left` (calls no flow asks for) are steps of the intents' routes: each is tried until
 * no further step is taken, so a route's ops may come in any order. Returns whether call `j` of
 * the op at `index` was taken as a step.
 */
export function takeRouteSteps(
  ctx: VerifyContext,
  walks: Walk[],
  left: readonly { op: RouteOp; j: number }[],
): (index: number, j: number) => boolean {
  const taken = new Set<string>()
  const key = (index: number, j: number) => `${index}:${j}`
  for (let progress = walks.length > 0; progress; ) {
    progress = false
    for (const { op, j } of left) {
      if (taken.has(key(op.index, j))) continue
      const count = takeRouteStep(ctx, walks, op, j)
      for (let k = 0; k < count; k++) taken.add(key(op.index, j + k))
      if (count) progress = true
    }
  }
  return (index, j) => taken.has(key(index, j))
}

/**
 * Whether calls `j` (and, for an approval, `j + 1`) of `op` are the next step of one of the
 * intents' routes; advances that route. Returns how many calls it took (0: not a route step).
 */
export function takeRouteStep(ctx: VerifyContext, walks: Walk[], op: RouteOp, j: number): number {
  const call = op.calls[j]
  if (call?.value !== 0n) return 0
  const selector = call.selector.toLowerCase()
  if (selector === ROUTE_SELECTORS.approve) {
    // approve(pool, x) right before pool.swap(token, x, …): exactly what the swap then spends.
    const next = op.calls[j + 1]
    if (!next || call.words.length !== 2 || next.words.length !== 4) return 0
    if (next.selector.toLowerCase() !== ROUTE_SELECTORS.swap || next.value !== 0n) return 0
    const spender = addressWord(call.words, 0)
    if (!spender || !isAddressEqual(spender, next.to)) return 0
    if (!sameAddress(addressWord(next.words, 0), call.to)) return 0
    if (wordKey(call.words[1]) !== wordKey(next.words[1])) return 0
    return takeSwap(ctx, walks, op, next) ? 2 : 0
  }
  if (selector === ROUTE_SELECTORS.swap) return takeSwap(ctx, walks, op, call) ? 1 : 0
  if (selector === ROUTE_SELECTORS.lock) return takeBridge(ctx, walks, op, call) ? 1 : 0
  return 0
}

/** `pool.swap(srcToken, amount, minOut, account)`: the intent's input into its output token. */
function takeSwap(ctx: VerifyContext, walks: Walk[], op: RouteOp, call: RouteCall): boolean {
  const { words } = call
  if (words.length !== 4) return false
  const tokenIn = addressWord(words, 0)
  const minOut = numberWord(words, 2)
  const account = ctx.accounts[op.chainId]
  if (!tokenIn || minOut === undefined || !account) return false
  if (!sameAddress(addressWord(words, 3), account)) return false
  const walk = walks.find(
    (w) =>
      w.chainId === op.chainId &&
      sameAddress(w.token, tokenIn) &&
      // A swap turns the intent's input into its output, once.
      sameAddress(tokenIn, w.srcToken) &&
      !sameAddress(w.srcToken, w.dstToken) &&
      w.minOutput === undefined &&
      spendsWhatWalkHolds(ctx, w, op.chainId, call),
  )
  if (!walk) return false
  if (minOut === 0n)
    mismatch(
      `quote.userOps[${op.index}]: ${routeCallText(call)}`,
      `a minimum output above 0 (${walk.from})`,
      '0',
    )
  walk.steps++
  walk.token = walk.dstToken
  walk.least = minOut
  walk.minOutput = minOut
  return true
}

/** `bridge.lock(token, amount, dstChainId, account there)`: the funds to the intent's output chain. */
function takeBridge(ctx: VerifyContext, walks: Walk[], op: RouteOp, call: RouteCall): boolean {
  const { words } = call
  if (words.length !== 4) return false
  const token = addressWord(words, 0)
  const dst = numberWord(words, 2)
  if (!token || dst === undefined) return false
  const walk = walks.find(
    (w) =>
      w.chainId === op.chainId &&
      w.chainId !== w.dstChainId &&
      BigInt(w.dstChainId) === dst &&
      sameAddress(w.token, token) &&
      sameAddress(addressWord(words, 3), ctx.accounts[w.dstChainId]) &&
      spendsWhatWalkHolds(ctx, w, op.chainId, call),
  )
  if (!walk) return false
  // A bridge delivers what it locks: the intent's amount, or the least the step before delivers.
  walk.least ??= leastOf(walk.amount)
  walk.steps++
  walk.chainId = walk.dstChainId
  return true
}

/**
 * The step's amount (its 2nd argument) is what the route holds: the intent's own amount on its
 * first step, else the runtime balance of that token on the owner's account here, waiting for at
 * least what the step before delivers at its minimum.
 */
function spendsWhatWalkHolds(
  ctx: VerifyContext,
  walk: Walk,
  chainId: number,
  call: RouteCall,
): boolean {
  const word = call.words[1]
  if (word === undefined) return false
  if (walk.steps === 0) {
    if (chainId !== walk.srcChainId) return false
    const expected = amountKey(ctx, chainId, walk.amount)
    return expected !== undefined && wordKey(word) === expected
  }
  if (typeof word === 'string' || walk.least === undefined) return false
  if (!sameAddress(word.token, walk.token) || !sameAddress(word.account, accountOn(ctx, chainId)))
    return false
  // Exactly one constraint: gte at least what the step before delivers (so the op waits for it).
  const [gte, ...others] = word.constraints
  return gte !== undefined && others.length === 0 && gte.type === 'gte' && gte.value >= walk.least
}

/** Every intent reached its output token on its output chain, at a minimum the request allows. */
export function checkRoutesComplete(walks: readonly Walk[]): void {
  for (const walk of walks) {
    if (
      walk.steps === 0 ||
      walk.chainId !== walk.dstChainId ||
      !sameAddress(walk.token, walk.dstToken)
    )
      mismatch(
        walk.from,
        `a route from ${walk.srcToken} on chain ${walk.srcChainId} to ${walk.dstToken} on chain ${walk.dstChainId}, in the quote's operations`,
        walk.steps === 0
          ? '(missing)'
          : `a route that ends with ${walk.token} on chain ${walk.chainId}`,
      )
    if (walk.minOutput === undefined) continue
    if (walk.quotedOutput === undefined)
      mismatch(
        `quote.returnedData (${walk.from})`,
        'the output the route is quoted at (outputAmount)',
        '(missing)',
      )
    const least = applySlippage(walk.quotedOutput, walk.slippage)
    if (walk.minOutput < least)
      mismatch(
        `${walk.from}: the route's minimum output`,
        `at least ${least} (${walk.quotedOutput} less the request's slippage of ${walk.slippage})`,
        walk.minOutput.toString(),
      )
  }
}

/** The least a request's amount is: base units, or a runtime balance's `gte` (else 0). */
function leastOf(amount: unknown): bigint {
  if (typeof amount === 'string' || typeof amount === 'number') return BigInt(amount)
  const gte = (amount as { constraints?: { gte?: unknown } } | undefined)?.constraints?.gte
  return typeof gte === 'string' || typeof gte === 'number' || typeof gte === 'bigint'
    ? BigInt(gte)
    : 0n
}

/** The word the kit builds for `amount` (base units or the runtime balance the request asked for). */
function amountKey(ctx: VerifyContext, chainId: number, amount: unknown): string | undefined {
  try {
    const arg = typeof amount === 'string' || typeof amount === 'number' ? BigInt(amount) : amount
    const call = buildCall({
      to: ctx.accounts[chainId] as Hex,
      functionSignature: 'function f(uint256 amount)',
      args: [arg],
      defaultTarget: accountOn(ctx, chainId) as Hex,
    })
    const word = routeCallOf(call)?.words[0]
    return word === undefined ? undefined : wordKey(word)
  } catch {
    return undefined
  }
}

/** A word as a comparable string: raw words by value, balances by token, account and constraints. */
function wordKey(word: RouteWord | undefined): string | undefined {
  if (word === undefined) return undefined
  if (typeof word === 'string') return `raw:${word.toLowerCase()}`
  return `balance:${word.token.toLowerCase()}:${word.account.toLowerCase()}:${word.constraints
    .map((c) => `${c.type}=${c.value}`)
    .join(',')}`
}

function numberWord(words: readonly RouteWord[], index: number): bigint | undefined {
  const word = words[index]
  return typeof word === 'string' ? BigInt(word) : undefined
}

function addressWord(words: readonly RouteWord[], index: number): Hex | undefined {
  const word = words[index]
  if (typeof word !== 'string' || !/^0x0{24}[0-9a-f]{40}$/i.test(word)) return undefined
  return `0x${word.slice(26)}` as Hex
}
