// One chain of the balance preview: its user operations' calls, decoded from their callData, run
// from the account that executes them, in quote order, inside one simulation (viem's
// `simulateBlocks`) pinned to the chain's current block; the balances of the wallet and the
// account read in a block before them and after them.
import {
  type Address,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  parseAbi,
} from 'viem'
import { stepOf } from '../operations/describeOperations.js'
import { type Call, ConstraintType, FetcherType, type UserOp } from '../protocol/types.js'
import {
  balanceRead,
  type ChainReader,
  erc20Abi,
  NATIVE_READER,
  NATIVE_READER_CODE,
  readAmount,
  readBalance,
  type SimBlock,
  type SimCall,
  type SimCallResult,
  simulateBlocks,
  TRANSFER_TOPIC,
} from './rpc.js'

/** Tokens that arrive on this chain from another one (a bridge), before its operations run. */
export type Arrival = {
  token: Address
  recipient: Address
  amount: bigint
  srcChainId: number
  /** The bridged amount was the account's balance when the bridge ran. */
  runtime: boolean
  /** The bridged amount came from a swap's output: the real one may differ. */
  estimated: boolean
}

/** One operation of this chain: its place in the quote and its decoded op. */
export type ChainOp = { index: number; sender: Address; isCleanUp: boolean; op: UserOp }

export type PreviewChainInput = {
  chainId: number
  reader: ChainReader
  owner: Address
  ops: readonly ChainOp[]
  arrivals: readonly Arrival[]
  /** The user's accounts on any chain: an arrival for one of them is read here too. */
  accounts: readonly Address[]
  /** What the wallet tops `to` up to before the operations: the shortfall is sent first. */
  funding?: readonly { token: Address; to: Address; amount: bigint }[] | undefined
}

export type SimulatedChange = {
  holder: Address
  token: Address | 'native'
  before: bigint
  after: bigint
  runtime: boolean
  estimated: boolean
}

export type SimulatedSwap = {
  pool: Address
  tokenIn: Address
  amountIn: bigint
  minAmountOut: bigint
  /** What the pool paid out in the simulation, in `tokenOut`. */
  amountOut: bigint | undefined
  tokenOut: Address | undefined
  recipient: Address
}

export type PreviewChainResult =
  | {
      status: 'ready'
      blockNumber: bigint
      changes: SimulatedChange[]
      swaps: SimulatedSwap[]
      /** What leaves for other chains: bridged out, arriving there. */
      departures: (Arrival & { dstChainId: number; srcToken: Address })[]
    }
  | {
      status: 'reverts'
      blockNumber: bigint
      opIndex: number
      callIndex: number
      isCleanUp: boolean
      reason: string
      funding?: { token: Address; amount: bigint } | undefined
    }

/** Rounds of resolving runtime balances (each fixes at least one more) beyond the first. */
const MAX_EXTRA_ROUNDS = 8

/**
 * Simulates one chain. Throws what its reader throws (the caller words it per chain); a revert is
 * a result, with the first failing call and its decoded reason.
 */
