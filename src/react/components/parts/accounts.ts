'use client'
import { sameAddress } from '../../../core/actions/internal.js'
import { shortAddress } from './TokenAmount.js'

/**
 * Both accounts, shortened for a sentence, when a wallet is connected on another account than the
 * owner who has to sign (letter case ignored); undefined when either is unknown or they match.
 */
export function accountMismatch(
  owner: string | undefined,
  connected: string | undefined,
): { owner: string; connected: string } | undefined {
  return owner && connected && !sameAddress(owner, connected)
    ? { owner: shortAddress(owner), connected: shortAddress(connected) }
    : undefined
}
