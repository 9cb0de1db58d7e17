// The argument shapes of a build flow, read from its function signature with viem's parser.
import { type AbiParameter, parseAbiItem } from 'viem'
import { failure, type ParseFailure } from './issues.js'
import { type ArgDraft, emptyAmount } from './types.js'

export type ParseSignatureResult =
  | { ok: true; signature: string; name: string; inputs: readonly AbiParameter[] }
  | ParseFailure

/** A function declaration read: its name and inputs, or why it is none (the parser's words). */
export type ReadFunctionResult =
  | { ok: true; signature: string; name: string; inputs: readonly AbiParameter[] }
  | {
      ok: false
      problem: 'signatureRequired' | 'notAFunction' | 'invalidSignature'
      reason: string
    }

/**
 * Reads `function transfer(address to, uint256 amount)` (the `function` keyword may be left out)
 * with viem's parser; no words of a draft's issues, for what only needs the function (the
 * funding tokens, the review's description). `signature` is the declaration, with the keyword.
 */
export function readFunctionSignature(text: string): ReadFunctionResult {
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, problem: 'signatureRequired', reason: '' }
  const signature = /^function\s/.test(trimmed) ? trimmed : `function ${trimmed}`
  try {
    const item = parseAbiItem(signature)
    if (item.type !== 'function') return { ok: false, problem: 'notAFunction', reason: '' }
    return { ok: true, signature, name: item.name, inputs: item.inputs }
  } catch (error) {
    const reason =
      error instanceof Error
        ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
        : ''
    return { ok: false, problem: 'invalidSignature', reason: reason.split('\n')[0] ?? '' }
  }
}

/**
 * Parses `function transfer(address to, uint256 amount)` (the `function` keyword may be left
 * out) into its inputs, or the draft issue saying why it cannot. `signature` is the declaration
 * to send, with the keyword.
 */
export function parseFunctionSignature(text: string): ParseSignatureResult {
  const read = readFunctionSignature(text)
  if (read.ok) return read
  if (read.problem === 'invalidSignature') return failure(read.problem, { reason: read.reason })
  return failure(read.problem)
}

const ARRAY = /^(.*)\[(\d*)\]$/

/** `T[]` / `T[N]` → the item type and the fixed length (undefined when dynamic). */
export function arrayType(type: string): { item: string; length: number | undefined } | undefined {
  const match = ARRAY.exec(type)
  if (!match) return undefined
  return { item: match[1] as string, length: match[2] ? Number(match[2]) : undefined }
}

/** The parameter describing one item of an array parameter. */
export function itemParameter(param: AbiParameter, item: string): AbiParameter {
  return { ...param, type: item, name: undefined } as AbiParameter
}

export function components(param: AbiParameter): readonly AbiParameter[] {
  return 'components' in param ? param.components : []
}

/** Bits of `uintN`/`intN` (`uint` is 256), or undefined when `type` is no integer. */
export function integerType(type: string): { signed: boolean; bits: number } | undefined {
  const match = /^(u?)int(\d*)$/.exec(type)
  if (!match) return undefined
  return { signed: match[1] !== 'u', bits: match[2] ? Number(match[2]) : 256 }
}

/** A fresh draft for `param`: empty text, unchecked box, empty amount, one array item. */
export function defaultArgDraft(param: AbiParameter): ArgDraft {
  const array = arrayType(param.type)
  if (array) {
    const item = itemParameter(param, array.item)
    return {
      kind: 'list',
      items: Array.from({ length: array.length ?? 1 }, () => defaultArgDraft(item)),
    }
  }
  if (param.type === 'tuple') return { kind: 'list', items: components(param).map(defaultArgDraft) }
  if (param.type === 'bool') return { kind: 'bool', value: false }
  if (integerType(param.type)) return emptyAmount()
  return { kind: 'text', value: '' }
}

function fits(param: AbiParameter, draft: ArgDraft | undefined): draft is ArgDraft {
  if (!draft) return false
  if (arrayType(param.type) || param.type === 'tuple') return draft.kind === 'list'
  if (param.type === 'bool') return draft.kind === 'bool'
  const integer = integerType(param.type)
  if (integer)
    return draft.kind === 'amount' || (draft.kind === 'runtimeBalance' && !integer.signed)
  return draft.kind === 'text'
}

/**
 * The drafts reshaped to `params` after the signature changed: an argument keeps what was typed
 * when its kind still fits, otherwise starts empty; fixed-size arrays and tuples get their length.
 */
export function alignArgs(params: readonly AbiParameter[], args: readonly ArgDraft[]): ArgDraft[] {
  return params.map((param, index) => alignArg(param, args[index]))
}

function alignArg(param: AbiParameter, draft: ArgDraft | undefined): ArgDraft {
  if (!fits(param, draft)) return defaultArgDraft(param)
  if (draft.kind !== 'list') return draft
  const array = arrayType(param.type)
  if (param.type === 'tuple')
    return { kind: 'list', items: alignArgs(components(param), draft.items) }
  if (!array) return draft
  const item = itemParameter(param, array.item)
  const length = array.length ?? draft.items.length
  return { kind: 'list', items: Array.from({ length }, (_, i) => alignArg(item, draft.items[i])) }
}
