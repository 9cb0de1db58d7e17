// Spec "ComposeFlow": a per-instruction lowerBoundTimestamp/upperBoundTimestamp overrides the
// default and global bounds; instructions batched into one user op get the wider window, and
// ops wait for their lower bound — checked against the timestamp of the block that mined the op.
import { erc20Abi, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAIN = 31_671
const owner = devAccount(0)
const recipient = devAccount(8).address
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Hex

beforeAll(async () => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
  const [group] = (await devnet.service.orchestrator({
    ownerAddress: owner.address,
    chains: [CHAIN],
  })) as { address: Hex }[]
  const hash = await devnet.walletFor(CHAIN, owner).writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [group!.address, 10_000_000n],
  })
  await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash })
}, 60_000)

type Bounds = { lowerBoundTimestamp?: number; upperBoundTimestamp?: number }
const transfer = (amount: string, bounds: Bounds = {}, batch?: boolean) => ({
  type: '/instructions/build' as const,
  ...(batch === undefined ? {} : { batch }),
  data: {
    to: usdc,
    chainId: CHAIN,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [recipient, amount],
    ...bounds,
  },
})

const quoteOf = (composeFlows: ReturnType<typeof transfer>[], extra: Bounds = {}) =>
  devnet.service.quote({
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows,
    ...extra,
  })

const windows = (quote: QuoteResponse) =>
  quote.quote.userOps.map((op) => [op.lowerBoundTimestamp, op.upperBoundTimestamp])

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('per-flow time bounds (spec "ComposeFlow")', () => {
  it('batches [+100, +200] and [+50, +150] into one op with the widest window [+50, +200]', async () => {
    const now = nowSeconds()
    const quote = await quoteOf([
      transfer('1', { lowerBoundTimestamp: now + 100, upperBoundTimestamp: now + 200 }),
      transfer('2', { lowerBoundTimestamp: now + 50, upperBoundTimestamp: now + 150 }),
    ])
    expect(windows(quote)).toEqual([[now + 50, now + 200]])
  })

  it("a flow's bound overrides the request's; the other bound and other flows keep the request's", async () => {
    const now = nowSeconds()
    const request = { lowerBoundTimestamp: now + 10, upperBoundTimestamp: now + 500 }
    const quote = await quoteOf(
      [
        transfer('1', { upperBoundTimestamp: now + 100 }, false),
        transfer('2', { lowerBoundTimestamp: now + 20 }, false),
        transfer('3', {}, false),
      ],
      request,
    )
    expect(windows(quote)).toEqual([
      [now + 10, now + 100],
      [now + 20, now + 500],
      [now + 10, now + 500],
    ])
  })

  it('batch: false keeps each flow in its own op with its own window', async () => {
    const now = nowSeconds()
    const quote = await quoteOf([
      transfer('1', { lowerBoundTimestamp: now + 100, upperBoundTimestamp: now + 200 }),
      transfer('2', { lowerBoundTimestamp: now + 50, upperBoundTimestamp: now + 150 }, false),
    ])
    expect(windows(quote)).toEqual([
      [now + 100, now + 200],
      [now + 50, now + 150],
    ])
  })

  it('answers VALIDATION_ERROR at the flow when its window closes before it opens', async () => {
    const now = nowSeconds()
    await expect(
      quoteOf([
        transfer('1'),
        transfer('2', { lowerBoundTimestamp: now + 100, upperBoundTimestamp: now + 50 }),
      ]),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ path: ['composeFlows', '1', 'data', 'upperBoundTimestamp'] }],
      },
    })
  })
})

describe('execution waits for the lower bound', () => {
  it('keeps an op with lowerBoundTimestamp = now + 3 PENDING, then mines it in a block at or after it', async () => {
    const lower = nowSeconds() + 3
    const quote = await quoteOf([transfer('7', { lowerBoundTimestamp: lower })])
    expect(quote.quote.userOps[0]!.lowerBoundTimestamp).toBe(lower)
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    const before = await devnet.balanceOf(CHAIN, usdc, recipient)
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)

    const waiting = (await devnet.service.getReceipt(quote.quote.hash as Hex))!.userOps[0]!
    expect(waiting.executionStatus).toBe('PENDING')
    expect(waiting.transactionHash).toBeFalsy()
    expect(await devnet.balanceOf(CHAIN, usdc, recipient)).toBe(before)

    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    const client = devnet.publicClient(CHAIN)
    const tx = await client.getTransactionReceipt({
      hash: receipt.userOps[0]!.transactionHash as Hex,
    })
    const block = await client.getBlock({ blockNumber: tx.blockNumber })
    expect(block.timestamp).toBeGreaterThanOrEqual(BigInt(lower))
    expect(await devnet.balanceOf(CHAIN, usdc, recipient)).toBe(before + 7n)
  })
})
