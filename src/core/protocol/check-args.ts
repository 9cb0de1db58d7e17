import { type AbiFunction, type AbiParameter, isAddress, isHex } from 'viem'

/** A build arg that cannot be encoded; `argIndex` is its position in `args`. */
export class InvalidArgError extends Error {
  override name = 'InvalidArgError'
  constructor(
    readonly argIndex: number,
    message: string,
  ) {
    super(message)
  }
}

/** `uint256`, `(address,uint256)[]`: a parameter's type with tuples spelled out. */
export function formatType(param: AbiParameter): string {
  const tuple = /^tuple(.*)$/.exec(param.type)
  if (!tuple || !('components' in param)) return param.type
  return `(${param.components.map(formatType).join(',')})${tuple[1]}`
}

/**
 * `arg 1 (uint256 amount) of transfer(address,uint256)`, or `arg 0 ((address,uint256)[] payments)[1].amount
 * of f(...)` for a value inside it: how error messages name an arg.
 */
export function describeArg(fn: AbiFunction, index: number, signature: string, where = ''): string {
  const input = fn.inputs[index]!
  const named = input.name ? ` ${input.name}` : ''
  return `arg ${index} (${formatType(input)}${named})${where} of ${signature}`
}

/** A value as the client sent it, short: JSON, with bigints as the decimal strings they came as. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  const json = JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))
  return json.length > 80 ? `${json.slice(0, 77)}...` : json
}

type Problem = { where: string; message: string }

function integerProblem(type: string, value: unknown): string | undefined {
  const [, sign, bits = '256'] = /^(u?)int(\d*)$/.exec(type)!
  const n = BigInt(bits)
  const unsigned = sign === 'u'
  const [min, max] = unsigned ? [0n, 2n ** n] : [-(2n ** (n - 1n)), 2n ** (n - 1n)]
  if (typeof value === 'bigint' && value >= min && value < max) return undefined
  return unsigned
    ? `is not a ${type} (expected a non-negative integer below 2^${bits})`
    : `is not an ${type} (expected an integer from -2^${n - 1n} to 2^${n - 1n} - 1)`
}

function scalarProblem(type: string, value: unknown): string | undefined {
  if (/^u?int\d*$/.test(type)) return integerProblem(type, value)
  if (type === 'address') {
    return typeof value === 'string' && isAddress(value)
      ? undefined
      : 'is not an address (expected 0x and 40 hex digits, checksummed if mixed-case)'
  }
  if (type === 'bool')
    return typeof value === 'boolean' ? undefined : 'is not a bool (true or false)'
  if (type === 'string') return typeof value === 'string' ? undefined : 'is not a string'
  if (type === 'bytes') {
    return typeof value === 'string' && isHex(value, { strict: true }) && value.length % 2 === 0
      ? undefined
      : 'is not bytes (expected 0x and an even number of hex digits)'
  }
  const fixed = /^bytes(\d+)$/.exec(type)
  if (fixed) {
    const digits = Number(fixed[1]) * 2
    return typeof value === 'string' &&
      isHex(value, { strict: true }) &&
      value.length === digits + 2
      ? undefined
      : `is not a ${type} (expected 0x and exactly ${digits} hex digits)`
  }
  return undefined // other types: the encoder's own check
}

/** The first part of `value` that cannot be encoded as `param`, with where it sits inside it. */
function findProblem(param: AbiParameter, value: unknown, where = ''): Problem | undefined {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type)
  if (array) {
    const length = array[2] ? Number(array[2]) : undefined
    if (!Array.isArray(value) || (length !== undefined && value.length !== length)) {
      const expected = length === undefined ? 'an array' : `an array of ${length}`
      return { where, message: `${showValue(value)} is not ${expected}` }
    }
    const inner = { ...param, type: array[1]! } as AbiParameter
    for (const [i, item] of value.entries()) {
      const found = findProblem(inner, item, `${where}[${i}]`)
      if (found) return found
    }
    return undefined
  }
  if (param.type === 'tuple' && 'components' in param) {
    if (typeof value !== 'object' || value === null) {
      return { where, message: `${showValue(value)} is not a tuple ${formatType(param)}` }
    }
    for (const [i, component] of param.components.entries()) {
      const key = Array.isArray(value) ? i : component.name
      const item = (value as Record<string | number, unknown>)[key ?? i]
      const found = findProblem(
        component,
        item,
        Array.isArray(value) ? `${where}[${i}]` : `${where}.${key}`,
      )
      if (found) return found
    }
    return undefined
  }
  const problem = scalarProblem(param.type, value)
  return problem ? { where, message: `${showValue(value)} ${problem}` } : undefined
}

/**
 * Checks every arg against its ABI type before encoding, so a bad arg is named with its index and
 * type in words a client can act on (viem's own errors carry version banners and 78-digit bounds,
 * and it encodes a `bytes` "0xzz" without complaint).
 */
export function checkArgs(fn: AbiFunction, args: readonly unknown[], signature: string): void {
  for (const [i, input] of fn.inputs.entries()) {
    const problem = findProblem(input, args[i])
    if (problem) {
      throw new InvalidArgError(
        i,
        `${describeArg(fn, i, signature, problem.where)}: ${problem.message}`,
      )
    }
  }
}
