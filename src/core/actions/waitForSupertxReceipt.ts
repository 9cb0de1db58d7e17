import { getReceipt } from '../client/receipt.js'
import { anySignal } from '../client/signal.js'
import type { GetReceiptReturnType } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { ApiError } from '../errors/api.js'
import {
  ReceiptTimeoutError,
  ReceiptUnavailableError,
  SupertxNotFoundError,
} from '../errors/supertransaction.js'
import {
  AbortError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../errors/transport.js'
import type { ClientErrorType } from './types.js'

export type WaitForSupertxReceiptParameters = {
  supertxHash: `0x${string}`
  /** Gives up with `ReceiptTimeoutError` after this many ms. Default 300 000 (5 minutes). */
  timeoutMs?: number | undefined
  /**
   * The longest delay between polls, in ms. Default: the config's `pollingInterval`. The first
   * poll is immediate, the second `firstPollDelay` (150 ms) later, and the delay doubles up to this.
   */
  pollingInterval?: number | undefined
  /** Stops waiting; the promise rejects with `AbortError`. */
  signal?: AbortSignal | undefined
  /** Called with every receipt read, pending ones included (e.g. per-op progress). */
  onReceipt?: ((receipt: GetReceiptReturnType) => void) | undefined
  /**
   * Called when a read failed in a way worth retrying (network error, timeout, 5xx) and the wait
   * retries it: `attempt` counts the failures in a row (1 at the first). The next receipt read
   * (`onReceipt`) means it recovered.
   */
  onRetry?: ((retry: ReceiptRetry) => void) | undefined
  /**
   * How long reads may fail in a row (network errors, timeouts, 5xx) before the wait gives up with
   * `ReceiptUnavailableError`, in ms. Default 60 000.
   */
  unavailableTimeoutMs?: number | undefined
  /**
   * How long the service may answer 404 for the hash in a row (not indexed yet) before the wait
   * gives up with `SupertxNotFoundError`, in ms. Default 10 000.
   */
  notFoundTimeoutMs?: number | undefined
  /**
   * Whether the hash is one execute returned (default true): a lasting 404 then means the service
   * lost it. False for a hash tracked on its own (a link, the history): `SupertxNotFoundError`
   * then says the hash may be wrong.
   */
  executed?: boolean | undefined
}
/** A failed read the wait is retrying: the failures in a row so far, and the last one. */
export type ReceiptRetry = { attempt: number; error: Error }
/** The final receipt: `status` is `success` or `failed`. */
export type WaitForSupertxReceiptReturnType = GetReceiptReturnType
export type WaitForSupertxReceiptErrorType =
  | ClientErrorType
  | ReceiptTimeoutError
  | ReceiptUnavailableError
  | SupertxNotFoundError

const endpoint = 'waitForSupertxReceipt'

/** The delay before the second receipt poll, in ms: a devnet lands within it, a real service soon after. */
export const firstPollDelay = 150

/**
 * Polls the receipt until the supertransaction is final (`success` or `failed`) and returns it.
 * Always ends: a deadline (`timeoutMs`) bounds the whole wait, each poll included, and the delay
 * backs off (150 ms, doubling up to `pollingInterval`) so landing is seen at once and a long wait
 * stays cheap. Transient failures (network, timeout, 5xx) are retried on the same backoff and
 * reported through `onRetry`, for at most `unavailableTimeoutMs` in a row
 * (`ReceiptUnavailableError`); a 404 counts as "not indexed yet" for at most `notFoundTimeoutMs`
 * in a row (`SupertxNotFoundError`); any other error is thrown at once.
 *
 * @example
 * const receipt = await waitForSupertxReceipt(config, { supertxHash, timeoutMs: 60_000 })
 * if (receipt.status === 'failed') console.log(receipt.userOps.map((op) => op.error))
 */
export async function waitForSupertxReceipt(
  config: SupertxConfig,
  parameters: WaitForSupertxReceiptParameters,
): Promise<WaitForSupertxReceiptReturnType> {
  const { supertxHash, timeoutMs = 300_000, signal, onReceipt, onRetry } = parameters
  const { unavailableTimeoutMs = 60_000, notFoundTimeoutMs = 10_000 } = parameters
  const maxDelay = parameters.pollingInterval ?? config.pollingInterval
  let delay = Math.min(firstPollDelay, maxDelay)
  const deadline = { at: Date.now() + timeoutMs, signal: AbortSignal.timeout(timeoutMs) }
  const timedOut = () => new ReceiptTimeoutError({ supertxHash, timeoutMs })
  // The current run of failures of one kind: since when, and how many.
  let failing: { kind: 'unavailable' | 'not-found'; since: number; attempts: number } | undefined

  for (;;) {
    if (signal?.aborted) throw new AbortError({ endpoint, cause: signal.reason })
    const remaining = deadline.at - Date.now()
    if (remaining <= 0) throw timedOut()
    try {
      // Each read has the config's own time limit (a hung read counts as a failure); the deadline
      // cuts a read short too.
      const receipt = await getReceipt(config.transport, supertxHash, {
        signal: signal ? anySignal([signal, deadline.signal]) : deadline.signal,
      })
      failing = undefined
      onReceipt?.(receipt)
      if (receipt.status !== 'pending') return receipt
    } catch (error) {
      if (error instanceof AbortError) {
        if (signal?.aborted) throw error
        throw timedOut()
      }
      const kind = isNotFound(error) ? 'not-found' : isTransient(error) ? 'unavailable' : undefined
      if (!kind) throw error
      const now = Date.now()
      if (failing?.kind !== kind) failing = { kind, since: now, attempts: 0 }
      failing.attempts++
      const failingForMs = now - failing.since
      if (kind === 'not-found' && failingForMs >= notFoundTimeoutMs)
        throw new SupertxNotFoundError({
          supertxHash,
          notFoundForMs: failingForMs,
          executed: parameters.executed,
          cause: error,
        })
      if (kind === 'unavailable') {
        if (failingForMs >= unavailableTimeoutMs)
          throw new ReceiptUnavailableError({
            supertxHash,
            failingForMs,
            attempts: failing.attempts,
            cause: error,
          })
        onRetry?.({ attempt: failing.attempts, error: error as Error })
      }
    }
    const left = deadline.at - Date.now()
    if (left <= 0) throw timedOut()
    await sleep(Math.min(delay, left), signal)
    delay = Math.min(delay * 2, maxDelay)
  }
}

/** The service answered 404: it does not know the hash (yet). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** A failure worth retrying: no answer (network, timeout) or a 5xx. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true
  if (error instanceof ApiError) return error.status >= 500
  return error instanceof UnexpectedResponseError && error.status >= 500
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AbortError({ endpoint, cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
