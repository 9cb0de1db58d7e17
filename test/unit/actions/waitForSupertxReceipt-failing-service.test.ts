// waitForSupertxReceipt when the service fails for a while, against a real HTTP server on
// 127.0.0.1 that answers 503, hangs or drops the connection: transient failures are retried with
// backoff and reported (`onRetry`), and a run of them, or of 404s, ends in a typed error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type Answer,
  type ScriptedServer,
  serviceUnavailable,
  startScriptedServer,
  supertxHashNotFound,
} from '../../../fixtures/harness/scripted-server.js'
import { receiptBody } from '../../../fixtures/verifiable-quotes.js'
import { waitForSupertxReceipt } from '../../../src/core/actions/waitForSupertxReceipt.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { ApiError } from '../../../src/core/errors/api.js'
import {
  ReceiptTimeoutError,
  ReceiptUnavailableError,
  SupertxNotFoundError,
} from '../../../src/core/errors/supertransaction.js'
import { NetworkError, TimeoutError } from '../../../src/core/errors/transport.js'

const hash = `0x${'ab'.repeat(32)}` as const
let api: ScriptedServer
/** What the next reads answer, in order; the last one repeats. */
let script: (() => Answer | Promise<Answer>)[]
let read: number

const unavailable = serviceUnavailable
const notFound = supertxHashNotFound
const drop = (): Answer => ({ drop: true })
const hang = async (): Promise<Answer> => {
  await new Promise((resolve) => setTimeout(resolve, 2 * REQUEST_TIMEOUT_MS))
  return { json: receiptBody(hash, 'pending') }
}
const success = (): Answer => ({ json: receiptBody(hash, 'success') })

beforeAll(async () => {
  api = await startScriptedServer()
  api.on('GET /v1/explorer/*', () => {
    const answer = script[Math.min(read, script.length - 1)] as () => Answer
    read++
    return answer()
  })
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  read = 0
})

// A per-request limit short enough for a hung read to fail fast, long enough that a loaded
// machine's quick 503 is never taken for a timeout (150 ms was, under load).
const REQUEST_TIMEOUT_MS = 1_000
const config = () =>
  createSupertxConfig({
    baseUrl: api.url,
    apiKey: 'k',
    pollingInterval: 20,
    timeoutMs: REQUEST_TIMEOUT_MS,
  })

describe('waitForSupertxReceipt against a failing service', () => {
  it('retries 503s, dropped connections and hung reads, says so, and returns the receipt', async () => {
    script = [unavailable, drop, hang, unavailable, success]
    const retries: { attempt: number; error: Error }[] = []
    const receipt = await waitForSupertxReceipt(config(), {
      supertxHash: hash,
      onRetry: (retry) => retries.push(retry),
    })
    expect(receipt.status).toBe('success')
    expect(retries.map((r) => r.attempt)).toEqual([1, 2, 3, 4])
    expect(retries[0]?.error).toBeInstanceOf(ApiError)
    expect(retries[1]?.error).toBeInstanceOf(NetworkError)
    expect(retries[2]?.error).toBeInstanceOf(TimeoutError)
    expect(api.count('GET /v1/explorer/')).toBe(5)
  })

  it('a read in between starts the count of failures again', async () => {
    const pending = (): Answer => ({ json: receiptBody(hash, 'pending') })
    script = [unavailable, unavailable, pending, unavailable, success]
    const attempts: number[] = []
    await waitForSupertxReceipt(config(), {
      supertxHash: hash,
      onRetry: (retry) => attempts.push(retry.attempt),
    })
    expect(attempts).toEqual([1, 2, 1])
  })

  it('ends in ReceiptUnavailableError once reads have failed for unavailableTimeoutMs, and polls no more', async () => {
    script = [unavailable, drop]
    const started = Date.now()
    const error = await waitForSupertxReceipt(config(), {
      supertxHash: hash,
      unavailableTimeoutMs: 300,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ReceiptUnavailableError)
    expect(error.supertxHash).toBe(hash)
    expect(error.failingForMs).toBeGreaterThanOrEqual(300)
    expect(error.attempts).toBeGreaterThan(2)
    expect(error.cause).toBeInstanceOf(NetworkError)
    // It gives up within its budget, and stops reading.
    expect(Date.now() - started).toBeLessThan(3_000)
    const reads = api.count('GET /v1/explorer/')
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(api.count('GET /v1/explorer/')).toBe(reads)
  })

  it('a hash the service keeps answering 404 for ends in SupertxNotFoundError after notFoundTimeoutMs', async () => {
    script = [notFound]
    const retries: number[] = []
    const error = await waitForSupertxReceipt(config(), {
      supertxHash: hash,
      notFoundTimeoutMs: 250,
      onRetry: (retry) => retries.push(retry.attempt),
    }).catch((e) => e)
    expect(error).toBeInstanceOf(SupertxNotFoundError)
    expect(error.notFoundForMs).toBeGreaterThanOrEqual(250)
    expect(error.cause).toBeInstanceOf(ApiError)
    // "Not indexed yet" is not a failure to show.
    expect(retries).toEqual([])
  })

  it('a 404 within the grace counts as not indexed yet', async () => {
    script = [notFound, notFound, success]
    expect((await waitForSupertxReceipt(config(), { supertxHash: hash })).status).toBe('success')
  })

  it('the overall deadline still wins over a long failure budget', async () => {
    script = [unavailable]
    const error = await waitForSupertxReceipt(config(), {
      supertxHash: hash,
      timeoutMs: 200,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
  })
})
