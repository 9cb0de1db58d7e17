// ABI decoding that accepts one encoding per value: viem decodes, viem encodes the result again,
// and the bytes must be the same (every offset where the encoder puts it, every pad zero, nothing
// after). Any other input is a `CannotRead`, never a thrown error.
import {
  type AbiParameter,
  type DecodeAbiParametersReturnType,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
} from 'viem'
import { type CannotRead, cannotRead } from './types.js'

const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/** Whether `value` is `0x`-prefixed hex of whole bytes. */
export function isHexBytes(value: unknown): value is Hex {
  return typeof value === 'string' && hexPattern.test(value)
}

/** The byte length of checked hex. */
export const byteLength = (hex: Hex) => (hex.length - 2) / 2

export function strictDecode<const params extends readonly AbiParameter[]>(
  params: params,
  data: Hex,
  place: string,
): { ok: true; values: DecodeAbiParametersReturnType<params> } | CannotRead {
  if (!isHexBytes(data)) return cannotRead(place, 'not hex bytes')
  let values: DecodeAbiParametersReturnType<params>
  let again: Hex
  try {
    values = decodeAbiParameters(params, data) as DecodeAbiParametersReturnType<params>
    // biome-ignore lint/suspicious/noExplicitAny: the decoded values go back to the same parameters
    again = encodeAbiParameters(params, values as any)
  } catch (error) {
    const name = error instanceof Error ? error.name : 'an error'
    return cannotRead(place, `not ABI-decodable as ${describe(params)} (${name})`)
  }
  if (again.toLowerCase() !== data.toLowerCase()) {
    const at = firstDifference(again.toLowerCase(), data.toLowerCase())
    return cannotRead(
      place,
      `not the canonical ABI encoding of ${describe(params)}: it differs from its re-encoding at byte ${at}`,
    )
  }
  return { ok: true, values }
}

function firstDifference(a: string, b: string): number {
  let i = 2
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return Math.floor((i - 2) / 2)
}

function describe(params: readonly AbiParameter[]): string {
  const type = (p: AbiParameter): string =>
    'components' in p && p.type.startsWith('tuple')
      ? `(${p.components.map(type).join(',')})${p.type.slice(5)}`
      : p.type
  return `(${params.map(type).join(',')})`
}
