// The arguments of a build flow: each draft parsed by its ABI type into the JSON value the API
// takes (addresses and hex as strings, integers as decimal strings, runtime balances as objects).
import type { AbiParameter } from 'viem'
import { runtimeBalanceSchema } from '../schemas/runtime-balance.js'
import { arrayType, components, integerType, itemParameter } from './abi-params.js'
import { type FlowIssueProblem, failure } from './issues.js'
import { bySchema, parseAddress, parseAmount, parseHex } from './parse-fields.js'
import type { ArgDraft, RuntimeBalanceDraft } from './types.js'

/** Collects one issue per field: `add(field, label, problem)`. */
export type IssueSink = (field: string, label: string, problem: FlowIssueProblem) => void

/** "Argument 2 (amount)", "Argument 2 (amounts), item 1". */
export function argLabel(index: number, param: AbiParameter): string {
  return `Argument ${index + 1} (${param.name || param.type})`
}

function itemLabel(label: string, index: number): string {
  return `${label}, item ${index + 1}`
}

const CONSTRAINTS = { gte: 'at least (gte)', lte: 'at most (lte)', eq: 'exactly (eq)' } as const

/** A runtime balance draft → the API's `runtimeErc20Balance` object. */
export function parseRuntimeBalance(
  draft: RuntimeBalanceDraft,
  field: string,
  label: string,
  add: IssueSink,
): unknown {
  let ok = true
  const fail = (key: string, name: string, problem: FlowIssueProblem) => {
    ok = false
    add(`${field}.${key}`, name, problem)
  }
  const token = parseAddress(draft.tokenAddress)
  if (!token.ok) fail('tokenAddress', `${label}: token address`, token)
  const target = draft.targetAddress.trim()
  const owner = target ? parseAddress(target) : undefined
  if (owner && !owner.ok) fail('targetAddress', `${label}: balance owner`, owner)
  const constraints: Record<string, string> = {}
  for (const key of ['gte', 'lte', 'eq'] as const) {
    if (!draft[key].trim()) continue
    const amount = parseAmount(draft[key], draft.decimals)
    if (amount.ok) constraints[key] = amount.value
    else fail(key, `${label}: ${CONSTRAINTS[key]}`, amount)
  }
  if (!ok) return undefined
  const value = {
    type: 'runtimeErc20Balance' as const,
    tokenAddress: draft.tokenAddress.trim(),
    ...(target ? { targetAddress: target } : {}),
    ...(Object.keys(constraints).length ? { constraints } : {}),
  }
  const checked = bySchema(runtimeBalanceSchema, value)
  if (!checked.ok) add(field, label, checked)
  return value
}

/** One argument; issues go to `add` under `field` (`args.0`, `args.0.items.1`, …). */
export function parseArg(
  param: AbiParameter,
  draft: ArgDraft,
  field: string,
  label: string,
  add: IssueSink,
): unknown {
  const array = arrayType(param.type)
  if (array || param.type === 'tuple') {
    if (draft.kind !== 'list') return add(field, label, failure('list', { type: param.type }))
    if (array?.length !== undefined && draft.items.length !== array.length)
      return add(field, label, failure('listLength', { length: array.length }))
    const items = array ? undefined : components(param)
    return draft.items.map((item, i) =>
      parseArg(
        items ? (items[i] as AbiParameter) : itemParameter(param, (array as { item: string }).item),
        item,
        `${field}.items.${i}`,
        items ? `${label}, ${items[i]?.name || `field ${i + 1}`}` : itemLabel(label, i),
        add,
      ),
    )
  }
  const integer = integerType(param.type)
  if (integer) {
    if (draft.kind === 'runtimeBalance') {
      if (integer.signed) return add(field, label, failure('runtimeSigned', { type: param.type }))
      return parseRuntimeBalance(draft, field, label, add)
    }
    if (draft.kind !== 'amount')
      return add(field, label, failure('numberType', { type: param.type }))
    const amount = parseAmount(draft.value, draft.decimals, integer)
    if (!amount.ok) return add(field, label, amount)
    return amount.value
  }
  if (param.type === 'bool') {
    if (draft.kind !== 'bool') return add(field, label, failure('bool'))
    return draft.value
  }
  if (draft.kind !== 'text') return add(field, label, failure('valueType', { type: param.type }))
  return parseTextArg(param.type, draft.value, field, label, add)
}

function parseTextArg(type: string, text: string, field: string, label: string, add: IssueSink) {
  if (type === 'string') return text
  if (type === 'address') {
    const parsed = parseAddress(text)
    return parsed.ok ? parsed.value : add(field, label, parsed)
  }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    const parsed = parseHex(text)
    if (!parsed.ok) return add(field, label, parsed)
    const size = bytes[1] ? Number(bytes[1]) : undefined
    if ((parsed.value.length - 2) % 2 !== 0) return add(field, label, failure('wholeBytes'))
    if (size !== undefined && parsed.value.length !== 2 + size * 2)
      return add(field, label, failure('bytesLength', { size, got: (parsed.value.length - 2) / 2 }))
    return parsed.value
  }
  return add(field, label, failure('unsupportedType', { type }))
}
