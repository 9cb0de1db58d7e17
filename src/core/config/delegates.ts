import type { Address } from 'viem'
import { devnetChainIds } from './devnet-chains.js'
import { devnetNexusContracts, realNetworkNexusContracts } from './nexus-contracts.js'

export { devnetChainIds } from './devnet-chains.js'

/**
 * The devnet's EIP-7702 delegation contract: the implementation of its own Nexus 2.1.0 suite
 * (`devnetNexusContracts`), which the devnet asks an eoa-7702 EOA to delegate to, at the same
 * address on every devnet chain and start (test/devnet/chains.test.ts holds it to the deployment).
 * It is the CREATE address of a well-known test account at a low nonce: on a real chain anyone can
 * deploy any code there, so it is trusted on the devnet's chain ids only.
 */
export const devnetDelegate: Address = '0x26cE99B10de4990b6F09Dfa4551Afe3f907De095'

/**
 * The real service's EIP-7702 delegation contracts: the Nexus implementations of MEE 2.1.0
 * (Nexus 1.2.0) and 2.2.1 (Nexus 1.3.1), as the real SDK (`@biconomy/abstractjs`) names them. The
 * default trusted list on every chain that is not the devnet's.
 */
export const realNetworkDelegates: readonly Address[] = Object.values(
  realNetworkNexusContracts,
).map((version) => version.implementation)

/**
 * The devnet's trusted EIP-7702 delegation contracts: the implementations of its own Nexus suite
 * (`devnetNexusContracts`), both versions; `devnetDelegate` is the 2.1.0 one.
 */
const devnetDelegates: readonly Address[] = Object.values(devnetNexusContracts).map(
  (version) => version.implementation,
)

/**
 * Which delegation contracts an authorization may name: one list for every chain, a list per
 * chain id (a chain missing from it trusts none), or a function of the chain id.
 */
export type TrustedDelegates =
  | readonly Address[]
  | Readonly<Record<number, readonly Address[]>>
  | ((chainId: number) => readonly Address[])

/**
 * The default trusted delegation contracts on `chainId`: the devnet's on the devnet's chain ids
 * (`devnetChainIds`: its Nexus implementations, `devnetDelegate` among them), the real service's
 * (`realNetworkDelegates`) everywhere else.
 *
 * @example
 * defaultDelegates(31337) // the devnet's Nexus 2.1.0 (devnetDelegate) and 2.2.1 implementations
 * defaultDelegates(8453)  // realNetworkDelegates
 */
export function defaultDelegates(chainId: number): readonly Address[] {
  return devnetChainIds.includes(chainId) ? devnetDelegates : realNetworkDelegates
}

/** The contracts `delegates` trusts on `chainId`. */
export function trustedDelegatesOn(
  delegates: TrustedDelegates,
  chainId: number,
): readonly Address[] {
  if (typeof delegates === 'function') return delegates(chainId)
  if (Array.isArray(delegates)) return delegates
  return (delegates as Readonly<Record<number, readonly Address[]>>)[chainId] ?? []
}
