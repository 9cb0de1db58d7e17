// A user op as the API sends it (`quote.userOps[i].userOp`: unpacked gas fields, packed initCode
// and paymasterAndData, numbers as strings) read into numbers, and its hash as the ERC-4337
// EntryPoint v0.7 computes it: keccak256(abi.encode(keccak256(pack(op)), entryPoint, chainId)).
import {
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
} from 'viem'
import { ENTRY_POINT_V07 } from './constants.js'
import { isHexBytes } from './strict-abi.js'
import { cannotRead, type Read } from './types.js'

/** The fields of the API's `userOp` the EntryPoint hashes (numbers as decimal or 0x strings). */
export type ApiUserOp = {
  sender: string
  nonce: string | bigint
  initCode?: string | undefined
  callData: string
  callGasLimit: string | bigint
  verificationGasLimit: string | bigint
  preVerificationGas: string | bigint
  maxFeePerGas: string | bigint
  maxPriorityFeePerGas: string | bigint
  paymasterAndData?: string | undefined
}

/** A v0.7 user op with its numbers read (signature aside: the hash does not cover it). */
export type UserOpV07 = {
  sender: Address
  nonce: bigint
  initCode: Hex
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterAndData: Hex
}

const MAX_UINT128 = 2n ** 128n - 1n
const MAX_UINT256 = 2n ** 256n - 1n
const numberPattern = /^(?:0|[1-9][0-9]*|0x[0-9a-fA-F]+)$/

function readNumber(value: unknown, max: bigint): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n && value <= max ? value : undefined
  if (typeof value !== 'string' || !numberPattern.test(value)) return undefined
  const n = BigInt(value)
  return n <= max ? n : undefined
}

/**
 * The API's `userOp` with its numbers read, or the field that is not what v0.7 hashes: gas limits
 * and fees that do not fit the 128 bits v0.7 packs them into, numbers that are not plain decimal
 * or hex, bytes that are not hex. A missing `initCode` or `paymasterAndData` is `0x`.
 *
 * @example
 * const op = readApiUserOp(item.userOp)
 * if (op.ok) userOpHash(op.userOp, item.chainId)
 */
export function readApiUserOp(userOp: ApiUserOp, place = 'userOp'): Read<{ userOp: UserOpV07 }> {
  const sender = userOp.sender
  if (typeof sender !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(sender))
    return cannotRead(`${place}.sender`, 'not a 20-byte address')
  const numbers = {} as Record<(typeof numberFields)[number], bigint>
  for (const field of numberFields) {
    const max = field === 'nonce' || field === 'preVerificationGas' ? MAX_UINT256 : MAX_UINT128
    const n = readNumber(userOp[field], max)
    if (n === undefined)
      return cannotRead(
        `${place}.${field}`,
        `not a whole number below 2^${max === MAX_UINT128 ? 128 : 256} in decimal or 0x hex`,
      )
    numbers[field] = n
  }
  const bytes = {} as Record<(typeof bytesFields)[number], Hex>
  for (const field of bytesFields) {
    const value = field === 'callData' ? userOp.callData : (userOp[field] ?? '0x')
    if (!isHexBytes(value)) return cannotRead(`${place}.${field}`, 'not hex bytes')
    bytes[field] = value
  }
  return { ok: true, userOp: { sender: getAddress(sender), ...numbers, ...bytes } }
}

const numberFields = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const
const bytesFields = ['initCode', 'callData', 'paymasterAndData'] as const

const packedParameters = [
  { name: 'sender', type: 'address' },
  { name: 'nonce', type: 'uint256' },
  { name: 'initCodeHash', type: 'bytes32' },
  { name: 'callDataHash', type: 'bytes32' },
  { name: 'accountGasLimits', type: 'bytes32' },
  { name: 'preVerificationGas', type: 'uint256' },
  { name: 'gasFees', type: 'bytes32' },
  { name: 'paymasterAndDataHash', type: 'bytes32' },
] as const

const hashParameters = [
  { name: 'packedHash', type: 'bytes32' },
  { name: 'entryPoint', type: 'address' },
  { name: 'chainId', type: 'uint256' },
] as const

/**
 * keccak256 of empty bytes, hashed once by viem: most ops carry no initCode and no
 * paymasterAndData, and each keccak256 is a full permutation (a third of a 30-op quote's check
 * went to hashing `0x` twice per op before).
 */
const EMPTY_HASH = keccak256('0x')
const hashBytes = (data: Hex): Hex => (data === '0x' ? EMPTY_HASH : keccak256(data))

/** Two uint128 in one word, `high << 128 | low`, as v0.7 packs gas limits and fees. */
const pack128 = (high: bigint, low: bigint): Hex => numberToHex((high << 128n) | low, { size: 32 })

/**
 * The op's hash as EntryPoint v0.7's `getUserOpHash` computes it: keccak256(abi.encode(
 * keccak256(abi.encode(sender, nonce, keccak256(initCode), keccak256(callData),
 * verificationGasLimit << 128 | callGasLimit, preVerificationGas,
 * maxPriorityFeePerGas << 128 | maxFeePerGas, keccak256(paymasterAndData))), entryPoint, chainId)).
 *
 * @example
 * const hash = userOpHash(op, 8453) // the canonical EntryPoint v0.7
 */
export function userOpHash(
  op: UserOpV07,
  chainId: number | bigint,
  entryPoint: Address = ENTRY_POINT_V07,
): Hex {
  const packed = encodeAbiParameters(packedParameters, [
    op.sender,
    op.nonce,
    hashBytes(op.initCode),
    keccak256(op.callData),
    pack128(op.verificationGasLimit, op.callGasLimit),
    op.preVerificationGas,
    pack128(op.maxPriorityFeePerGas, op.maxFeePerGas),
    hashBytes(op.paymasterAndData),
  ])
  return keccak256(
    encodeAbiParameters(hashParameters, [keccak256(packed), entryPoint, BigInt(chainId)]),
  )
}

/** The parts of a Nexus nonce: `[3 bytes key][1 byte mode][20 bytes validator][8 bytes sequence]`. */
export type NexusNonce = {
  /** The 24-bit key abstractjs derives from the time (the high bytes of EntryPoint's 192-bit key). */
  key: number
  /** The validation mode byte: 0x00 validate. */
  mode: number
  /** The validator module; the zero address means the account's default (the MEE K1 validator). */
  validator: Address
  /** EntryPoint's sequence for the 192-bit key. */
  sequence: bigint
  /** EntryPoint's 192-bit key: key ‖ mode ‖ validator. */
  entryPointKey: bigint
}

/**
 * A Nexus nonce taken apart.
 *
 * @example
 * readNexusNonce(op.nonce).validator // 0x000… for the default validator
 */
export function readNexusNonce(nonce: bigint): NexusNonce {
  const hex = numberToHex(nonce, { size: 32 })
  return {
    key: Number.parseInt(hex.slice(2, 8), 16),
    mode: Number.parseInt(hex.slice(8, 10), 16),
    validator: getAddress(`0x${hex.slice(10, 50)}`),
    sequence: BigInt(`0x${hex.slice(50)}`),
    entryPointKey: nonce >> 64n,
  }
}
