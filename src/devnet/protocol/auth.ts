import { type Hex, zeroAddress, zeroHash } from 'viem'
import type { Auth } from '../../core/protocol/types.js'

export type BuildAuthParameters = Pick<Auth, 'kind' | 'quoteHash'> & Partial<Auth>

/**
 * An `Auth` with the fields its kind does not use zeroed (SIMPLE needs no permit fields, ONCHAIN no
 * signature).
 *
 * @example
 * const auth = buildAuth({ kind: AuthKind.Simple, quoteHash, proof, signature })
 */
export function buildAuth(parameters: BuildAuthParameters): Auth {
  return {
    proof: [],
    signature: '0x' as Hex,
    permitToken: zeroAddress,
    domainSeparator: zeroHash,
    permitValue: 0n,
    permitNonce: 0n,
    callPermit: false,
    ...parameters,
  }
}
