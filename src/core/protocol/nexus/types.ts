// What the Nexus readers give back: the calls a user op makes, with every value the account fetches
// at run time named by what it reads (a token and an account, an EntryPoint nonce, …), so a
// verifier can bind it to what the request named. Anything the readers do not know is a
// `CannotRead`, never a thrown error.
import type { Address, Hex } from 'viem'

/** Why bytes from the service were not read: where (a path into the value) and what was wrong. */
export type CannotRead = {
  readonly ok: false
  /** Where, as a path: `callData`, `callData.executions[0].inputParams[2].fetcherType`, `userOp.nonce`, … */
  readonly place: string
  readonly reason: string
}

export type Read<T> = ({ readonly ok: true } & T) | CannotRead

export function cannotRead(place: string, reason: string): CannotRead {
  return { ok: false, place, reason }
}

/** A value the account reads when the op runs, not one the op carries. */
export type RuntimeValue =
  | {
      /**
       * `token == 0` (1.1.0 BALANCE only): the native balance of `account`; otherwise
       * `IERC20(token).balanceOf(account)`. 1.1.0 reads it with its BALANCE fetcher, 1.0.0 as a
       * static call of `balanceOf(account)` on `token` (what abstractjs writes for a runtime balance).
       */
      readonly kind: 'balance'
      readonly token: Address
      readonly account: Address
      readonly fetcher: 'balance' | 'static-call'
    }
  | {
      /** `IERC20(token).allowance(owner, spender)`, by static call (fusion's max-funds pull). */
      readonly kind: 'allowance'
      readonly token: Address
      readonly owner: Address
      readonly spender: Address
    }
  | {
      /** `EntryPoint.getNonce(account, key)`: a cleanup's dependency on an earlier op. */
      readonly kind: 'nonce'
      readonly entryPoint: Address
      readonly account: Address
      readonly key: bigint
    }
  | {
      /** Any other static call: its whole return data. */
      readonly kind: 'static-call'
      readonly target: Address
      readonly data: Hex
    }

/**
 * A constraint the account checks before it uses a value: against the value's word `word` (the
 * composability module checks constraint i against word i), as unsigned 256-bit numbers.
 */
export type Constraint =
  | { readonly word: number; readonly type: 'eq' | 'gte' | 'lte'; readonly value: bigint }
  | { readonly word: number; readonly type: 'in'; readonly low: bigint; readonly high: bigint }

/** One piece of a composable call's data, appended after its selector in order. */
export type CallDataPart =
  | { readonly kind: 'raw'; readonly data: Hex; readonly constraints: readonly Constraint[] }
  | {
      readonly kind: 'runtime'
      readonly value: RuntimeValue
      readonly constraints: readonly Constraint[]
    }

export type PlainCall = {
  readonly kind: 'call'
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
}

export type ComposableCall = {
  readonly kind: 'composable'
  readonly to: Address
  /** A number the op carries, or a value read at run time (1.1.0's VALUE param). */
  readonly value:
    | { readonly kind: 'fixed'; readonly amount: bigint }
    | {
        readonly kind: 'runtime'
        readonly value: RuntimeValue
        readonly constraints: readonly Constraint[]
      }
  readonly functionSig: Hex
  readonly parts: readonly CallDataPart[]
  /** `functionSig` and every part, when no part is read at run time: the call data sent. */
  readonly data: Hex | undefined
}

export type NexusCall = PlainCall | ComposableCall

/** How the op's callData was written. */
export type NexusCallDataKind =
  | 'execute-single'
  | 'execute-batch'
  | 'execute-composable-1.0.0'
  | 'execute-composable-1.1.0'

export type NexusCallData = {
  readonly encoding: NexusCallDataKind
  readonly calls: readonly NexusCall[]
}
