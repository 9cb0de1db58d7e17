import type { Hex } from 'viem'
import type { SignProgressItem } from '../actions/signPayloads.js'
import type { ReceiptRetry } from '../actions/waitForSupertxReceipt.js'
import type { ExecuteRequestInput, QuoteParameters } from '../client/types.js'
import type { Authorization, AuthorizationToSign } from '../schemas/authorization.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import type { SupertxReceipt } from '../schemas/receipt.js'
import type { KnownFields } from '../types/knownFields.js'
import type { CheckedFee } from '../verify/types.js'
import type { AccountFundingTransfer } from './account-funding.js'
import type { AccountFundingNeed } from './account-funding-needs.js'
import type { BalancePreview } from './preview-gate.js'

/**
 * The checks before signing, run on a quote before the review shows it: `verified` with the fee
 * the checked operations pay (`undefined`: none, sponsored; `'unchecked'`: the app let the kit
 * sign operations it cannot read), or `refused` with the typed error signing would throw.
 */
export type QuoteCheck =
  | { status: 'verified'; fee: CheckedFee }
  | { status: 'refused'; error: Error }

/** A step that can fail and be retried. */
export type SupertransactionStep =
  | 'authorizing'
  | 'quoting'
  | 'funding'
  | 'signing'
  | 'executing'
  | 'tracking'

/** What the run has gathered so far; each state's `data` carries the part it has. */
export type SupertransactionContext = {
  request?: QuoteParameters | undefined
  /** eoa-7702: what the service asked to sign (the 412, or POST /v1/mee/prepare7702): unchecked. */
  authorizationsAsked?: AuthorizationToSign[] | undefined
  /**
   * eoa-7702: what the wallet is asked to sign, once checked against the app's terms (trusted
   * delegation contracts, the request's chains, each chain's nonce): what the screen shows.
   */
  authorizationsToSign?: AuthorizationToSign[] | undefined
  /**
   * eoa-7702: the user confirmed `authorizationsToSign` after reviewing them (`authorize()`):
   * only then is the wallet asked to sign them.
   */
  authorizationsConfirmed?: boolean | undefined
  /** eoa-7702: what the owner signed. */
  authorizations?: Authorization[] | undefined
  /**
   * eoa-7702: `authorizations` were signed for an earlier quote of the same owner and mode; a
   * quote that needs others asks for them again instead of failing.
   */
  authorizationsReused?: boolean | undefined
  /** The quote `execute()` signs and executes: its fee is `quote.fee` (typed, no loose paths). */
  quote?: KnownFields<QuoteResponse> | undefined
  /**
   * What the checks before signing say of `quote`, run before it is shown: the review shows the
   * fee from here (as the checked operations pay it), never the quote's word for it.
   */
  check?: QuoteCheck | undefined
  /**
   * smart-account with `fundAccount`: what the funding step tops the account up to for `quote`
   * (`accountFundingNeedsOf`, from the checked fee): what the balance preview counts first.
   */
  accountFundingNeeds?: readonly AccountFundingNeed[] | undefined
  /**
   * With `previewBalances`: the balance preview of `quote`, taken once it is checked. Signing
   * waits for it and is refused where `previewGateOf` says so (`BalancePreviewBlockedError`).
   */
  preview?: BalancePreview | undefined
  /**
   * smart-account with `fundAccount`: the transfers the wallet sends the smart account before the
   * signature (empty: it held enough), each with its status.
   */
  accountFunding?: AccountFundingTransfer[] | undefined
  items?: SignProgressItem[] | undefined
  signedQuote?: ExecuteRequestInput | undefined
  supertxHash?: Hex | undefined
  /** The explorer page of `supertxHash`. */
  explorerUrl?: string | undefined
  receipt?: SupertxReceipt | undefined
  /**
   * While tracking: the receipt could not be read (network error, timeout, 5xx) and is being read
   * again; `attempt` counts the failures in a row. Cleared by the next receipt read.
   */
  retrying?: ReceiptRetry | undefined
  /**
   * An execute failed without saying whether the service took the quote: before executing again,
   * the run looks the quote's hash up, so the same quote is never executed twice.
   */
  executeOutcomeUnknown?: boolean | undefined
  /**
   * The signed quote came from storage (a reload, another tab): it is checked again against the
   * stored request, as before signing, before it is sent.
   */
  restored?: boolean | undefined
}

type With<key extends keyof SupertransactionContext> = SupertransactionContext &
  Required<Pick<SupertransactionContext, key>>

/**
 * The run as a discriminated union: `idle → quoting → (authorizationReview → authorizing →
 * quoting) → quoted → (funding) → signing → executing → tracking → success | failed`, and `error`
 * from any step, which remembers the step so `retry()` resumes there. `authorizationReview` is a
 * pause like `quoted`: eoa-7702 delegations the service asks for, checked and listed, and nothing
 * asked of the wallet until `authorize()`.
 */
export type SupertransactionState =
  | { status: 'idle'; data: SupertransactionContext }
  | { status: 'authorizationReview'; data: With<'request' | 'authorizationsToSign'> }
  | { status: 'authorizing'; data: With<'request' | 'authorizationsToSign'> }
  | { status: 'quoting'; data: With<'request'> }
  | { status: 'quoted'; data: With<'quote'> }
  | { status: 'funding'; data: With<'quote' | 'accountFunding'> }
  | { status: 'signing'; data: With<'quote' | 'items'> }
  | { status: 'executing'; data: With<'quote' | 'signedQuote'> }
  | { status: 'tracking'; data: With<'supertxHash' | 'explorerUrl'> }
  | { status: 'success'; data: With<'supertxHash' | 'explorerUrl' | 'receipt'> }
  | { status: 'failed'; data: With<'supertxHash' | 'explorerUrl' | 'receipt'>; error: Error }
  | { status: 'error'; data: SupertransactionContext; step: SupertransactionStep; error: Error }

export type SupertransactionStatus = SupertransactionState['status']
