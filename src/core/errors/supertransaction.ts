import type { HeldFunds } from '../types/heldFunds.js'
import { BaseError } from './base.js'

export type ExecutionRejectedErrorParameters = {
  endpoint: string
  /** The service's `error` of an execute response with `success: false`. */
  serviceError: string | null
  supertxHash?: string | null | undefined
}

/** POST /v1/execute answered 200 with `success: false`: the service did not take the quote. */
export class ExecutionRejectedError extends BaseError {
  override name = 'ExecutionRejectedError'
  override readonly code = 'EXECUTION_REJECTED' as const
  declare readonly endpoint: string
  declare readonly serviceError: string | null
  declare readonly supertxHash: string | null

  constructor({ endpoint, serviceError, supertxHash }: ExecutionRejectedErrorParameters) {
    super(
      `${endpoint} did not execute the supertransaction.`,
      {
        details: serviceError ?? 'the service gave no reason',
        metaMessages: ['Request a new quote, sign it and execute again.'],
      },
      { endpoint, serviceError, supertxHash: supertxHash ?? null },
    )
  }
}

export type ReceiptTimeoutErrorParameters = { supertxHash: string; timeoutMs: number }

/** No final receipt (`success` or `failed`) arrived in time. The supertransaction may still land. */
export class ReceiptTimeoutError extends BaseError {
  override name = 'ReceiptTimeoutError'
  override readonly code = 'RECEIPT_TIMEOUT' as const
  declare readonly supertxHash: string
  declare readonly timeoutMs: number

  constructor({ supertxHash, timeoutMs }: ReceiptTimeoutErrorParameters) {
    super(
      `Supertransaction ${supertxHash} did not finish within ${timeoutMs} ms.`,
      {
        metaMessages: [
          'It may still complete: keep tracking it by its hash (explorer or getReceipt), or wait',
          'again with a longer timeout. Do not execute the same quote again.',
        ],
      },
      { supertxHash, timeoutMs },
    )
  }
}

export type ReceiptUnavailableErrorParameters = {
  supertxHash: string
  /** How long the reads failed in a row, in ms. */
  failingForMs: number
  /** How many reads failed in a row. */
  attempts: number
  /** The last failure: a `NetworkError`, `TimeoutError`, or a 5xx answer. */
  cause: unknown
}

/**
 * The receipt could not be read for too long (network errors, timeouts or 5xx answers in a row).
 * The supertransaction was submitted and may still land: track it again (`retry()` of the
 * supertransaction resumes tracking the same hash); never execute the same quote again.
 */
export class ReceiptUnavailableError extends BaseError {
  override name = 'ReceiptUnavailableError'
  override readonly code = 'RECEIPT_UNAVAILABLE' as const
  declare readonly supertxHash: string
  declare readonly failingForMs: number
  declare readonly attempts: number

  constructor({ supertxHash, failingForMs, attempts, cause }: ReceiptUnavailableErrorParameters) {
    super(
      `The receipt of supertransaction ${supertxHash} could not be read for ${failingForMs} ms (${attempts} attempts).`,
      {
        cause,
        metaMessages: [
          'The service or the network is failing; the supertransaction was submitted and may still',
          'complete. Track it again later by its hash. Do not execute the same quote again.',
        ],
      },
      { supertxHash, failingForMs, attempts },
    )
  }
}

export type SupertxNotFoundErrorParameters = {
  supertxHash: string
  /** How long the service answered 404 for it, in ms. */
  notFoundForMs: number
  /**
   * Whether the hash is one execute returned (default true): then the service lost it. False for
   * a hash tracked on its own (a link, the history), which may simply be wrong.
   */
  executed?: boolean | undefined
  cause?: unknown
}

/**
 * The service answers 404 for a supertxHash past a short grace. For a hash it returned from
 * execute (`executed`), it lost or forgot it (e.g. a restart without its state): tracking again
 * may find it once the service is back; the funds are on chain, so check the explorer before
 * anything else. For a hash tracked on its own (`executed: false`), the hash may be wrong.
 */
export class SupertxNotFoundError extends BaseError {
  override name = 'SupertxNotFoundError'
  override readonly code = 'SUPERTX_NOT_FOUND' as const
  declare readonly supertxHash: string
  declare readonly notFoundForMs: number
  declare readonly executed: boolean

