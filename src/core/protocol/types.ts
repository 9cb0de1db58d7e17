// The kit's model of what an operation does, before any account encoding: calls whose arguments
// are raw ABI words or values read when the op runs (a token balance), with constraints on them.
// The devnet's service builds calls in it (`buildCall`) and encodes them as Nexus `execute` /
// `executeComposable` call data (src/devnet/service/quote/nexus); the balance preview reads it.
import type { Address, Hex } from 'viem'

/**
 * How an input param's bytes are obtained (`fetcherType`), in the kit's own model only: these
 * numbers never reach a chain. Nexus's composability module numbers its fetchers differently
 * (`InputParamFetcherType` in ./nexus/constants.ts: RAW_BYTES 0, STATIC_CALL 1, BALANCE 2); the
 * Nexus encoders and decoders translate between the two, so compare an input of this model with
 * `FetcherType.*` and Nexus call data with `InputParamFetcherType.*`, never with a bare number.
 */
export const FetcherType = { RawBytes: 0, Balance: 1 } as const
/** How a constraint compares the resolved word with its reference (`constraintType`). */
export const ConstraintType = { Eq: 0, Gte: 1, Lte: 2 } as const

export type FetcherType = (typeof FetcherType)[keyof typeof FetcherType]
export type ConstraintType = (typeof ConstraintType)[keyof typeof ConstraintType]

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
