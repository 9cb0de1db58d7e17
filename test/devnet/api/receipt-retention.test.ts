import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'
import { devnetHttp } from './raw-http.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1, maxFinishedReceipts: 2 }))

const { post, getReceipt, quoteAndExecute, waitForFinal } = devnetHttp(devnet)

let nextOwner = 0

/** Quotes, signs and executes a zero-amount USDC transfer; returns the execute body and hash. */
const submit = (extra: Record<string, unknown> = {}) =>
  quoteAndExecute(devnet.chains[0]!.id, nextOwner++, extra)

describe('finished receipts are bounded', () => {
  it('forgets the least recently read finished receipt past the cap; running ones stay', async () => {
    // Waits 3 s for its window: running while three others finish.
    const waiting = await submit({ lowerBoundTimestamp: Math.floor(Date.now() / 1000) + 3 })
    const first = await submit()
    expect((await waitForFinal(first.hash)).status).toBe('success')
    const second = await submit()
    expect((await waitForFinal(second.hash)).status).toBe('success')
    // Reading the first makes the second the least recently read.
    expect((await getReceipt(first.hash)).status).toBe(200)
    const third = await submit()
    expect((await waitForFinal(third.hash)).status).toBe('success')

    const forgotten = await getReceipt(second.hash)
    expect(forgotten.status).toBe(404)
    const body = (await forgotten.json()) as ErrorBody
    expect(body.code).toBe('NOT_FOUND')
    expect(body.errors[0]!.code).toBe('SUPERTX_NOT_FOUND')
    expect((await getReceipt(first.hash)).status).toBe(200)
    expect((await getReceipt(third.hash)).status).toBe(200)

    // The running one was never a candidate, and finishes normally.
    const running = (await (await getReceipt(waiting.hash)).json()) as SupertxReceipt
    expect(running.status).toBe('pending')
    expect((await waitForFinal(waiting.hash)).status).toBe('success')

    // A forgotten supertransaction is still executed at most once.
    const again = await post('/v1/execute', second.body)
    expect(again.status).toBe(400)
    const replay = (await again.json()) as ErrorBody
    expect(replay.errors[0]!.code).toBe('ALREADY_EXECUTED')
  })
})
