import {
  type AbiFunction,
  type Address,
  encodeAbiParameters,
  type Hex,
  maxUint256,
  parseAbiItem,
  size,
  slice,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem'
import { checkArgs, describeArg, InvalidArgError } from './check-args.js'
import { coerceArgs } from './coerce-args.js'
import {
  containsRuntimeBalance,
  isRuntimeErc20Balance,
  parseRuntimeBalance,
  type RuntimeErc20Balance,
} from './runtime-balance.js'
import { type Call, FetcherType, type InputParam } from './types.js'

export { InvalidArgError } from './check-args.js'
export type { RuntimeErc20Balance } from './runtime-balance.js'
export { isRuntimeErc20Balance } from './runtime-balance.js'

export type BuildCallParameters = {
  to: Address
  value?: bigint
  /** `'function transfer(address to, uint256 amount)'` or `'transfer(address,uint256)'`. */
  functionSignature: string
  /**
   * One value per function input; top-level uint256 args may be runtime balances. Integers may come
   * as JSON does (decimal strings or numbers): they are converted to bigints.
   */
  args: readonly unknown[]
  /** The `targetAddress` of runtime balances that name none: the orchestrator account. */
  defaultTarget: Address
}

/** A protocol call plus its `functionSig` (no `function` keyword, no names), as the API shows it. */
export type BuildCallReturnType = Call & { functionSig: string }

// Parsed once per signature, with its selector and canonical form (each a keccak or a walk of
// the ABI): a quote check builds the same few functions for every flow.
type Parsed = { fn: AbiFunction; functionSig: string; selector: Hex }
const parsed = new Map<string, Parsed>()

function parseFunction(signature: string): Parsed {
  const known = parsed.get(signature)
  if (known) return known
  const fn = parseFunctionOnce(signature)
  const entry = { fn, functionSig: toFunctionSignature(fn), selector: toFunctionSelector(fn) }
  if (parsed.size > 256) parsed.clear()
  parsed.set(signature, entry)
  return entry
}

function parseFunctionOnce(signature: string): AbiFunction {
  const trimmed = signature.trim()
  // 'transfer(address,uint256)' is the API's functionSig style; viem wants a declaration.
  const declared = /^(function|event|error|constructor|fallback|receive)\b/.test(trimmed)
  let item: ReturnType<typeof parseAbiItem>
  try {
    item = parseAbiItem((declared ? trimmed : `function ${trimmed}`) as string)
  } catch (cause) {
    throw new Error(
      `Cannot parse functionSignature "${signature}"; write it like 'function transfer(address to, uint256 amount)' or 'transfer(address,uint256)'.`,
      { cause },
    )
  }
  if (item.type !== 'function') {
    const article = /^[aeiou]/.test(item.type) ? 'an' : 'a'
    throw new Error(
      `functionSignature "${signature}" declares ${article} ${item.type}, not a function.`,
    )
  }
  return item
}

function encodeArgs(fn: AbiFunction, args: readonly unknown[], signature: string): Hex {
  try {
    return encodeAbiParameters(fn.inputs, args)
  } catch (cause) {
    // checkArgs let it through: name the arg viem refuses, in viem's one-line message.
    const short = (cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message
    const index = fn.inputs.findIndex((input, i) => {
      try {
        encodeAbiParameters([input], [args[i]])
        return false
      } catch {
        return true
      }
    })
    if (index < 0) throw new Error(`Cannot encode the args of ${signature}: ${short}`, { cause })
    throw new InvalidArgError(index, `${describeArg(fn, index, signature)}: ${short}`)
  }
}

/**
 * Builds a composable call: the ABI-encoded args split into RAW_BYTES runs and one BALANCE param per
 * runtime balance, which the account reads (and checks against its constraints) when the call runs.
 *
 * @example
 * const call = buildCall({
 *   to: usdc, functionSignature: 'function transfer(address to, uint256 amount)',
 *   args: [bob, { type: 'runtimeErc20Balance', tokenAddress: usdc, constraints: { gte: '1000000' } }],
 *   defaultTarget: account,
 * })
 */
export function buildCall(parameters: BuildCallParameters): BuildCallReturnType {
  const { to, value = 0n, functionSignature, defaultTarget } = parameters
  const { fn, functionSig, selector } = parseFunction(functionSignature)
  if (parameters.args.length !== fn.inputs.length) {
    throw new Error(
      `${functionSig} takes ${fn.inputs.length} args, but ${parameters.args.length} were given.`,
    )
  }
  const args = coerceArgs(fn, parameters.args)
  const runtime = new Map<number, RuntimeErc20Balance>()
  args.forEach((arg, i) => {
    const input = fn.inputs[i]!
    if (isRuntimeErc20Balance(arg) && input.type === 'uint256') runtime.set(i, arg)
    else if (containsRuntimeBalance(arg)) {
      throw new InvalidArgError(
        i,
        `Arg ${i} (${input.name || 'unnamed'}: ${input.type}) of ${functionSig} holds a runtime balance; runtime balances are only allowed as top-level uint256 args.`,
      )
    }
  })
  const zeroed = args.map((arg, i) => (runtime.has(i) ? 0n : arg))
  checkArgs(fn, zeroed, functionSig)
  const encoded = encodeArgs(fn, zeroed, functionSig)
  // Where each runtime balance sits in the head: the one word that changes when it changes.
  const words = [...runtime.entries()].map(([i, balance]) => {
    const probe = encodeArgs(
      fn,
      zeroed.map((arg, j) => (j === i ? maxUint256 : arg)),
      functionSig,
    )
    let offset = 0
    while (slice(encoded, offset, offset + 32) === slice(probe, offset, offset + 32)) offset += 32
    return { offset, balance, index: i }
  })
  words.sort((a, b) => a.offset - b.offset)
  const inputs: InputParam[] = []
  let cursor = 0
  for (const { offset, balance, index } of words) {
    if (offset > cursor) inputs.push(rawParam(slice(encoded, cursor, offset)))
    const { token, target, constraints } = parseBalanceArg(fn, index, balance, defaultTarget)
    const paramData = encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }],
      [token, target],
    )
    inputs.push({ fetcherType: FetcherType.Balance, paramData, constraints })
    cursor = offset + 32
  }
  if (cursor < size(encoded)) inputs.push(rawParam(slice(encoded, cursor)))
  return { to, value, selector, inputs, functionSig }
}

