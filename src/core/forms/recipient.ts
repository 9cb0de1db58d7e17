// A recipient as a person types or pastes it: an address whose letter case must match its EIP-55
// checksum (all lowercase carries no checksum and is taken as is), or an ENS name where the chain
// has ENS.
import { type Address, getAddress, isAddress } from 'viem'

export type RecipientCheck =
  | { status: 'empty' }
  | { status: 'valid'; address: Address }
  /** Mixed case that does not match the checksum: a typo, or an address altered on the way. */
  | { status: 'checksum' }
  | { status: 'invalid' }
  /** A name (`alice.eth`): resolve it where the chain has ENS; `ens: false` says it has none. */
  | { status: 'name'; name: string; resolvable: boolean }

/**
 * What a typed recipient is. `ens`: whether the chain it is for has an ENS registry (the kit
 * resolves a name there, with wagmi's `useEnsAddress`; none of the devnet's chains has one).
 *
 * @example
 * checkRecipient('0x70997970c51812dc3a010c7d01b50e0d17dc79c8') // { status: 'valid', address: '0x7099…79C8' }
 */
export function checkRecipient(text: string, options: { ens: boolean }): RecipientCheck {
  const value = text.trim()
  if (!value) return { status: 'empty' }
  if (/^0x/i.test(value)) {
    if (!isAddress(value, { strict: false })) return { status: 'invalid' }
    const lower = value.slice(2) === value.slice(2).toLowerCase()
    const upper = value.slice(2) === value.slice(2).toUpperCase()
    if (!lower && !upper && !isAddress(value, { strict: true })) return { status: 'checksum' }
    return { status: 'valid', address: getAddress(value) }
  }
  if (/^[^\s.]+(\.[^\s.]+)+$/.test(value))
    return { status: 'name', name: value, resolvable: options.ens }
  return { status: 'invalid' }
}
