// What the owner signs or sends for a real quote, by quote type (real-encoding.md §3):
// - simple below MEE 2.2.0: personal_sign of the 32 raw bytes of the root (`{ message: { raw } }`);
// - simple on a 2.2.1 smart account: EIP-712 `SuperTx` over every item's (userOpHash, lower,
//   upper) in quote order;
// - permit: EIP-2612 `Permit` whose `deadline` is the root as a number;
// - onchain: `approve(account, amount)` with the root appended as a 32-byte suffix.
import {
  type Address,
  concat,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  parseAbi,
  slice,
  type TypedDataDomain,
} from 'viem'
import { permitTypes, Selector, superTxDomain, superTxTypes } from './constants.js'
import type { MeeUserOpFields } from './mee-hash.js'
import { byteLength, isHexBytes, strictDecode } from './strict-abi.js'
import { cannotRead, type Read } from './types.js'

/**
 * The 2.2.1 `SuperTx` typed data: domain `{ name: 'Nexus' }`, one `MeeUserOp` per item in quote
 * order. The caller leaves out the payment op only under trusted sponsorship.
 *
 * @example
 * const digest = hashTypedData(superTxTypedData(quote.userOps))
 */
export function superTxTypedData(items: readonly MeeUserOpFields[]) {
  return {
    domain: superTxDomain,
    types: superTxTypes,
    primaryType: 'SuperTx',
    message: {
      meeUserOps: items.map((item) => ({
        userOpHash: item.userOpHash,
        lowerBoundTimestamp: BigInt(item.lowerBoundTimestamp),
        upperBoundTimestamp: BigInt(item.upperBoundTimestamp),
      })),
    },
  } as const
}

/** The simple payload below MEE 2.2.0: the root's 32 bytes, signed with personal_sign. */
export function legacySimpleMessage(quoteHash: Hex): { raw: Hex } {
  return { raw: quoteHash }
}

/** A permit's deadline as the validator rebuilds it: the root as a uint256. */
export function permitDeadline(quoteHash: Hex): bigint {
  return hexToBigInt(quoteHash)
}

export type PermitParameters = {
  /** The token's own EIP-712 domain. */
  domain: TypedDataDomain
  owner: Address
  /** The owner's account on that chain. */
  spender: Address
  /** Funding plus the fee. */
  value: bigint
  /** `token.nonces(owner)`. */
  nonce: bigint
  quoteHash: Hex
}

/** The EIP-2612 Permit typed data of a permit quote, its deadline the root. */
export function permitTypedData(parameters: PermitParameters) {
  const { domain, owner, spender, value, nonce, quoteHash } = parameters
  return {
    domain,
    types: permitTypes,
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline: permitDeadline(quoteHash) },
  } as const
}

const approveAbi = parseAbi(['function approve(address spender, uint256 amount)'])

/** The onchain quote's call data: `approve(spender, amount)` ‖ the root. */
export function onchainApproveData(spender: Address, amount: bigint, quoteHash: Hex): Hex {
  return concat([
    encodeFunctionData({ abi: approveAbi, functionName: 'approve', args: [spender, amount] }),
    quoteHash,
  ])
}

const approveParameters = [{ type: 'address' }, { type: 'uint256' }] as const

/**
 * The onchain payload's call data read back: exactly `approve(address,uint256)` in canonical ABI,
 * then the 32-byte root the validator reads from the mined transaction's last 32 bytes. No suffix,
 * any other length, or another selector is refused.
 */
export function readOnchainApproveData(
  data: Hex,
  place = 'payload.data',
): Read<{ spender: Address; amount: bigint; quoteHash: Hex }> {
  if (!isHexBytes(data)) return cannotRead(place, 'not hex bytes')
  if (byteLength(data) !== 4 + 64 + 32)
    return cannotRead(
      place,
      `approve(spender, amount) ‖ root is 100 bytes; got ${byteLength(data)}${byteLength(data) === 68 ? ' (no root appended)' : ''}`,
    )
  if (data.slice(0, 10).toLowerCase() !== Selector.approve)
    return cannotRead(place, `selector ${data.slice(0, 10)} is not approve(address,uint256)`)
  const args = strictDecode(approveParameters, slice(data, 4, 68), place)
  if (!args.ok) return args
  return {
    ok: true,
    spender: getAddress(args.values[0]),
    amount: args.values[1],
    quoteHash: slice(data, 68, 100),
  }
}
