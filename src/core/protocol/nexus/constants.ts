// The fixed numbers of the real service's encoding: Nexus (ERC-7579) accounts behind the ERC-4337
// EntryPoint v0.7, the composability module in its two versions and the MEE K1 validator's typed
// data. Sources and how sure each fact is: https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md.
import type { Address, Hex } from 'viem'

/** ERC-4337 EntryPoint v0.7, the address every real `userOpHash` commits to. */
export const ENTRY_POINT_V07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

export const Selector = {
  /** `execute(bytes32 mode, bytes executionCalldata)` (ERC-7579). */
  execute: '0xe9ae5c53',
  /** `executeComposable(...)` of composability 1.0.0 (MEE 2.1.0, Nexus 1.2.0). */
  executeComposable100: '0xea5a6d91',
  /** `executeComposable(...)` of composability 1.1.0 (MEE 2.2.1, Nexus 1.3.1). */
  executeComposable110: '0x7eba07b8',
  balanceOf: '0x70a08231',
  allowance: '0xdd62ed3e',
  getNonce: '0x35567e1a',
  approve: '0x095ea7b3',
} as const satisfies Record<string, Hex>

/** The only two modes abstractjs and the node send: call type single or batch, exec type default, the rest zero. */
export const ExecutionMode = {
  single: `0x${'00'.repeat(32)}`,
  batch: `0x01${'00'.repeat(31)}`,
} as const satisfies Record<string, Hex>

/** `InputParamType` (composability 1.1.0 only). */
export const InputParamType = { Target: 0, Value: 1, CallData: 2 } as const
/**
 * `InputParamFetcherType` as Nexus's composability module numbers it, on the wire; BALANCE exists
 * only in 1.1.0. Not the kit's model's `FetcherType` (../types.ts, where Balance is 1).
 */
export const InputParamFetcherType = { RawBytes: 0, StaticCall: 1, Balance: 2 } as const
/** `ConstraintType`: constraint number i is checked against word i of the resolved value. */
export const ConstraintType = { Eq: 0, Gte: 1, Lte: 2, In: 3 } as const

/** The K1 MEE validator 1.1.0's (MEE 2.2.1) EIP-712 types: the owner signs `SuperTx`. */
export const superTxTypes = {
  MeeUserOp: [
    { name: 'userOpHash', type: 'bytes32' },
    { name: 'lowerBoundTimestamp', type: 'uint256' },
    { name: 'upperBoundTimestamp', type: 'uint256' },
  ],
  SuperTx: [{ name: 'meeUserOps', type: 'MeeUserOp[]' }],
} as const

/** The domain of `SuperTx`: `EIP712Domain(string name)` with the account's `eip712Domain().name`. */
export const superTxDomain = { name: 'Nexus' } as const

/** EIP-2612 `Permit`, as the permit quote's payload types it. */
export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/**
 * The two MEE suite versions the service's accounts run, and what each fixes: the Nexus
 * implementation (also the EIP-7702 delegate), the factory of its `initCode` and the bootstrap that
 * sets the owner up in it, the default K1 MEE validator a nonce may name, and the composability
 * layout of its `executeComposable`.
 */
export const nexusVersions = {
  '2.1.0': {
    implementation: '0x00000000383e8cBe298514674Ea60Ee1d1de50ac',
    factory: '0x0000006648ED9B2B842552BE63Af870bC74af837',
    bootstrap: '0x0000003eDf18913c01cBc482C978bBD3D6E8ffA3',
    validator: '0x0000000031ef4155C978d48a8A7d4EDba03b04fE',
    composability: '1.0.0',
  },
  '2.2.1': {
    implementation: '0x0000000020fe2F30453074aD916eDeB653eC7E9D',
    factory: '0x000000002c9A405a196f2dc766F2476B731693c3',
    bootstrap: '0x000000007BfEdA33ac982cb38eAaEf5D7bCC954c',
    validator: '0x0000000002d3cC5642A748B6783F32C032616E03',
    composability: '1.1.0',
  },
} as const satisfies Record<
  string,
  {
    implementation: Address
    factory: Address
    bootstrap: Address
    validator: Address
    composability: string
  }
>
export type NexusVersion = keyof typeof nexusVersions
