// The arguments of a build flow: each draft parsed by its ABI type into the JSON value the API
// takes (addresses and hex as strings, integers as decimal strings, runtime balances as objects).
import type { AbiParameter } from 'viem'
import { addressSchema, hexSchema } from '../schemas/common.js'
import { runtimeBalanceSchema } from '../schemas/runtime-balance.js'
import { arrayType, components, integerType, itemParameter } from './abi-params.js'
import { bySchema, parseAmount, parseText } from './parse-fields.js'
import type { ArgDraft, RuntimeBalanceDraft } from './types.js'

/** Collects one issue per field: `add(field, label, predicate)`. */
export type IssueSink = (field: string, label: string, message: string) => void

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
  const fail = (key: string, name: string, message: string) => {
    ok = false
    add(`${field}.${key}`, name, message)
  }
  const token = parseText(addressSchema, draft.tokenAddress)
  if (!token.ok) fail('tokenAddress', `${label}: token address`, token.message)
  const target = draft.targetAddress.trim()
  const owner = target ? bySchema(addressSchema, target) : undefined
  if (owner && !owner.ok) fail('targetAddress', `${label}: balance owner`, owner.message)
  const constraints: Record<string, string> = {}
  for (const key of ['gte', 'lte', 'eq'] as const) {
    if (!draft[key].trim()) continue
    const amount = parseAmount(draft[key], draft.decimals)
    if (amount.ok) constraints[key] = amount.value
    else fail(key, `${label}: ${CONSTRAINTS[key]}`, amount.message)
  }
  if (!ok) return undefined
  const value = {
    type: 'runtimeErc20Balance' as const,
    tokenAddress: draft.tokenAddress.trim(),
    ...(target ? { targetAddress: target } : {}),
    ...(Object.keys(constraints).length ? { constraints } : {}),
  }
  const checked = bySchema(runtimeBalanceSchema, value)
  if (!checked.ok) add(field, label, checked.message)
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
    if (draft.kind !== 'list') return add(field, label, `must be a list of ${param.type} values`)
    if (array?.length !== undefined && draft.items.length !== array.length)
      return add(field, label, `must have exactly ${array.length} items`)
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
      if (integer.signed)
        return add(field, label, `cannot be a runtime balance (it is a ${param.type})`)
      return parseRuntimeBalance(draft, field, label, add)
    }
    if (draft.kind !== 'amount') return add(field, label, `must be a ${param.type} number`)
    const amount = parseAmount(draft.value, draft.decimals, integer)
    if (!amount.ok) return add(field, label, amount.message)
    return amount.value
  }
  if (param.type === 'bool') {
    if (draft.kind !== 'bool') return add(field, label, 'must be true or false')
    return draft.value
  }
  if (draft.kind !== 'text') return add(field, label, `must be a ${param.type} value`)
  return parseTextArg(param.type, draft.value, field, label, add)
}

function parseTextArg(type: string, text: string, field: string, label: string, add: IssueSink) {
  if (type === 'string') return text
  if (type === 'address') {
    const parsed = parseText(addressSchema, text)
    return parsed.ok ? parsed.value : add(field, label, parsed.message)
  }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    const parsed = parseText(hexSchema, text)
    if (!parsed.ok) return add(field, label, parsed.message)
    const size = bytes[1] ? Number(bytes[1]) : undefined
    if ((parsed.value.length - 2) % 2 !== 0)
      return add(field, label, 'must have an even number of hex characters (whole bytes)')
    if (size !== undefined && parsed.value.length !== 2 + size * 2)
      return add(
        field,
        label,
        `must be exactly ${size} bytes: 0x followed by ${size * 2} hex characters (got ${(parsed.value.length - 2) / 2} bytes)`,
      )
    return parsed.value
  }
  return add(
    field,
    label,
    `has the type ${type}, which the builder cannot edit; use a build-raw flow`,
  )
}
