import { getReceipt } from '../client/receipt.js'
import type { GetReceiptReturnType } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import { ApiError } from '../errors/api.js'
import { ReceiptTimeoutError } from '../errors/flow.js'
import {
  AbortError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from '../errors/transport.js'
import { firstPollDelay } from './receipt-polling.js'
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
}
/** The final receipt: `status` is `success` or `failed`. */
export type WaitForSupertxReceiptReturnType = GetReceiptReturnType
export type WaitForSupertxReceiptErrorType = ClientErrorType | ReceiptTimeoutError

const endpoint = 'waitForSupertxReceipt'

export { firstPollDelay }

/**
 * Polls the receipt until the supertransaction is final (`success` or `failed`) and returns it.
 * Always ends: a deadline (`timeoutMs`) bounds the whole wait, each poll included, and the delay
 * backs off (150 ms, doubling up to `pollingInterval`) so landing is seen at once and a long wait
 * stays cheap. A receipt the explorer does not know yet (404) and
 * transient failures (network, 5xx) count as pending; any other error is thrown at once.
 *
 * @example
 * const receipt = await waitForSupertxReceipt(config, { supertxHash, timeoutMs: 60_000 })
 * if (receipt.status === 'failed') console.log(receipt.userOps.map((op) => op.error))
 */
export async function waitForSupertxReceipt(
  config: SupertxConfig,
  parameters: WaitForSupertxReceiptParameters,
): Promise<WaitForSupertxReceiptReturnType> {
  const { supertxHash, timeoutMs = 300_000, signal, onReceipt } = parameters
  const maxDelay = parameters.pollingInterval ?? config.pollingInterval
  let delay = Math.min(firstPollDelay, maxDelay)
  const deadline = Date.now() + timeoutMs
  const timedOut = () => new ReceiptTimeoutError({ supertxHash, timeoutMs })

  for (;;) {
    if (signal?.aborted) throw new AbortError({ endpoint, cause: signal.reason })
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw timedOut()
    try {
      const receipt = await getReceipt(config.transport, supertxHash, {
        signal,
        timeoutMs: remaining,
      })
      onReceipt?.(receipt)
      if (receipt.status !== 'pending') return receipt
    } catch (error) {
      if (error instanceof AbortError) throw error
      if (error instanceof TimeoutError && Date.now() >= deadline) throw timedOut()
      if (!isTransient(error)) throw error
    }
    const left = deadline - Date.now()
    if (left <= 0) throw timedOut()
    await sleep(Math.min(delay, left), signal)
    delay = Math.min(delay * 2, maxDelay)
  }
}

function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true
  if (error instanceof ApiError) return error.status === 404 || error.status >= 500
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
