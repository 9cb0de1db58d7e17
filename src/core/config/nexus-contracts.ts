import type { Address } from 'viem'
import { type NexusVersion, nexusVersions } from '../protocol/nexus/constants.js'
import { devnetChainIds } from './devnet-chains.js'

/**
 * The contracts of one MEE suite version a real-shaped (Nexus) quote may name: the account
 * `implementation` (also the EIP-7702 delegate), the `factory` and `bootstrap` of its `initCode`,
 * the default K1 MEE `validator` its nonce may name, and the `ethForwarder` a composable native
 * transfer goes through (none where the suite has none).
 */
export type NexusContracts = {
  implementation: Address
  factory: Address
  bootstrap: Address
  validator: Address
  ethForwarder?: Address | undefined
}

/** The suites trusted on one chain, by MEE version; a version missing from it is trusted nowhere. */
export type NexusSuites = Readonly<Partial<Record<NexusVersion, NexusContracts>>>

/**
 * The real service's suites (MEE 2.1.0: Nexus 1.2.0, 2.2.1: Nexus 1.3.1), as the real SDK
 * (`@biconomy/abstractjs` 1.2.3) names them: https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md.
 */
export const realNetworkNexusContracts: NexusSuites = {
  '2.1.0': {
    ...addressesOf('2.1.0'),
    ethForwarder: '0x000000Afe527A978Ecb761008Af475cfF04132a1',
  },
  '2.2.1': {
    ...addressesOf('2.2.1'),
    ethForwarder: '0x000000C48Cdf2b46bEc062483dBD27046dfE3b8d',
  },
}

function addressesOf(version: NexusVersion) {
  const { implementation, factory, bootstrap, validator } = nexusVersions[version]
  return { implementation, factory, bootstrap, validator }
}

/**
 * The devnet's own Nexus suites (`deployments[chainId].nexus`): the same addresses on every devnet
 * chain and start, since its deployer deploys them in a fixed order (test/devnet/chains.test.ts
 * holds them to the deployment). Anyone can deploy any code there on a real chain, so they are
 * trusted on the devnet's chain ids only. The devnet deploys no ETH forwarder.
 */
export const devnetNexusContracts: NexusSuites = {
  '2.1.0': {
    implementation: '0x26cE99B10de4990b6F09Dfa4551Afe3f907De095',
    factory: '0x8039c390970B5eee6A53844Cc51C270d5831b060',
    bootstrap: '0x286DE95424861F419Ab9647E978D53385854428C',
    validator: '0x8e464c0fCbDecE612b935C57A16105e639759eD8',
  },
  '2.2.1': {
    implementation: '0x6e8ff733b47A1eC9968C5532f42530CDCe58Ba15',
    factory: '0xF3C53cD4f5A2caAAeaE8CeB3f0Ff7f18d964A8d9',
    bootstrap: '0x286DE95424861F419Ab9647E978D53385854428C',
    validator: '0x0f3B7cB714Fd4ce0665cF4016478aFd166f0f2cD',
  },
}

/**
 * Which Nexus suites a real-shaped quote may name: one table for every chain, a table per chain id
 * (a chain missing from it trusts none), or a function of the chain id.
 */
export type TrustedNexusContracts =
  | NexusSuites
  | Readonly<Record<number, NexusSuites>>
  | ((chainId: number) => NexusSuites)

/**
 * The default Nexus suites on `chainId`: the devnet's (`devnetNexusContracts`) on the devnet's
 * chain ids (`devnetChainIds`), the real service's (`realNetworkNexusContracts`) everywhere else.
 *
 * @example
 * defaultNexusContracts(8453)['2.2.1']?.factory // 0x000000002c9A405a196f2dc766F2476B731693c3
 */
export function defaultNexusContracts(chainId: number): NexusSuites {
  return devnetChainIds.includes(chainId) ? devnetNexusContracts : realNetworkNexusContracts
}

/** The suites `trusted` trusts on `chainId`. */
export function trustedNexusContractsOn(
  trusted: TrustedNexusContracts,
  chainId: number,
): NexusSuites {
  if (typeof trusted === 'function') return trusted(chainId)
  // A table per chain is keyed by chain ids; one table for every chain by versions (`2.2.1`).
  if (Object.keys(trusted).some((key) => key.includes('.'))) return trusted as NexusSuites
  return (trusted as Readonly<Record<number, NexusSuites>>)[chainId] ?? {}
}
