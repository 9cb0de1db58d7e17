// Each Nexus op's `userOp.signature` as the devnet's K1 MEE validator reads it
// (src/devnet/contracts/nexus/K1MeeValidator.sol; https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md): the quote type's
// 4-byte tag, then the owner's one signature with this op's place in the quote (proof or index)
// and its time bounds.
import {
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  parseSignature,
  type Transaction,
  toHex,
} from 'viem'
import type { IssuedNexus } from '../quote-store.js'

const TAG = { simple: '0x177eee00', onchain: '0x177eee01', permit: '0x177eee02' } as const

/** The first word of a 2.2.1 simple signature: keccak256 of SuperTx's EIP-712 type. */
const SUPER_TX_TYPEHASH = keccak256(
  toHex(
    'SuperTx(MeeUserOp[] meeUserOps)MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)',
  ),
)
const PERMIT_TYPEHASH = keccak256(
  toHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
)

const permitParameters = [
  {
    type: 'tuple',
    components: [
      { name: 'token', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'domainSeparator', type: 'bytes32' },
      { name: 'permitTypehash', type: 'bytes32' },
      { name: 'amount', type: 'uint256' },
      { name: 'chainId', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'isPermitTx', type: 'bool' },
      { name: 'root', type: 'bytes32' },
      { name: 'proof', type: 'bytes32[]' },
      { name: 'lowerBoundTimestamp', type: 'uint48' },
      { name: 'upperBoundTimestamp', type: 'uint48' },
      { name: 'v', type: 'uint256' },
      { name: 'r', type: 'bytes32' },
      { name: 's', type: 'bytes32' },
    ],
  },
] as const

const onchainParameters = [
  {
    type: 'tuple',
    components: [
      {
        name: 'transaction',
        type: 'tuple',
        components: [
          { name: 'chainId', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'maxPriorityFeePerGas', type: 'uint256' },
          { name: 'maxFeePerGas', type: 'uint256' },
          { name: 'gas', type: 'uint256' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
      { name: 'yParity', type: 'uint8' },
      { name: 'r', type: 'bytes32' },
      { name: 's', type: 'bytes32' },
      { name: 'proof', type: 'bytes32[]' },
      { name: 'lowerBoundTimestamp', type: 'uint48' },
      { name: 'upperBoundTimestamp', type: 'uint48' },
    ],
  },
] as const

/** What the owner gave: a signature over the root or the SuperTx, or the mined approve. */
export type OwnerAuthorization =
  | { quoteType: 'simple'; signature: Hex }
  | { quoteType: 'permit'; signature: Hex }
  | { quoteType: 'onchain'; transaction: Transaction }

/**
 * Every op's signature, in quote order (a trusted sponsor's op gets `0x`: it never runs).
 *
 * @example
 * const signatures = nexusOpSignatures(issued.hash, issued.nexus, { quoteType: 'simple', signature })
 */
export function nexusOpSignatures(root: Hex, nexus: IssuedNexus, owner: OwnerAuthorization): Hex[] {
  // The SuperTx the owner signed leaves out the ops that never run.
  const signed = nexus.ops.filter((op) => !op.neverRuns)
  const permitChainOps = nexus.permit
    ? nexus.ops.filter((op) => !op.neverRuns && op.chainId === nexus.permit!.chainId)
    : []
  return nexus.ops.map((op): Hex => {
    if (op.neverRuns) return '0x'
    const bounds = [op.lowerBoundTimestamp, op.upperBoundTimestamp] as const
    if (owner.quoteType === 'simple') {
      if (nexus.formula === 'eip712') {
        return concat([
          TAG.simple,
          encodeAbiParameters(
            [
              { type: 'bytes32' },
              { type: 'uint256' },
              { type: 'bytes32[]' },
              { type: 'bytes' },
              { type: 'uint256' },
            ],
            [
              SUPER_TX_TYPEHASH,
              BigInt(signed.indexOf(op)),
              signed.map((o) => o.meeUserOpHash),
              owner.signature,
              (BigInt(bounds[0]) << 128n) | BigInt(bounds[1]),
            ],
          ),
        ])
      }
      return concat([
        TAG.simple,
        encodeAbiParameters(
          [
            { type: 'bytes32' },
            { type: 'uint48' },
            { type: 'uint48' },
            { type: 'bytes32[]' },
            { type: 'bytes' },
          ],
          [root, ...bounds, op.proof, owner.signature],
        ),
      ])
    }
    if (owner.quoteType === 'permit') {
      const permit = nexus.permit!
      const { r, s, v, yParity } = parseSignature(owner.signature)
      return concat([
        TAG.permit,
        encodeAbiParameters(permitParameters, [
          {
            token: permit.token,
            spender: permit.spender,
            domainSeparator: permit.domainSeparator,
            permitTypehash: PERMIT_TYPEHASH,
            amount: permit.amount,
            chainId: BigInt(permit.chainId),
            nonce: permit.nonce,
            // The first op of the account on the permit's chain submits the permit; the validator
            // lets a spent one through, so a later op after a restart still validates.
            isPermitTx: permitChainOps[0] === op,
            root,
            proof: op.proof,
            lowerBoundTimestamp: bounds[0],
            upperBoundTimestamp: bounds[1],
            v: v ?? BigInt(yParity + 27),
            r,
            s,
          },
        ]),
      ])
    }
    const tx = owner.transaction
    return concat([
      TAG.onchain,
      encodeAbiParameters(onchainParameters, [
        {
          transaction: {
            chainId: BigInt(tx.chainId ?? 0),
            nonce: BigInt(tx.nonce),
            maxPriorityFeePerGas: tx.maxPriorityFeePerGas ?? 0n,
            maxFeePerGas: tx.maxFeePerGas ?? 0n,
            gas: tx.gas,
            to: tx.to!,
            value: tx.value,
            data: tx.input,
          },
          yParity: tx.yParity ?? 0,
          r: tx.r,
          s: tx.s,
          proof: op.proof,
          lowerBoundTimestamp: bounds[0],
          upperBoundTimestamp: bounds[1],
        },
      ]),
    ])
  })
}
