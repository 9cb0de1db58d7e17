// The quote's root as the real service computes it: OpenZeppelin's `SimpleMerkleTree.of(leaves,
// { sortLeaves: true })` (@openzeppelin/merkle-tree 1.0.8). The leaves are not hashed again; they
// are sorted ascending and laid out in an array of 2n − 1 nodes, sorted leaf i at index 2n − 2 − i,
// node k = keccak256 of its children 2k + 1 and 2k + 2 in ascending order. Proofs are the siblings
// bottom-up, as OpenZeppelin's `MerkleProof.verify` (commutative pairs) checks them.
import { bytesToHex, concat, type Hex, hexToBytes, keccak256 } from 'viem'

const leafPattern = /^0x[0-9a-fA-F]{64}$/

/** keccak256 of the two hashes in ascending order (OpenZeppelin's `Hashes.commutativeKeccak256`). */
export function hashSortedPair(a: Hex, b: Hex): Hex {
  return bytesToHex(hashSortedPairBytes(hexToBytes(a), hexToBytes(b)))
}

/** {@link hashSortedPair} over bytes, which viem's `keccak256` takes and returns as they are. */
function hashSortedPairBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  return keccak256(compareBytes(a, b) <= 0 ? concat([a, b]) : concat([b, a]), 'bytes')
}

export type SortedMerkleTree = {
  root: Hex
  /** OpenZeppelin's array: `tree[0]` the root, the sorted leaves from the end backwards. */
  tree: Hex[]
  /** `proofs[i]`: the proof of `leaves[i]` (the order the leaves were given in). */
  proofs: Hex[][]
}

/**
 * OpenZeppelin `SimpleMerkleTree.of(leaves, { sortLeaves: true })`: its array, root and the proof
 * of each leaf. Throws on no leaves or a leaf that is not 32 bytes of hex (leaves are the kit's
 * own hashes; quote data never reaches here unhashed).
 *
 * @example
 * const { root } = sortedMerkleTree(items.map((item) => quoteLeaf(item, 'legacy')))
 */
export function sortedMerkleTree(leaves: readonly Hex[]): SortedMerkleTree {
  const { nodes, at } = treeBytes(leaves)
  const tree = nodes.map((node) => bytesToHex(node))
  const proofs = at.map((start) => {
    const proof: Hex[] = []
    for (let k = start; k > 0; k = (k - 1) >> 1) proof.push(tree[k % 2 === 1 ? k + 1 : k - 1]!)
    return proof
  })
  return { root: tree[0]!, tree, proofs }
}

/** The root alone: the quote's `hash`. */
export function sortedMerkleRoot(leaves: readonly Hex[]): Hex {
  return bytesToHex(treeBytes(leaves).nodes[0]!)
}

/**
 * The tree's array as bytes, and where each given leaf sits in it. Each leaf is read from hex
 * once and each node hashed from its children's bytes, which viem's `keccak256` takes and
 * returns as they are: a tree kept in hex read every node back from hex to hash its parent.
 */
function treeBytes(leaves: readonly Hex[]): { nodes: Uint8Array[]; at: number[] } {
  if (leaves.length === 0) throw new Error('A Merkle tree needs at least one leaf.')
  for (const leaf of leaves)
    if (!leafPattern.test(leaf)) throw new Error(`A Merkle leaf is a 32-byte hash; got ${leaf}.`)
  const bytes = leaves.map((leaf) => hexToBytes(leaf))
  const order = bytes.map((_, i) => i).sort((i, j) => compareBytes(bytes[i]!, bytes[j]!))
  const size = 2 * leaves.length - 1
  const nodes = new Array<Uint8Array>(size)
  const at = new Array<number>(leaves.length)
  for (const [sorted, index] of order.entries()) {
    at[index] = size - 1 - sorted
    nodes[size - 1 - sorted] = bytes[index]!
  }
  for (let k = size - 1 - leaves.length; k >= 0; k--)
    nodes[k] = hashSortedPairBytes(nodes[2 * k + 1]!, nodes[2 * k + 2]!)
  return { nodes, at }
}

/** The order of two hashes as big-endian numbers (a shorter one first where one prefixes the other). */
function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return a.length - b.length
}

/** Whether `proof` leads from `leaf` to `root`, as `MerkleProof.verify` checks it. */
export function verifySortedMerkleProof(leaf: Hex, proof: readonly Hex[], root: Hex): boolean {
  let node = leaf
  for (const sibling of proof) node = hashSortedPair(node, sibling)
  return node.toLowerCase() === root.toLowerCase()
}