export async function previewChain(
  input: PreviewChainInput,
  blockNumber: bigint,
): Promise<PreviewChainResult> {
  const { reader, owner, ops } = input
  const holders = unique([
    owner,
    ...ops.map((op) => op.sender),
    ...input.arrivals
      .map((arrival) => arrival.recipient)
      .filter((recipient) => input.accounts.some((a) => sameAddress(a, recipient))),
  ])
  const tokens = new Set<string>()
  const runtimeTokens = new Set<string>()
  for (const { op, sender } of ops)
    for (const call of op.calls) {
      const step = stepOf(call, sender)
      const token = 'token' in step ? step.token : undefined
      if (token && step.kind !== 'approve' && step.kind !== 'upgrade') {
        tokens.add(getAddress(token))
        if ('amount' in step && 'balanceOf' in step.amount) runtimeTokens.add(getAddress(token))
      }
    }
  for (const arrival of input.arrivals) tokens.add(getAddress(arrival.token))
  // The funding step sends what the account lacks, read on chain before it (as the step reads it).
  const funding: { token: Address; to: Address; amount: bigint }[] = []
  for (const need of input.funding ?? []) {
    tokens.add(getAddress(need.token))
    const held = await readBalance(reader, blockNumber, need.token, need.to)
    if (held < need.amount) funding.push({ ...need, amount: need.amount - held })
  }

  const overrides: NonNullable<SimBlock['stateOverrides']> = {
    [NATIVE_READER]: { code: NATIVE_READER_CODE },
  }
  for (const arrival of input.arrivals) {
    const slot = await findBalanceSlot(reader, blockNumber, arrival.token, arrival.recipient)
    if (!slot) throw new Error(`the balance slot of token ${arrival.token} is not found`)
    const now = await readBalance(reader, blockNumber, arrival.token, arrival.recipient)
    const entry = overrides[arrival.token] ?? {}
    const diff = entry.stateDiff ?? {}
    const earlier = diff[slot] === undefined ? now : BigInt(diff[slot])
    diff[slot] = numberToHex(earlier + arrival.amount, { size: 32 })
    overrides[arrival.token] = { ...entry, stateDiff: diff }
  }

  // Runtime balances: the value each BALANCE input reads, keyed by op/call/input; refined each
  // round with what the simulation read just before that call.
  const assumed = new Map<string, bigint>()
  let rounds = 0
  for (;;) {
    const tokenList = ['native' as const, ...([...tokens] as Address[])]
    const reads = holders.flatMap((holder) => tokenList.map((token) => ({ holder, token })))
    const before: SimCall[] = reads.map(({ token, holder }) => balanceRead(token, holder))
    const calls: SimCall[] = []
    // Where each op call sits in `calls`, and where its runtime reads sit.
    const placed: {
      opIndex: number
      callIndex: number
      isCleanUp: boolean
      at: number
      runtime: { key: string; at: number; constraints: Call['inputs'][number]['constraints'] }[]
      call: Call
      sender: Address
    }[] = []
    // smart-account funding: the wallet's transfers, before anything of the quote runs.
    const fundedAt = funding.map((f) => {
      calls.push({
        from: owner,
        to: f.token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [f.to, f.amount],
        }),
      })
      return calls.length - 1
    })
    // eoa funding: the permit (or approve) is signed after the quote; the pulls from the owner
    // assume it. It covers every pull of the account's from the owner: the funding, and in a real
    // (Nexus) quote the fee the payment op takes from the owner for the service.
    const allowances = new Map<string, { token: Address; spender: Address; amount: bigint }>()
    for (const { op, sender } of ops)
      for (const call of op.calls) {
        const step = stepOf(call, sender)
        if (step.kind !== 'pull' || !sameAddress(step.from, owner)) continue
        const key = `${step.token.toLowerCase()}:${sender.toLowerCase()}`
        const amount = 'value' in step.amount ? step.amount.value : 2n ** 255n
        const earlier = allowances.get(key)
        allowances.set(key, {
          token: step.token,
          spender: sender,
          amount: (earlier?.amount ?? 0n) + amount,
        })
      }
    for (const { token, spender, amount } of allowances.values())
      calls.push({
        from: owner,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, amount >= 2n ** 255n ? 2n ** 256n - 1n : amount],
        }),
      })
    for (const { index, op, sender, isCleanUp } of ops)
      op.calls.forEach((call, callIndex) => {
        const runtime: (typeof placed)[number]['runtime'] = []
        call.inputs.forEach((input, inputIndex) => {
          if (input.fetcherType !== FetcherType.Balance) return
          const [token, target] = balanceInput(input.paramData)
          runtime.push({
            key: `${index}.${callIndex}.${inputIndex}`,
            at: calls.length,
            constraints: input.constraints,
          })
          calls.push(balanceRead(token, target))
        })
        placed.push({
          opIndex: index,
          callIndex,
          isCleanUp,
          at: calls.length,
          runtime,
          call,
          sender,
        })
        calls.push({
          from: sender,
          to: call.to,
          data: calldataOf(call, (inputIndex) =>
            assumed.get(`${index}.${callIndex}.${inputIndex}`),
          ),
          value: call.value,
        })
      })
    const afterAt = calls.length
    calls.push(...reads.map(({ token, holder }) => balanceRead(token, holder)))

    const [beforeResults, results] = (await simulateBlocks(reader, blockNumber, [
      { calls: before, stateOverrides: { [NATIVE_READER]: { code: NATIVE_READER_CODE } } },
      { calls, stateOverrides: overrides },
    ])) as [SimCallResult[], SimCallResult[]]

    // Runtime values read this round; any different from the one assumed: run again with it.
    let changed = false
    for (const p of placed)
      for (const r of p.runtime) {
        const value = readAmount(results[r.at]) ?? 0n
        if (assumed.get(r.key) !== value) {
          assumed.set(r.key, value)
          changed = true
        }
      }
    // Tokens the calls moved for the wallet or the account that no step named (a swap's output).
    let found = false
    for (const p of placed)
      for (const log of results[p.at]?.logs ?? []) {
        if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC || log.topics.length !== 3) continue
        const from = topicAddress(log.topics[1])
        const to = topicAddress(log.topics[2])
        const moved = holders.some((h) => sameAddress(h, from) || sameAddress(h, to))
        const token = getAddress(log.address)
        if (moved && !tokens.has(token)) {
          tokens.add(token)
          found = true
        }
      }
    if ((changed || found) && rounds++ < MAX_EXTRA_ROUNDS) continue

    // A funding transfer the wallet cannot make, then the first failing call, or an unmet
    // runtime-balance constraint, in quote order.
    for (const [i, at] of fundedAt.entries()) {
      const result = results[at]
      if (result?.status !== 'success')
        return {
          status: 'reverts',
          blockNumber,
          opIndex: -1,
          callIndex: i,
          isCleanUp: false,
          reason: describeRevert(result?.data),
          funding: { token: funding[i]!.token, amount: funding[i]!.amount },
        }
    }
    for (const p of placed) {
      for (const r of p.runtime) {
        const value = assumed.get(r.key) ?? 0n
        const unmet = r.constraints.find((c) => !meets(value, c))
        if (unmet)
          return {
            status: 'reverts',
            blockNumber,
            opIndex: p.opIndex,
            callIndex: p.callIndex,
            isCleanUp: p.isCleanUp,
            reason: `the balance it reads, ${value}, is not ${constraintWords(unmet)}`,
          }
      }
      const result = results[p.at]
      if (result?.status !== 'success')
        return {
          status: 'reverts',
          blockNumber,
          opIndex: p.opIndex,
          callIndex: p.callIndex,
          isCleanUp: p.isCleanUp,
          reason: describeRevert(result?.data),
        }
    }

    const firstRuntime = (p: (typeof placed)[number]) => assumed.get(p.runtime[0]?.key ?? '') ?? 0n
    const estimatedTokens = new Set<string>()
    const swaps: SimulatedSwap[] = []
    for (const p of placed) {
      const step = stepOf(p.call, p.sender)
      if (step.kind !== 'swap') continue
      const payout = (results[p.at]?.logs ?? []).find(
        (log) =>
          log.topics[0]?.toLowerCase() === TRANSFER_TOPIC &&
          sameAddress(topicAddress(log.topics[1]), step.pool) &&
          sameAddress(topicAddress(log.topics[2]), step.recipient),
      )
      const tokenOut = payout ? getAddress(payout.address) : undefined
      if (tokenOut) estimatedTokens.add(tokenOut)
      swaps.push({
        pool: step.pool,
        tokenIn: step.token,
        amountIn: 'value' in step.amount ? step.amount.value : firstRuntime(p),
        minAmountOut: wordAt(p.call, 2) ?? 0n,
        amountOut: payout ? BigInt(payout.data) : undefined,
        tokenOut,
        recipient: step.recipient,
      })
    }
    for (const arrival of input.arrivals) {
      if (arrival.estimated) estimatedTokens.add(getAddress(arrival.token))
      if (arrival.runtime) runtimeTokens.add(getAddress(arrival.token))
    }

    const departures: (Arrival & { dstChainId: number; srcToken: Address })[] = []
    for (const p of placed) {
      const step = stepOf(p.call, p.sender)
      if (step.kind !== 'bridge') continue
      const runtime = 'balanceOf' in step.amount
      departures.push({
        srcChainId: input.chainId,
        dstChainId: step.dstChainId,
        srcToken: step.token,
        token: step.token,
        recipient: step.recipient,
        amount: runtime ? firstRuntime(p) : (step.amount as { value: bigint }).value,
        runtime,
        // The whole balance of a token a swap just paid out is as uncertain as the swap.
        estimated: runtime && estimatedTokens.has(getAddress(step.token)),
      })
    }

    const changes = reads.map(({ holder, token }, i): SimulatedChange => {
      const key = token === 'native' ? token : getAddress(token)
      return {
        holder,
        token,
        before: readAmount(beforeResults[i]) ?? 0n,
        after: readAmount(results[afterAt + i]) ?? 0n,
        runtime: runtimeTokens.has(key),
        estimated: estimatedTokens.has(key),
      }
    })
    return { status: 'ready', blockNumber, changes, swaps, departures }
  }
}

