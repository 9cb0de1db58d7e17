import type { Address } from 'viem'
import { nexusVersions } from '../protocol/nexus/constants.js'

/**
 * The devnet's EIP-7702 delegation contract: its OrchestratorAccount221 implementation, at the
 * same address on every devnet chain and start (https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md; test/devnet/chains.test.ts
 * holds it to the deployment). It is the CREATE address of a well-known test account at a low
 * nonce: on a real chain anyone can deploy any code there, so it is trusted on the devnet's chain
 * ids only.
 */
export const devnetDelegate: Address = '0x4425918ff69Fe214AC093710cF41216AE9149c3A'

/**
 * The chain ids the devnet's delegation contract is trusted on by default: the devnet's own
 * (31337 and the nine after it, anvil's local ids). A devnet started on other ids needs
 * `eip7702.delegates` for them.
 */
export const devnetChainIds: readonly number[] = Array.from({ length: 10 }, (_, i) => 31337 + i)

/**
 * The real service's EIP-7702 delegation contracts: the Nexus implementations of MEE 2.1.0
 * (Nexus 1.2.0) and 2.2.1 (Nexus 1.3.1), as the real SDK (`@biconomy/abstractjs`) names them. The
 * default trusted list on every chain that is not the devnet's.
 */
export const realNetworkDelegates: readonly Address[] = Object.values(nexusVersions).map(
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
 * (`devnetChainIds`), the real service's (`realNetworkDelegates`) everywhere else.
 *
 * @example
 * defaultDelegates(31337) // [devnetDelegate]
 * defaultDelegates(8453)  // realNetworkDelegates
 */
export function defaultDelegates(chainId: number): readonly Address[] {
  return devnetChainIds.includes(chainId) ? [devnetDelegate] : realNetworkDelegates
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
