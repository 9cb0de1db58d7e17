/** The devnet's only swap provider: its constant-product pool (one per chain). */
export const SWAP_PROVIDER = 'devnet-pool'
/** The devnet's only bridge provider: its burn-and-mint bridge and relayer. */
export const BRIDGE_PROVIDER = 'devnet-bridge'

/**
 * intent-simple's comma-separated allow/deny lists (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST
 * /v1/instructions/intent-simple).
 */
export type ProviderFilters = {
  allowSwapProviders?: string
  denySwapProviders?: string
  allowBridgeProviders?: string
  denyBridgeProviders?: string
}

export type ProviderKind = 'swap' | 'bridge'

const fields = {
  swap: ['allowSwapProviders', 'denySwapProviders'],
  bridge: ['allowBridgeProviders', 'denyBridgeProviders'],
} as const

// Names compare case-insensitively and ignore blanks, so 'Devnet-Pool, ' matches 'devnet-pool'.
function names(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n !== '')
}

/**
 * Whether the devnet's provider of `kind` may be used: named in the allow list when one is given
 * (an empty list restricts nothing), and not named in the deny list.
 */
export function providerAllowed(kind: ProviderKind, filters: ProviderFilters): boolean {
  const [allowField, denyField] = fields[kind]
  const provider = kind === 'swap' ? SWAP_PROVIDER : BRIDGE_PROVIDER
  const allow = names(filters[allowField])
  if (allow.length > 0 && !allow.includes(provider)) return false
  return !names(filters[denyField]).includes(provider)
}

/** The filters that rule out `kind`, as `field="value"` pairs for an error message. */
export function blockingFilters(kind: ProviderKind, filters: ProviderFilters): string[] {
  return fields[kind]
    .filter((field) => filters[field] !== undefined)
    .map((field) => `${field}="${filters[field]}"`)
}
