import type { Address } from 'viem'
import { devnetChainIds } from './devnet-chains.js'
import {
  devnetNexusContracts,
  type NexusSuites,
  realNetworkNexusContracts,
} from './nexus-contracts.js'

/**
 * A contract that deploys owners' smart accounts at addresses it computes from the owner alone.
 * The kit asks it, on the account's own chain, where the owner's account is, and refuses an
 * account the service names that no trusted factory computes: funding sent to, or signatures
 * made for, any other address would not be the owner's.
 *
 * A Nexus account factory (`computeAccountAddress(bytes initData, bytes32 salt)`), with the owner
 * as the default K1 MEE validator's signer, set up by `bootstrap`, at index 0: what the real
 * service and its SDK (`@biconomy/abstractjs`) deploy, and the devnet's own suites too.
 */
export type AccountFactory = { type: 'nexus'; factory: Address; bootstrap: Address }

/**
 * The real service's account factories: MEE 2.1.0 (Nexus 1.2.0) and 2.2.1 (Nexus 1.3.1), with
 * their bootstraps, as the real SDK (`@biconomy/abstractjs`) names them.
 */
export const realNetworkAccountFactories: readonly AccountFactory[] =
  nexusFactoriesOf(realNetworkNexusContracts)

/**
 * The devnet's: the factories of its own Nexus suites (`devnetNexusContracts`), at the same
 * addresses on every devnet chain and start, so trusted on the devnet's chain ids only.
 */
const devnetAccountFactories: readonly AccountFactory[] = nexusFactoriesOf(devnetNexusContracts)

function nexusFactoriesOf(suites: NexusSuites): AccountFactory[] {
  return Object.values(suites).map(({ factory, bootstrap }) => ({
    type: 'nexus',
    factory,
    bootstrap,
  }))
}

/**
 * Which factories may have deployed the owner's accounts: one list for every chain, a list per
 * chain id (a chain missing from it trusts none), or a function of the chain id.
 */
export type TrustedAccountFactories =
  | readonly AccountFactory[]
  | Readonly<Record<number, readonly AccountFactory[]>>
  | ((chainId: number) => readonly AccountFactory[])

/**
 * The default account factories on `chainId`: the devnet's on the devnet's chain ids
 * (`devnetChainIds`: its Nexus factories), the real service's (`realNetworkAccountFactories`)
 * everywhere else.
 *
 * @example
 * defaultAccountFactories(8453) // realNetworkAccountFactories
 */
export function defaultAccountFactories(chainId: number): readonly AccountFactory[] {
  return devnetChainIds.includes(chainId) ? devnetAccountFactories : realNetworkAccountFactories
}

/** The factories `factories` trusts on `chainId`. */
export function trustedAccountFactoriesOn(
  factories: TrustedAccountFactories,
  chainId: number,
): readonly AccountFactory[] {
  if (typeof factories === 'function') return factories(chainId)
  if (Array.isArray(factories)) return factories
  return (factories as Readonly<Record<number, readonly AccountFactory[]>>)[chainId] ?? []
}