/** The storage slot of `holder`'s balance in `token`: Solidity `mapping` at slots 0–9 (either key order). */
export async function findBalanceSlot(
  reader: ChainReader,
  blockNumber: bigint,
  token: Address,
  holder: Address,
): Promise<Hex | undefined> {
  const candidates: Hex[] = []
  for (let slot = 0n; slot < 10n; slot++) {
    candidates.push(
      keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, slot])),
      keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'address' }], [slot, holder])),
    )
  }
  // One block per candidate, each setting its slot to its own marker and reading the balance:
  // the first block that reads its own marker names the slot (overrides persist into later blocks).
  const marker = (i: number) => 0x5eed_0000_0000n + BigInt(i) * 7919n
  const results = await simulateBlocks(
    reader,
    blockNumber,
    candidates.map((slot, i) => ({
      stateOverrides: { [token]: { stateDiff: { [slot]: numberToHex(marker(i), { size: 32 }) } } },
      calls: [balanceRead(token, holder)],
    })),
  )
  const index = results.findIndex((block, i) => readAmount(block[0]) === marker(i))
  return index < 0 ? undefined : candidates[index]
}

/** A call's calldata with its runtime balances as `value(inputIndex)` (0 until known). */
export function calldataOf(call: Call, value: (inputIndex: number) => bigint | undefined): Hex {
  if (call.selector === '0x00000000' && call.inputs.length === 0) return '0x'
  let data = call.selector.toLowerCase()
  call.inputs.forEach((input, i) => {
    data +=
      input.fetcherType === FetcherType.Balance
        ? numberToHex(value(i) ?? 0n, { size: 32 }).slice(2)
        : input.paramData.slice(2)
  })
  return data as Hex
}

