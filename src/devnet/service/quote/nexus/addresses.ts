// The contracts a real quote names, per MEE version: the Nexus implementation (also the EIP-7702
// delegate), its factory and bootstrap, the default K1 MEE validator and the ETH forwarder. The
// devnet deploys its own, at addresses its deploy step decides, so the builder takes them as
// parameters; `REAL_NEXUS_ADDRESSES` are the real network's (real-encoding §4, from
// @biconomy/abstractjs 1.2.3's constants), used where a test compares with the real SDK.
import type { Address } from 'viem'

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
  '2.1.0': {
    implementation: '0x00000000383e8cBe298514674Ea60Ee1d1de50ac',
    factory: '0x0000006648ED9B2B842552BE63Af870bC74af837',
    bootstrap: '0x0000003eDf18913c01cBc482C978bBD3D6E8ffA3',
    validator: '0x0000000031ef4155C978d48a8A7d4EDba03b04fE',
    ethForwarder: '0x000000Afe527A978Ecb761008Af475cfF04132a1',
  },
  '2.2.1': {
    implementation: '0x0000000020fe2F30453074aD916eDeB653eC7E9D',
    factory: '0x000000002c9A405a196f2dc766F2476B731693c3',
    bootstrap: '0x000000007BfEdA33ac982cb38eAaEf5D7bCC954c',
    validator: '0x0000000002d3cC5642A748B6783F32C032616E03',
    ethForwarder: '0x000000C48Cdf2b46bEc062483dBD27046dfE3b8d',
  },
}

/**
 * The sender of a trusted (Biconomy-hosted) sponsorship's payment op: abstractjs's default gas
 * tank. abstractjs leaves that op out of the 2.2.1 `SuperTx` it signs when index 0 has this sender.
 */
export const TRUSTED_SPONSOR_GAS_TANK: Address = '0x18eAc826f3dD77d065E75E285d3456B751AC80d5'
