import { type Address, encodeAbiParameters, type Hex, hexToBigInt, keccak256, toHex } from 'viem'

const permitTypehash = keccak256(
  toHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
)

export type HashPermitParameters = {
  /** The token's EIP-712 domain separator (`DOMAIN_SEPARATOR()` on its chain). */
  domainSeparator: Hex
  owner: Address
  /** The orchestrator account that pulls the funds. */
  spender: Address
  value: bigint
  nonce: bigint
  /** The quote hash, as a number: `permitDeadline(quoteHash)`. */
  deadline: bigint
}

/** The PERMIT auth's deadline: `uint256(quoteHash)`, so the permit signature binds the quote. */
export function permitDeadline(quoteHash: Hex): bigint {
  return hexToBigInt(quoteHash)
}

/**
 * The EIP-2612 digest the account recovers the owner from in a PERMIT auth
 * (`toTypedDataHash(domainSeparator, hashStruct(Permit))`).
 *
 * @example
 * const digest = hashPermit({ domainSeparator, owner, spender: account, value, nonce, deadline: permitDeadline(quoteHash) })
 * const owner = await recoverAddress({ hash: digest, signature })
 */
export function hashPermit(parameters: HashPermitParameters): Hex {
  const { domainSeparator, owner, spender, value, nonce, deadline } = parameters
  const structHash = keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [permitTypehash, owner, spender, value, nonce, deadline],
    ),
  )
  return keccak256(`0x1901${domainSeparator.slice(2)}${structHash.slice(2)}`)
}