function balanceInput(paramData: Hex): [Address, Address] {
  const hex = paramData.slice(2)
  return [getAddress(`0x${hex.slice(24, 64)}`), getAddress(`0x${hex.slice(88, 128)}`)]
}

/** The `index`-th raw word of the call's arguments, when it is one. */
function wordAt(call: Call, index: number): bigint | undefined {
  const raw = call.inputs.map((input) =>
    input.fetcherType === FetcherType.RawBytes ? input.paramData.slice(2) : undefined,
  )
  let words: string[] = []
  for (const part of raw) {
    if (part === undefined) words.push('')
    else for (let o = 0; o < part.length; o += 64) words.push(part.slice(o, o + 64))
  }
  words = words.slice(index, index + 1)
  return words[0] ? BigInt(`0x${words[0]}`) : undefined
}

function meets(
  value: bigint,
  { constraintType, referenceData }: { constraintType: number; referenceData: Hex },
) {
  const reference = BigInt(referenceData)
  if (constraintType === ConstraintType.Eq) return value === reference
  if (constraintType === ConstraintType.Gte) return value >= reference
  if (constraintType === ConstraintType.Lte) return value <= reference
  return false
}

function constraintWords({
  constraintType,
  referenceData,
}: {
  constraintType: number
  referenceData: Hex
}) {
  const reference = BigInt(referenceData)
  return constraintType === ConstraintType.Eq
    ? `equal to ${reference}`
    : constraintType === ConstraintType.Gte
      ? `at least ${reference}`
      : `at most ${reference}`
}

// Reasons the kit can word: Error(string) and Panic (viem knows them), OpenZeppelin's ERC-20
// errors, and the swap and bridge errors of the devnet's contracts, which real pools share in kind.
const revertAbi = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InvalidSender(address sender)',
  'error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)',
  'error InsufficientLiquidity()',
  'error UnknownToken(address token)',
  'error ZeroAmount()',
  'error ZeroRecipient()',
  'error SameChain(uint256 chainId)',
])

/** A revert's data in words: `Error(string)`'s text, or a known error with its arguments. */
export function describeRevert(data: Hex | undefined): string {
  if (!data || data === '0x') return 'reverted without a reason'
  try {
    const decoded = decodeErrorResult({ abi: revertAbi, data }) as {
      errorName: string
      args?: readonly unknown[]
    }
    if (decoded.errorName === 'Error') return String(decoded.args?.[0])
    return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
  } catch {
    return `reverted with data ${data.slice(0, 10)}`
  }
}

function topicAddress(topic: Hex | undefined): Address | undefined {
  return topic && /^0x0{24}[0-9a-fA-F]{40}$/.test(topic)
    ? getAddress(`0x${topic.slice(26)}`)
    : undefined
}

function sameAddress(a: string | undefined, b: string | undefined) {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}

function unique(addresses: Address[]): Address[] {
  const seen = new Map<string, Address>()
  for (const a of addresses)
    if (!seen.has(a.toLowerCase())) seen.set(a.toLowerCase(), getAddress(a))
  return [...seen.values()]
}
