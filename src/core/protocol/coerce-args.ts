import type { AbiFunction, AbiParameter } from 'viem'
import { isRuntimeErc20Balance } from './runtime-balance.js'

// JSON carries uint256 values as decimal strings (or numbers); viem's encoder wants bigints.
function coerce(param: AbiParameter, value: unknown): unknown {
  if (isRuntimeErc20Balance(value)) return value
  const array = /^(.*)\[(\d*)\]$/.exec(param.type)
  if (array && Array.isArray(value)) {
    const inner = { ...param, type: array[1]! } as AbiParameter
    return value.map((v) => coerce(inner, v))
  }
  if (param.type === 'tuple' && 'components' in param && value && typeof value === 'object') {
    const components = param.components
    if (Array.isArray(value)) return value.map((v, i) => coerce(components[i]!, v))
    const record = value as Record<string, unknown>
    return Object.fromEntries(components.map((c) => [c.name!, coerce(c, record[c.name!])]))
  }
  if (/^u?int\d*$/.test(param.type)) {
    // Decimal strings and safe integers only: BigInt() would also take "", " 1" and 0x/0b/0o
    // prefixes, and a JSON number above 2^53 has already lost its last digits.
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value)
    if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  }
  return value
}

/**
 * Converts JSON build args to what the ABI encoder takes (integers as bigints, recursively),
 * leaving runtime balances as they are. Unparseable values pass through so checkArgs names them.
 */
export function coerceArgs(fn: AbiFunction, args: readonly unknown[]): unknown[] {
  return args.map((arg, i) => (fn.inputs[i] ? coerce(fn.inputs[i], arg) : arg))
}
