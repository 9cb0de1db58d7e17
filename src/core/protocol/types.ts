// The TypeScript mirror of the user-op data model in https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md and
// src/devnet/contracts/orchestrator/OrchestratorTypes.sol. Change all three together.
import type { Address, Hex } from 'viem'

/** How an input param's bytes are obtained (`fetcherType`). */
export const FetcherType = { RawBytes: 0, Balance: 1 } as const
/** How a constraint compares the resolved word with its reference (`constraintType`). */
export const ConstraintType = { Eq: 0, Gte: 1, Lte: 2 } as const
/** How the owner authorized the quote (`Auth.kind`). */
export const AuthKind = { Simple: 0, Permit: 1, Onchain: 2 } as const
/** The `version` argument of `OrchestratorFactory.createAccount` / `getAddress`. */
export const AccountVersion = { V2_1_0: 0, V2_2_1: 1 } as const

export type FetcherType = (typeof FetcherType)[keyof typeof FetcherType]
export type ConstraintType = (typeof ConstraintType)[keyof typeof ConstraintType]
export type AuthKind = (typeof AuthKind)[keyof typeof AuthKind]
export type AccountVersion = (typeof AccountVersion)[keyof typeof AccountVersion]

export type Constraint = { constraintType: number; referenceData: Hex }

export type InputParam = {
  fetcherType: number
  /** RAW_BYTES: ABI words appended as they are; BALANCE: `abi.encode(token, target)`. */
  paramData: Hex
  constraints: readonly Constraint[]
}

export type Call = {
  to: Address
  value: bigint
  /** 4-byte selector; `0x00000000` with no inputs sends empty calldata (a plain transfer). */
  selector: Hex
  inputs: readonly InputParam[]
}

export type UserOp = {
  nonce: bigint
  lowerBoundTimestamp: bigint
  upperBoundTimestamp: bigint
  calls: readonly Call[]
}

export type Auth = {
  kind: number
  quoteHash: Hex
  /** Merkle proof of the op's hash against `quoteHash` (empty for a one-op quote). */
  proof: readonly Hex[]
  /** SIMPLE, PERMIT: the owner's 65-byte signature. */
  signature: Hex
  permitToken: Address
  domainSeparator: Hex
  permitValue: bigint
  permitNonce: bigint
  /** PERMIT: call `token.permit` first (true on the permit token's chain). */
  callPermit: boolean
}

const constraintComponents = [
  { name: 'constraintType', type: 'uint8' },
  { name: 'referenceData', type: 'bytes32' },
] as const

const inputParamComponents = [
  { name: 'fetcherType', type: 'uint8' },
  { name: 'paramData', type: 'bytes' },
  { name: 'constraints', type: 'tuple[]', components: constraintComponents },
] as const

/** ABI of `Call[]`, as the account hashes it (`keccak256(abi.encode(calls))`). */
export const callsAbiParameter = {
  name: 'calls',
  type: 'tuple[]',
  components: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'selector', type: 'bytes4' },
    { name: 'inputs', type: 'tuple[]', components: inputParamComponents },
  ],
} as const

/** The struct form viem encodes: plain arrays and fields in ABI order. */
export function toAbiCalls(calls: readonly Call[]) {
  return calls.map((call) => ({
    to: call.to,
    value: call.value,
    selector: call.selector,
    inputs: call.inputs.map((input) => ({
      fetcherType: input.fetcherType,
      paramData: input.paramData,
      constraints: input.constraints.map((c) => ({ ...c })),
    })),
  }))
}