/** A runtime balance's own checks, failing as the arg it is. */
function parseBalanceArg(
  fn: AbiFunction,
  index: number,
  balance: RuntimeErc20Balance,
  defaultTarget: Address,
) {
  try {
    return parseRuntimeBalance(balance, defaultTarget)
  } catch (error) {
    const signature = toFunctionSignature(fn)
    throw new InvalidArgError(
      index,
      `${describeArg(fn, index, signature)}: ${(error as Error).message}`,
    )
  }
}

function rawParam(paramData: Hex): InputParam {
  return { fetcherType: FetcherType.RawBytes, paramData, constraints: [] }
}

export type BuildRawCallParameters = { to: Address; value?: bigint; data: Hex }

/**
 * Turns raw calldata into a protocol call: the selector plus one RAW_BYTES param with the rest
 * (`0x` becomes a plain transfer: zero selector, no inputs).
 *
 * @example
 * const call = buildRawCall({ to: usdc, data: encodeFunctionData({ abi, functionName: 'approve', args }) })
 */
export function buildRawCall(parameters: BuildRawCallParameters): Call {
  const { to, value = 0n, data } = parameters
  const length = size(data)
  if (length === 0) return { to, value, selector: '0x00000000', inputs: [] }
  if (length < 4) {
    throw new Error(
      `Raw calldata ${data} is ${length} bytes; it must be empty or start with a 4-byte selector.`,
    )
  }
  const inputs = length > 4 ? [rawParam(slice(data, 4))] : []
  return { to, value, selector: slice(data, 0, 4), inputs }
}
