'use client'
import { getAddress } from 'viem'
import { sameAddress } from '../../../core/actions/internal.js'
import { shortAddress } from '../../ui/short-address.js'

/**
 * Both accounts, checksummed and shortened for a sentence, when a wallet is connected on another account than the
 * owner who has to sign (letter case ignored); undefined when either is unknown or they match.
 */
export function accountMismatch(
  owner: string | undefined,
  connected: string | undefined,
): { owner: string; connected: string } | undefined {
  return owner && connected && !sameAddress(owner, connected)
    ? { owner: shortAddress(checksummed(owner)), connected: shortAddress(checksummed(connected)) }
    : undefined
}

// Both in one letter case (EIP-55), however the quote and the wallet wrote them.
function checksummed(address: string): string {
  try {
    return getAddress(address)
  } catch {
    return address
  }
}
