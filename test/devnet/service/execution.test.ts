// Spec POST /v1/execute: signature checks, once-only execution, tampering, expiry, and the
// engine's statuses (PENDING -> MINING -> MINED_SUCCESS | MINED_FAIL | FAILED) on real chains.
import { erc20Abi, type Hex, parseEventLogs } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import { entryPointAbi } from '../../../src/devnet/artifacts/EntryPoint.js'
import { createDevnetService } from '../../../src/devnet/service/create-devnet-service.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAIN = 31_621
const owner = devAccount(0)
const recipient = devAccount(9).address
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Hex
let account: Hex

beforeAll(async () => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
  const groups = await devnet.service.orchestrator({ ownerAddress: owner.address, chains: [CHAIN] })
  account = (groups as { address: Hex }[])[0]!.address
  await fundAccount(100_000_000n)
}, 60_000)

async function fundAccount(amount: bigint) {
  const hash = await devnet.walletFor(CHAIN, owner).writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, amount],
  })
  await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash })
}

const transfer = (amount: unknown, extra: Record<string, unknown> = {}) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdc,
    chainId: CHAIN,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [recipient, amount],
    ...extra,
  },
})

const quoteOf = (flows: ReturnType<typeof transfer>[], extra: Record<string, unknown> = {}) =>
  devnet.service.quote({
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows: flows,
    ...extra,
  } as never)

const signed = async (quote: QuoteResponse, signer = owner) => {
  const signature = await signSimplePayload(signer, quote.payloadToSign[0]!)
  return { ...quote, payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })) } as never
}

describe('execute: who may execute what', () => {
  it('refuses a simple signature from someone other than the owner (INVALID_SIGNATURE)', async () => {
    const quote = await quoteOf([transfer('1')])
    await expect(devnet.service.execute(await signed(quote, devAccount(3)))).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'] }],
      },
    })
    expect(await devnet.service.getReceipt(quote.quote.hash as Hex)).toBeUndefined()
  })

  it('runs a signed quote once; executing it again is refused and names the supertxHash', async () => {
    const quote = await quoteOf([transfer('5')])
    const body = await signed(quote)
    const first = await devnet.service.execute(body)
    expect(first.supertxHash).toBe(quote.quote.hash)
    const second = devnet.service.execute(body)
    await expect(second).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'ALREADY_EXECUTED', path: ['quote', 'hash'] }],
      },
    })
    await expect(second).rejects.toThrow(quote.quote.hash)
    expect((await waitForFinal(devnet, quote.quote.hash as Hex)).status).toBe('success')
  })

  it('refuses a quote whose user op was changed after quoting, naming the field', async () => {
    const quote = await quoteOf([transfer('5')])
    const body = (await signed(quote)) as QuoteResponse
    const [op] = body.quote.userOps
    const tampered = {
      ...body,
      quote: {
        ...body.quote,
        userOps: [{ ...op!, userOp: { ...op!.userOp, callData: '0x1234' } }],
      },
    }
    await expect(devnet.service.execute(tampered as never)).rejects.toMatchObject({
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ path: ['quote', 'userOps', '0', 'userOp', 'callData'] }],
      },
    })
  })

  it('refuses an unknown quote hash and tells the client to request a new quote', async () => {
    const quote = await quoteOf([transfer('5')])
    const body = { ...quote, quote: { ...quote.quote, hash: `0x${'12'.repeat(32)}` } }
    const result = devnet.service.execute((await signed(body as QuoteResponse)) as never)
    await expect(result).rejects.toMatchObject({
      body: { code: 'VALIDATION_ERROR', errors: [{ path: ['quote', 'hash'] }] },
    })
    await expect(result).rejects.toThrow(/request a new quote/)
  })

  it('refuses an expired quote', async () => {
    const shortLived = createDevnetService(devnet.network, { quoteTtlMs: 200 })
    try {
      const quote = await shortLived.quote({
        mode: 'smart-account',
        ownerAddress: owner.address,
        composeFlows: [transfer('1')],
      })
      await new Promise((r) => setTimeout(r, 300))
      await expect(shortLived.execute(await signed(quote))).rejects.toMatchObject({
        body: { code: 'VALIDATION_ERROR', errors: [{ path: ['quote', 'hash'] }] },
      })
    } finally {
      await shortLived.close()
    }
  })
})

describe('execute: what the engine reports', () => {
  it('ends MINED_FAIL with the decoded revert reason when a call reverts on chain', async () => {
    const quote = await quoteOf([transfer('999999999999')])
    await devnet.service.execute(await signed(quote))
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('failed')
    const [op] = receipt.userOps
    expect(op!.executionStatus).toBe('MINED_FAIL')
    expect(op!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(op!.error).toMatch(/call 0 failed: ERC20InsufficientBalance/)
    const tx = await devnet
      .publicClient(CHAIN)
      .getTransactionReceipt({ hash: op!.transactionHash as Hex })
    // On Nexus the op runs inside the EntryPoint's handleOps, which catches the op's revert: the
    // transaction succeeds and the op's UserOperationEvent says it failed.
    expect(tx.status).toBe('success')
    const events = parseEventLogs({
      abi: entryPointAbi,
      eventName: 'UserOperationEvent',
      logs: tx.logs,
    }).filter((e) => e.args.userOpHash === quote.quote.userOps[0]!.userOpHash)
    expect(events.map((e) => e.args.success)).toEqual([false])
  })

  it('waits for a runtime balance constraint, then sends the whole balance (to the wei)', async () => {
    const balance = await devnet.balanceOf(CHAIN, usdc, account)
    const needed = balance + 3_000_000n
    const runtime = {
      type: 'runtimeErc20Balance',
      tokenAddress: usdc,
      constraints: { gte: needed.toString() },
    }
    const quote = await quoteOf([transfer(runtime)])
    const call = (
      quote as unknown as {
        instructions: { calls: { inputParams: { fetcherType: number }[] }[] }[]
      }
    ).instructions[0]!.calls[0]!
    expect(call.inputParams.map((p) => p.fetcherType)).toEqual([0, 1])
    await devnet.service.execute(await signed(quote))
    // The constraint is not met yet: the op waits instead of failing.
    await new Promise((r) => setTimeout(r, 400))
    expect(
      (await devnet.service.getReceipt(quote.quote.hash as Hex))!.userOps[0]!.executionStatus,
    ).toBe('PENDING')
    const recipientBefore = await devnet.balanceOf(CHAIN, usdc, recipient)
    await fundAccount(3_000_000n)
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    expect(await devnet.balanceOf(CHAIN, usdc, account)).toBe(0n)
    expect(await devnet.balanceOf(CHAIN, usdc, recipient)).toBe(recipientBefore + needed)
  })

  it('ends FAILED when the upper bound passes before the constraint is met', async () => {
    const now = Math.floor(Date.now() / 1000)
    const runtime = {
      type: 'runtimeErc20Balance',
      tokenAddress: usdc,
      constraints: { gte: (10n ** 30n).toString() },
    }
    const quote = await quoteOf([transfer(runtime)], { upperBoundTimestamp: now + 2 })
    await devnet.service.execute(await signed(quote))
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('failed')
    expect(receipt.userOps[0]!.executionStatus).toBe('FAILED')
    expect(receipt.userOps[0]!.error).toMatch(/upper bound/)
  })
})
