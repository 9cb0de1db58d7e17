// The fields of a Nexus user op beyond its callData, as abstractjs and the node fill them
// (real-encoding §1.5): the nonce `[3-byte key][mode][20-byte validator][8-byte sequence]` and,
// for an account not yet deployed, `initCode = factory ‖ createAccount(initData, salt 0)`.
import {
  type Address,
  concat,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  numberToHex,
  parseAbi,
  zeroAddress,
} from 'viem'
import { nexusInitData } from '../../../../core/protocol/nexus/init-data.js'
import type { NexusAddresses } from './addresses.js'

/** abstractjs's key: `Date.now() mod (2^24 − 1)`, a fresh millisecond per op. */
export const NONCE_KEY_MODULUS = 16_777_215

/**
 * Hands out nonce keys the way abstractjs picks them (the time in ms, one per op) but never the
 * same key twice in this process: two quotes built in the same millisecond, or a two-op quote and
 * one a millisecond later, would otherwise share a key, and since every key's sequence starts at
 * 0, the second op to land would fail `AA25 invalid account nonce`. Each `next()` is at or after
 * now and after every key handed out before (mod 2^24 − 1).
 */
export function createNonceKeyClock(now: () => number = Date.now) {
  let last = -1
  return {
    next(): number {
      last = Math.max(now(), last + 1)
      return last % NONCE_KEY_MODULUS
    },
  }
}

export type NexusNonceParts = {
  /** The 24-bit key (abstractjs: the time in ms, mod 2^24 − 1). */
  key: number
  /** The validator that checks the op; the zero address (the default) is the account's K1 MEE validator. */
  validator?: Address
  /** EntryPoint's sequence for the 192-bit key: 0 for a key never used. */
  sequence?: bigint
}

/** The op's nonce: key ‖ mode 0x00 (validate) ‖ validator ‖ sequence, as one uint256. */
export function nexusNonce({
  key,
  validator = zeroAddress,
  sequence = 0n,
}: NexusNonceParts): bigint {
  if (!Number.isInteger(key) || key < 0 || key >= 2 ** 24)
    throw new Error(`A Nexus nonce key is 3 bytes; got ${key}.`)
  return hexToBigInt(
    concat([numberToHex(key, { size: 3 }), '0x00', validator, numberToHex(sequence, { size: 8 })]),
  )
}

const factoryAbi = parseAbi([
  'function createAccount(bytes initData, bytes32 salt) returns (address)',
])

/**
 * `factory ‖ createAccount(initData, salt 0)` with the kit's `nexusInitData(owner, bootstrap)`
 * (`abi.encode(bootstrap, initNexusWithDefaultValidatorAndOtherModulesNoRegistry(owner, [], [],
 * (0, bytes32(0)), [], []))`): the owner as the default validator's data, no other module,
 * abstractjs's empty hook (its data one zero word). The kit's account check reads the factory
 * with the same initData, so the two cannot drift apart.
 */
export function nexusInitCode(
  owner: Address,
  addresses: Pick<NexusAddresses, 'factory' | 'bootstrap'>,
): Hex {
  const initData = nexusInitData(owner, addresses.bootstrap)
  return concat([
    addresses.factory,
    encodeFunctionData({ abi: factoryAbi, args: [initData, numberToHex(0, { size: 32 })] }),
  ])
}
