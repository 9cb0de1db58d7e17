'use client'
import { getAddress } from 'viem'
import { commonMessages } from '../../i18n/common-messages.js'
import type { NamedAddress } from '../../ui/describe-operation.js'
import { useMessages } from '../../ui/useMessages.js'

/**
 * The full address behind each name or short address a part's words show, one interaction away:
 * a `<details>` ("Addresses in full"), which the keyboard opens, where a title would not be
 * reachable. Each address once, named as the words first name it; nothing when there is none.
 */
export function AddressesInFull({ named }: { named: readonly NamedAddress[] }) {
  const common = useMessages('common', commonMessages)
  const seen = new Set<string>()
  const unique = named.filter(({ address }) => {
    const lower = address.toLowerCase()
    if (seen.has(lower)) return false
    seen.add(lower)
    return true
  })
  if (!unique.length) return null
  return (
    <details className="stx-addresses">
      <summary>{common.addressesInFull}</summary>
      <ul>
        {unique.map(({ name, address }) => (
          <li key={address.toLowerCase()}>
            <bdi>{name}</bdi>: <code>{checksummed(address)}</code>
          </li>
        ))}
      </ul>
    </details>
  )
}

function checksummed(address: string): string {
  try {
    return getAddress(address)
  } catch {
    return address
  }
}
