// The contracts a real quote names, per MEE version: the Nexus implementation (also the EIP-7702
// delegate), its factory and bootstrap, the default K1 MEE validator and the ETH forwarder. The
// devnet deploys its own, at addresses its deploy step decides, so the builder takes them as
// parameters; `REAL_NEXUS_ADDRESSES` are the real network's (real-encoding §4, from
// @biconomy/abstractjs 1.2.3's constants), used where a test compares with the real SDK.
import type { Address } from 'viem'
import { nexusVersions } from '../../../../core/protocol/nexus/constants.js'

/** The MEE suite versions the devnet builds for: Nexus 1.2.0 (composability 1.0.0) and 1.3.1 (1.1.0). */
export type NexusVersion = '2.1.0' | '2.2.1'

export type NexusAddresses = {
  /** The Nexus implementation: what a proxy points to and what an EIP-7702 EOA delegates to. */
  implementation: Address
  /** `createAccount(bytes initData, bytes32 salt)`: the first op of an undeployed account calls it. */
  factory: Address
  /** Runs `initNexusWithDefaultValidatorAndOtherModulesNoRegistry` in the new account. */
  bootstrap: Address
  /** The account's default validator. A nonce names it by the zero address. */
  validator: Address
  /** `forward(recipient)`: how a composable op sends native value. */
  ethForwarder: Address
}

/** The real network's addresses (real-encoding §4). */
export const REAL_NEXUS_ADDRESSES: Record<NexusVersion, NexusAddresses> = {
  '2.1.0': { ...kitAddresses('2.1.0'), ethForwarder: '0x000000Afe527A978Ecb761008Af475cfF04132a1' },
  '2.2.1': { ...kitAddresses('2.2.1'), ethForwarder: '0x000000C48Cdf2b46bEc062483dBD27046dfE3b8d' },
}

/** The addresses the kit's checks know for `version` (`nexusVersions`), the same ones. */
function kitAddresses(version: NexusVersion) {
  const { implementation, factory, bootstrap, validator } = nexusVersions[version]
  return { implementation, factory, bootstrap, validator }
}

/**
 * The sender of a trusted (Biconomy-hosted) sponsorship's payment op: abstractjs's default gas
 * tank. abstractjs leaves that op out of the 2.2.1 `SuperTx` it signs when index 0 has this sender.
 */
export const TRUSTED_SPONSOR_GAS_TANK: Address = '0x18eAc826f3dD77d065E75E285d3456B751AC80d5'
