// A user op as the devnet writes it into `quote.userOps[i].userOp.callData`: `abi.encode(UserOp)`
// (https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md, "A user op"). The spec leaves `callData` undescribed; this is the one
// encoding the kit can read back, to check what the signed quote hash commits to.
import { encodeAbiParameters, type Hex } from 'viem'
import { bytesOfHex } from './hex.js'
import {
  type Call,
  type Constraint,
  callsAbiParameter,
  type InputParam,
  toAbiCalls,
  type UserOp,
} from './types.js'

const userOpAbi = [
  {
    type: 'tuple',
    components: [
      { name: 'nonce', type: 'uint256' },
      { name: 'lowerBoundTimestamp', type: 'uint48' },
      { name: 'upperBoundTimestamp', type: 'uint48' },
      callsAbiParameter,
    ],
  },
] as const

/**
 * `abi.encode(UserOp)`: the op itself, which the engine passes to `executeUserOp`.
 *
 * @example
 * const callData = encodeUserOp({ nonce: 1n, lowerBoundTimestamp: 0n, upperBoundTimestamp: 2n ** 48n - 1n, calls })
 */
export function encodeUserOp(op: UserOp): Hex {
  return encodeAbiParameters(userOpAbi, [
    {
      nonce: op.nonce,
      lowerBoundTimestamp: Number(op.lowerBoundTimestamp),
      upperBoundTimestamp: Number(op.upperBoundTimestamp),
      calls: toAbiCalls(op.calls),
    },
  ])
}

/**
 * The op `callData` holds, or `undefined` when it is not exactly the canonical `abi.encode(UserOp)`
 * (every offset where the encoder puts it, every pad zero, nothing after), so no two encodings
 * stand for one op. A reader of its own, not viem's decoder: the kit reads every op of a quote
 * before signing, and this keeps a 30-op quote within milliseconds.
 *
 * @example
 * const op = decodeUserOp(quote.quote.userOps[0].userOp.callData)
 */
export function decodeUserOp(callData: Hex): UserOp | undefined {
  return readUserOp(callData)?.op
}

/** An op read from its callData, with the bytes of its calls as `abi.encode(calls)` hashes them. */
export type ReadUserOp = { op: UserOp; calls: Uint8Array }

export function readUserOp(callData: Hex): ReadUserOp | undefined {
  if (typeof callData !== 'string' || !/^0x(?:[0-9a-fA-F]{64})*$/.test(callData)) return undefined
  const hex = callData.slice(2).toLowerCase()
  const size = hex.length / 2
  const word = (at: number) => (at + 32 <= size ? hex.slice(at * 2, at * 2 + 64) : undefined)
  /** A word holding a number below 2^(8·bytes), or -1. */
  const small = (at: number, bytes = 4): number => {
    const w = word(at)
    if (w === undefined || !/^0*$/.test(w.slice(0, 64 - bytes * 2))) return -1
    return Number.parseInt(w.slice(64 - bytes * 2), 16)
  }
  const big = (at: number) => BigInt(`0x${word(at)}`)
  if (small(0) !== 32) return undefined
  const head = 32
  if (small(head + 32, 6) < 0 || small(head + 64, 6) < 0 || small(head + 96) !== 128)
    return undefined
  const start = head + 128
  const count = small(start)
  if (count < 0 || start + 32 + count * 32 > size) return undefined
  let cursor = start + 32 + count * 32
  const calls: Call[] = []
  for (let i = 0; i < count; i++) {
    // Each element where the previous one ended: offsets relative to the array's first slot.
    if (small(start + 32 + i * 32) !== cursor - (start + 32)) return undefined
    const at = cursor
    const to = word(at)
    const selector = word(at + 64)
    if (!to || !selector || !/^0{24}/.test(to) || !/^0{56}$/.test(selector.slice(8)))
      return undefined
    if (small(at + 96) !== 128 || word(at + 32) === undefined) return undefined
    const inputsAt = at + 128
    const inputCount = small(inputsAt)
    if (inputCount < 0 || inputsAt + 32 + inputCount * 32 > size) return undefined
    cursor = inputsAt + 32 + inputCount * 32
    const inputs: InputParam[] = []
    for (let j = 0; j < inputCount; j++) {
      if (small(inputsAt + 32 + j * 32) !== cursor - (inputsAt + 32)) return undefined
      const p = cursor
      const fetcherType = small(p, 1)
      if (fetcherType < 0 || small(p + 32) !== 96) return undefined
      const length = small(p + 96)
      if (length < 0) return undefined
      const padded = Math.ceil(length / 32) * 32
      if (p + 128 + padded > size) return undefined
      const data = hex.slice((p + 128) * 2, (p + 128 + padded) * 2)
      if (!/^0*$/.test(data.slice(length * 2))) return undefined
      if (small(p + 64) !== 128 + padded) return undefined
      const constraintsAt = p + 128 + padded
      const constraintCount = small(constraintsAt)
      if (constraintCount < 0 || constraintsAt + 32 + constraintCount * 64 > size) return undefined
      const constraints: Constraint[] = []
      for (let k = 0; k < constraintCount; k++) {
        const c = constraintsAt + 32 + k * 64
        const constraintType = small(c, 1)
        if (constraintType < 0) return undefined
        constraints.push({ constraintType, referenceData: `0x${word(c + 32)}` as Hex })
      }
      inputs.push({ fetcherType, paramData: `0x${data.slice(0, length * 2)}` as Hex, constraints })
      cursor = constraintsAt + 32 + constraintCount * 64
    }
    calls.push({
      to: `0x${to.slice(24)}` as Hex,
      value: big(at + 32),
      selector: `0x${selector.slice(0, 8)}` as Hex,
      inputs,
    })
  }
  if (cursor !== size) return undefined
  const op: UserOp = {
    nonce: big(head),
    lowerBoundTimestamp: big(head + 32),
    upperBoundTimestamp: big(head + 64),
    calls,
  }
  // abi.encode(calls): a head word of 0x20, then the array exactly as it sits in callData.
  const encoded = bytesOfHex(`${'0'.repeat(62)}20${hex.slice(start * 2)}`)
  return { op, calls: encoded }
}
