// waitForSupertxReceipt against a real HTTP server: it ends on a final receipt, on its deadline or
// on abort, and never loops forever (spec: Events, "waiting for a receipt that reports success or
// failed").
import { beforeAll, describe, expect, it } from 'vitest'
import { type Answer, setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { receiptBody } from '../../../fixtures/verifiable-quotes.js'
import { waitForSupertxReceipt } from '../../../src/core/actions/waitForSupertxReceipt.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { ApiError } from '../../../src/core/errors/api.js'
import { ReceiptTimeoutError } from '../../../src/core/errors/supertransaction.js'
import { AbortError } from '../../../src/core/errors/transport.js'

const hash = `0x${'ab'.repeat(32)}` as const
const server = setupScriptedServer()
let config: ReturnType<typeof createSupertxConfig>

beforeAll(async () => {
  config = createSupertxConfig({ baseUrl: server.url, apiKey: 'k', pollingInterval: 5 })
})

/** The receipt answers, one per poll in turn (the last repeats). */
const script = (answers: Answer[]) => server.on('GET /v1/explorer/*', answers)

const pending = { status: 200, json: receiptBody(hash, 'pending') }

describe('waitForSupertxReceipt', () => {
  it('returns the receipt once it reports success, after polling through pending ones', async () => {
    script([pending, pending, { status: 200, json: receiptBody(hash, 'success') }])
    const seen: string[] = []
    const receipt = await waitForSupertxReceipt(config, {
      supertxHash: hash,
      onReceipt: (r) => seen.push(r.status),
    })
    expect(receipt.status).toBe('success')
    expect(seen).toEqual(['pending', 'pending', 'success'])
    expect(server.count()).toBe(3)
  })

  it('returns a failed receipt as the outcome, with the op error', async () => {
    script([pending, { status: 200, json: receiptBody(hash, 'failed') }])
    const receipt = await waitForSupertxReceipt(config, { supertxHash: hash })
    expect(receipt.status).toBe('failed')
    expect(receipt.userOps[0]?.error).toContain('CallFailed')
  })

  it('treats "not known yet" (404) and a 500 as pending', async () => {
    const notFound = { status: 404, json: { code: 'NOT_FOUND', message: 'unknown', errors: [] } }
    const failing = {
      status: 500,
      json: {
        code: 'INTERNAL_ERROR',
        message: 'boom',
        errors: [{ code: 'SERVER_ERROR', path: [], message: 'x' }],
      },
    }
    script([notFound, failing, { status: 200, json: receiptBody(hash, 'success') }])
    expect((await waitForSupertxReceipt(config, { supertxHash: hash })).status).toBe('success')
  })

  it('throws other API errors at once instead of polling on', async () => {
    script([{ status: 400, json: { code: 'VALIDATION_ERROR', message: 'bad hash', errors: [] } }])
    await expect(waitForSupertxReceipt(config, { supertxHash: hash })).rejects.toBeInstanceOf(
      ApiError,
    )
    expect(server.count()).toBe(1)
  })

  it('gives up with ReceiptTimeoutError when the receipt stays pending past timeoutMs', async () => {
    script([pending])
    const error = await waitForSupertxReceipt(config, { supertxHash: hash, timeoutMs: 200 }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(ReceiptTimeoutError)
    expect(error.supertxHash).toBe(hash)
    expect(error.timeoutMs).toBe(200)
    // Backoff keeps the polls few, and they stop with the wait. A poll sent just before the
    // deadline aborted it may still reach the server a moment later (seen under load): let it
    // land, then no new poll may start.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const polls = server.count()
    expect(polls).toBeGreaterThan(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.count()).toBe(polls)
  })

  it('stops with AbortError when the signal aborts, and polls no more', async () => {
    script([pending])
    const controller = new AbortController()
    const waiting = waitForSupertxReceipt(config, { supertxHash: hash, signal: controller.signal })
    while (server.count() < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort()
    await expect(waiting).rejects.toBeInstanceOf(AbortError)
    const polls = server.count()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.count()).toBe(polls)
  })
})
