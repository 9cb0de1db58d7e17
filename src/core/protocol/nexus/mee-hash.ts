// The leaves of a quote's Merkle tree: each user op's `meeUserOpHash`, by one of two formulas
// (the MEE node's hash-mee-userop; the MEE K1 validators), or its `userOpHash` itself for an item
// with `shortEncoding`.
import { encodeAbiParameters, type Hex, keccak256, toHex } from 'viem'

/** The three fields of a quote item a leaf commits to. */
export type MeeUserOpFields = {
  userOpHash: Hex
  lowerBoundTimestamp: number | bigint
  upperBoundTimestamp: number | bigint
}

const legacyParameters = [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'uint256' }] as const

/**
 * The legacy formula, a double hash like OpenZeppelin StandardMerkleTree leaves:
 * keccak256(keccak256(abi.encode(userOpHash, uint256 lower, uint256 upper))). Permit, onchain and
 * mm-dtk quotes of every version, and simple quotes below MEE 2.2.0.
 */
export function meeUserOpHashLegacy(item: MeeUserOpFields): Hex {
  // The inner hash stays bytes: it is only hashed again, never read as hex.
  return keccak256(
    keccak256(
      encodeAbiParameters(legacyParameters, [
        item.userOpHash,
        BigInt(item.lowerBoundTimestamp),
        BigInt(item.upperBoundTimestamp),
      ]),
      'bytes',
    ),
  )
}

/**
 * `MeeUserOp`'s EIP-712 type hash, as K1MeeValidator declares `MEE_USER_OP_TYPEHASH`: hashed once
 * here, where viem's `hashStruct` encodes and hashes the type again on every call (8% of a 30-op
 * 2.2.1 quote's check, bench/verify-nexus-quote.ts). test/unit/protocol/nexus/hashes.test.ts holds
 * this formula to viem's `hashStruct` over `superTxTypes`, for any fields.
 */
const MEE_USER_OP_TYPEHASH = keccak256(
  toHex('MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)'),
)
const eip712Parameters = [
  { type: 'bytes32' },
  { type: 'bytes32' },
  { type: 'uint256' },
  { type: 'uint256' },
] as const

/**
 * The EIP-712 struct hash of `MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256
 * upperBoundTimestamp)`: keccak256(abi.encode(MEE_USER_OP_TYPEHASH, userOpHash, lower, upper)), as
 * EIP-712 encodes a struct of atomic fields. Simple quotes on MEE 2.2.0 and later (2.2.1 smart
 * accounts).
 */
export function meeUserOpHashEip712(item: MeeUserOpFields): Hex {
  return keccak256(
    encodeAbiParameters(eip712Parameters, [
      MEE_USER_OP_TYPEHASH,
      item.userOpHash,
      BigInt(item.lowerBoundTimestamp),
      BigInt(item.upperBoundTimestamp),
    ]),
  )
}

export type MeeUserOpHashFormula = 'legacy' | 'eip712'

/**
 * Which formula the node uses: EIP-712 for a `simple` quote on MEE 2.2.0 or later, the legacy
 * double hash otherwise.
 *
 * @example
 * meeUserOpHashFormula('simple', '2.2.1') // 'eip712'
 */
export function meeUserOpHashFormula(quoteType: string, meeVersion: string): MeeUserOpHashFormula {
  if (!/^\d+\.\d+\.\d+$/.test(meeVersion))
    throw new Error(`An MEE version is major.minor.patch; got ${JSON.stringify(meeVersion)}.`)
  const [major = 0, minor = 0] = meeVersion.split('.').map(Number)
  const atLeast220 = major > 2 || (major === 2 && minor >= 2)
  return quoteType === 'simple' && atLeast220 ? 'eip712' : 'legacy'
}

export function meeUserOpHash(item: MeeUserOpFields, formula: MeeUserOpHashFormula): Hex {
  return formula === 'eip712' ? meeUserOpHashEip712(item) : meeUserOpHashLegacy(item)
}

/**
 * The item's leaf in the quote's tree: `userOpHash` when it has `shortEncoding`, else its
 * `meeUserOpHash` by `formula`.
 */
export function quoteLeaf(
  item: MeeUserOpFields & { shortEncoding?: boolean | undefined },
  formula: MeeUserOpHashFormula,
): Hex {
  return item.shortEncoding === true ? item.userOpHash : meeUserOpHash(item, formula)
}
