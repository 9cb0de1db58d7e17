import { type Address, encodeAbiParameters, type Hex, keccak256 } from 'viem'
import { writeHex } from './hex.js'
import { callsAbiParameter, toAbiCalls, type UserOp } from './types.js'
import type { ReadUserOp } from './user-op.js'

export { toAbiCalls } from './types.js'

export type HashUserOpParameters = {
  chainId: number | bigint
  /** The account that executes the op (proxy or delegated EOA). */
  account: Address
  op: UserOp
}

/**
 * The op's hash as `OrchestratorAccount.hashUserOp` computes it:
 * `keccak256(abi.encode(chainId, account, nonce, lower, upper, keccak256(abi.encode(calls))))`.
 *
 * @example
 * const leaf = hashUserOp({ chainId: 31337, account, op })
 */
export function hashUserOp(parameters: HashUserOpParameters): Hex {
  const { chainId, account, op } = parameters
  const callsHash = keccak256(encodeAbiParameters([callsAbiParameter], [toAbiCalls(op.calls)]))
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint48' },
        { type: 'uint48' },
        { type: 'bytes32' },
      ],
      [
        BigInt(chainId),
        account,
        op.nonce,
        Number(op.lowerBoundTimestamp),
        Number(op.upperBoundTimestamp),
        callsHash,
      ],
    ),
  )
}

const isHash = (digits: string) => /^[0-9a-f]{64}$/.test(digits)

// OpenZeppelin's Hashes.commutativeKeccak256: the pair is sorted, so proofs need no left/right bits.
function hashPair(a: Hex, b: Hex): Hex {
  // Two 32-byte hashes: as lowercase hex of one length, text order is number order.
  const [low, high] = [a.slice(2).toLowerCase(), b.slice(2).toLowerCase()].sort() as [
    string,
    string,
  ]
  if (!isHash(low) || !isHash(high))
    throw new Error(`A Merkle leaf is a 32-byte hash; got ${a} and ${b}.`)
  const pair = new Uint8Array(64)
  writeHex(pair, 0, low)
  writeHex(pair, 32, high)
  return keccak256(pair)
}

function nextLevel(level: readonly Hex[]): Hex[] {
  const next: Hex[] = []
  for (let i = 0; i < level.length; i += 2) {
    const right = level[i + 1]
    // An odd node is carried up unchanged, and adds nothing to the proofs below it.
    next.push(right === undefined ? level[i]! : hashPair(level[i]!, right))
  }
  return next
}

function requireLeaves(leaves: readonly Hex[]) {
  if (leaves.length === 0)
    throw new Error('A quote needs at least one user-op hash to form a Merkle root.')
}

/**
 * The quote hash: the Merkle root of the user-op hashes in quote order (one op: the op's hash).
 *
 * @example
 * const quoteHash = merkleRoot([hashA, hashB, hashC])
 */
export function merkleRoot(leaves: readonly Hex[]): Hex {
  requireLeaves(leaves)
  let level = [...leaves]
  while (level.length > 1) level = nextLevel(level)
  return level[0]!
}

/**
 * The proof that `leaves[index]` is in `merkleRoot(leaves)`, for `MerkleProof.verify` on the account.
 *
 * @example
 * const proof = merkleProof([hashA, hashB, hashC], 2)
 */
export function merkleProof(leaves: readonly Hex[], index: number): Hex[] {
  requireLeaves(leaves)
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) {
    throw new Error(
      `Merkle proof index ${index} is out of range: the quote has ${leaves.length} ops.`,
    )
  }
  const proof: Hex[] = []
  let level = [...leaves]
  let position = index
  while (level.length > 1) {
    const sibling = level[position ^ 1]
    if (sibling !== undefined) proof.push(sibling)
    level = nextLevel(level)
    position >>= 1
  }
  return proof
}

/**
 * The root and every leaf's proof, from one pass over the tree's levels (n log n hashes; calling
 * `merkleProof` per leaf rebuilds the tree each time, which for a thousand ops takes seconds).
 *
 * @example
 * const { root, proofs } = merkleTree([hashA, hashB, hashC])
 */
export function merkleTree(leaves: readonly Hex[]): { root: Hex; proofs: Hex[][] } {
  requireLeaves(leaves)
  const proofs: Hex[][] = leaves.map(() => [])
  const positions = leaves.map((_, i) => i)
  let level = [...leaves]
  while (level.length > 1) {
    for (const [leaf, position] of positions.entries()) {
      const sibling = level[position ^ 1]
      if (sibling !== undefined) proofs[leaf]!.push(sibling)
      positions[leaf] = position >> 1
    }
    level = nextLevel(level)
  }
  return { root: level[0]!, proofs }
}

/**
 * The op's hash as `OrchestratorAccount.hashUserOp` computes it, from an op read with
 * `readUserOp` (its calls' bytes hashed as they are): the same as `hashUserOp`, without encoding
 * the calls again.
 */
export function hashReadUserOp(chainId: number, account: Hex, read: ReadUserOp): Hex {
  const word = (value: bigint) => value.toString(16).padStart(64, '0')
  const { op } = read
  // abi.encode(chainId, account, nonce, lower, upper, keccak256(abi.encode(calls))): six words.
  const encoded = new Uint8Array(192)
  writeHex(encoded, 0, word(BigInt(chainId)))
  writeHex(encoded, 32, account.slice(2).toLowerCase().padStart(64, '0'))
  writeHex(encoded, 64, word(op.nonce))
  writeHex(encoded, 96, word(op.lowerBoundTimestamp))
  writeHex(encoded, 128, word(op.upperBoundTimestamp))
  encoded.set(keccak256(read.calls, 'bytes'), 160)
  return keccak256(encoded)
}