  constructor(parameters: SupertxNotFoundErrorParameters) {
    const { supertxHash, notFoundForMs, executed = true, cause } = parameters
    super(
      executed
        ? `The service does not know supertransaction ${supertxHash} (404 for ${notFoundForMs} ms after it was executed).`
        : `The service does not know supertransaction ${supertxHash} (404 for ${notFoundForMs} ms).`,
      {
        cause,
        metaMessages: executed
          ? [
              'It may have restarted without its state. Track it again later, or check the chains;',
              'do not execute the same quote again.',
            ]
          : ['Check the hash; if it was executed just now, track it again in a moment.'],
      },
      { supertxHash, notFoundForMs, executed },
    )
  }
}

export type ExecuteOutcomeUnknownErrorParameters = {
  endpoint: string
  /** The quote's hash: where its receipt would be found if the service took it. */
  quoteHash: string
  /** The failure that left the outcome unknown (network error, timeout, 5xx). */
  cause: unknown
}

/**
 * The execute call failed without an answer that says whether the service took the quote (the
 * connection dropped, it timed out, or a 5xx). It may have been executed. The run's `retry()`
 * reads the receipt for the quote's hash first and executes again only when the service does not
 * know it, so the same quote is never executed twice.
 */
export class ExecuteOutcomeUnknownError extends BaseError {
  override name = 'ExecuteOutcomeUnknownError'
  override readonly code = 'EXECUTE_OUTCOME_UNKNOWN' as const
  declare readonly endpoint: string
  declare readonly quoteHash: string

  constructor({ endpoint, quoteHash, cause }: ExecuteOutcomeUnknownErrorParameters) {
    super(
      `${endpoint} failed before it answered; the quote ${quoteHash} may have been executed.`,
      {
        cause,
        metaMessages: [
          'Retry: the kit first looks the quote up by its hash and only executes it again if the',
          'service does not know it.',
        ],
      },
      { endpoint, quoteHash },
    )
  }
}

export type SupertxFailedErrorParameters = {
  supertxHash: string
  reason?: string | undefined
  /** The explorer page of the supertransaction, where each operation's status and reason show. */
  explorerUrl?: string | undefined
  /**
   * It ran in part and moved funds across chains (`fundsAfterPartialRun`): where they are now,
   * per chain. Running it again would move them again.
   */
  funds?: HeldFunds[] | undefined
}

/** The receipt reports the supertransaction as `failed`. */
export class SupertxFailedError extends BaseError {
  override name = 'SupertxFailedError'
  override readonly code = 'SUPERTX_FAILED' as const
  declare readonly supertxHash: string
  declare readonly explorerUrl: string | undefined
  declare readonly funds: HeldFunds[] | undefined

  constructor({ supertxHash, reason, explorerUrl, funds }: SupertxFailedErrorParameters) {
    super(
      `Supertransaction ${supertxHash} failed.`,
      {
        details: reason,
        metaMessages: [
          explorerUrl
            ? `Check the per-operation statuses at ${explorerUrl}; funds not spent stay in the account.`
            : 'Check the per-operation statuses in its receipt; funds not spent stay in the account.',
          funds
            ? 'It ran in part: funds moved across chains are where `funds` says; do not run it again.'
            : 'Fix the cause (e.g. a constraint or balance), then quote and sign again.',
        ],
      },
      { supertxHash, explorerUrl, funds },
    )
  }
}

export type QuoteStaleErrorParameters = {
  /** The request's inputs that differ from those the quote was made for, e.g. `['composeFlows']`. */
  changed: string[]
}

/**
 * The quote was made for other inputs (owner, mode, flows, funding tokens, fee token, …) than the
 * current ones: it is neither signed nor executed. Quote again for what the user now asks.
 */
export class QuoteStaleError extends BaseError {
  override name = 'QuoteStaleError'
  override readonly code = 'QUOTE_STALE' as const
  declare readonly changed: string[]

  constructor({ changed }: QuoteStaleErrorParameters) {
    super(
      'The quote was made for other inputs than the current ones, so it is not signed or executed.',
      {
        details: `changed: ${changed.join(', ') || 'the request'}`,
        metaMessages: ['Request a new quote for the current inputs, review it, then sign it.'],
      },
      { changed },
    )
  }
}
