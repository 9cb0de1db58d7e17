// The engine keeps finished receipts in a bounded least-recently-read list (maxFinishedReceipts):
// past it the oldest unread one is forgotten and its hash answers the spec's 404; running
// supertransactions are never forgotten, and a forgotten one still cannot execute again.
// A real devnet over HTTP with a cap of 2.
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../../src/core/schemas/error.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1, maxFinishedReceipts: 2 }))

const post = (path: string, body: unknown) =>
  fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body: JSON.stringify(body),
  })

const getReceipt = (hash: Hex) =>
  fetch(`${devnet.apiUrl}/v1/explorer/${hash}`, { headers: { 'x-api-key': devnet.apiKey } })

let nextOwner = 0

/** Quotes, signs and executes a zero-amount USDC transfer; returns the execute body and hash. */
async function submit(extra: Record<string, unknown> = {}) {
  const account = devnet.accounts[nextOwner++]!
  const chainId = devnet.chains[0]!.id
  const res = await post('/v1/quote', {
    mode: 'smart-account',
    ownerAddress: account.address,
    simulate: false,
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          chainId,
          to: devnet.deployments[chainId]!.tokens.USDC.address,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [devnet.accounts[9]!.address, '0'],
        },
      },
    ],
    ...extra,
  })
  expect(res.status).toBe(200)
  const issued = (await res.json()) as { quote: { hash: Hex }; payloadToSign: object[] }
  const signature = await privateKeyToAccount(account.privateKey).signMessage({
    message: { raw: issued.quote.hash },
  })
  const body = { ...issued, payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })) }
  expect((await post('/v1/execute', body)).status).toBe(200)
  return { hash: issued.quote.hash, body }
}

async function waitForFinal(hash: Hex): Promise<SupertxReceipt> {
  for (;;) {
    const res = await getReceipt(hash)
    expect(res.status).toBe(200)
    const receipt = (await res.json()) as SupertxReceipt
    if (receipt.status !== 'pending') return receipt
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

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
