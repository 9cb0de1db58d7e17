import type { Hex } from 'viem'
import type { TrustedNexusContracts } from '../config/nexus-contracts.js'
import type { Mode } from '../schemas/common.js'
import type { TypedDataItem } from '../schemas/payload.js'
import type { QuoteResponse } from '../schemas/quote-response.js'

/**
 * What the user asked for, as the checks read it: the fields of a quote request, or of an upgrade
 * request (POST /v1/mee/upgrade, told apart by its `chainIds`).
 */
export type VerifyRequest = {
  ownerAddress: string
  mode: Mode
  fundingTokens?:
    | readonly { tokenAddress: string; chainId: number; amount: string | bigint }[]
    | undefined
  feeToken?: { address: string; chainId: number } | undefined
  /** The latest time the request lets the quote run; bounds a permit's timestamp deadline. */
  upperBoundTimestamp?: number | undefined
  /** An upgrade request's chains: its quote is always `simple`. */
  chainIds?: readonly number[] | undefined
  /** The flows the user asked for: each user operation's calls are matched with them. */
  composeFlows?: readonly unknown[] | undefined
  /** Transfers the request asks for after the flows. */
  cleanUps?:
    | readonly {
        tokenAddress: string
        chainId: number
        recipientAddress: string
        amount?: string | undefined
      }[]
    | undefined
}

/**
 * Chain id → the owner's account that runs the quote on that chain, known without the quote (the
 * orchestrator lookup, the request's `accountAddress`, the app's own; eoa-7702: the EOA itself).
 * A permit's or approval's spender must be it.
 */
export type Accounts = Readonly<Record<number, string>>

/**
 * The app's own check of typed data the kit has no rule for (`permit-sca`): `true` lets it be
 * signed. The kit has already checked the item's shape, its chain and its `owner` (if any).
 */
export type TypedDataVerifier = (
  payload: TypedDataItem['signablePayload'],
  context: { quote: QuoteResponse; index: number },
) => boolean

/** What every per-item check reads. */
export type VerifyContext = {
  quote: QuoteResponse
  request: VerifyRequest
  owner: string
  accounts: Accounts
  now: number
  verifyTypedData: TypedDataVerifier | undefined
  /** Sign a quote whose calls the kit cannot match with the request (`verifyQuote`). */
  uncheckedOperations: boolean
  /** Chain id → the owner's Nexus account version there (`2.1.0`, `2.2.1`): real quotes only. */
  accountVersions: Readonly<Record<number, string>> | undefined
  /** The Nexus suites a real quote may name, per chain. */
  nexusContracts: TrustedNexusContracts
}

/**
 * What the checked operations pay the service: the fee's token, chain and amount as the calls
 * make it (never the quote's word for it); `undefined` when they pay none (sponsored);
 * `'unchecked'` when the calls were not matched (`uncheckedOperations`).
 */
export type CheckedFee = { token: Hex; chainId: number; amount: bigint } | undefined | 'unchecked'
export type CheckedOperations = { fee: CheckedFee }
