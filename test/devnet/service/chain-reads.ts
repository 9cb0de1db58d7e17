// Reads for the tests that go through the HTTP API with the package's own client: balances and final receipts.
import { type Address, type Chain, createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { expect } from 'vitest'
import type { SupertxClient } from '../../../src/core/client/types.js'

export const publicClientOf = (chain: Chain) =>
  createPublicClient({ chain, transport: http(), pollingInterval: 25 })

export const balanceOf = (chain: Chain, token: Address, owner: Address) =>
  publicClientOf(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Polls GET /v1/explorer/{hash} until the supertransaction is final; fails after `timeoutMs`. */
export async function waitForFinalReceipt(client: SupertxClient, hash: Hex, timeoutMs = 30_000) {
  const started = Date.now()
  for (;;) {
    const receipt = await client.getReceipt(hash)
    const allFinal = receipt.userOps.every(
      (op) => !['PENDING', 'MINING'].includes(op.executionStatus as string),
    )
    if (receipt.status !== 'pending' && allFinal) return receipt
    if (Date.now() - started > timeoutMs) {
      throw new Error(`supertransaction ${hash} not final after ${timeoutMs} ms`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * Asserts the run landed; a failure names each op's chain, status and error, so an intermittent
 * failure says why (a bare `expected 'failed' to be 'success'` does not).
 */
export function expectLanded(receipt: Awaited<ReturnType<SupertxClient['getReceipt']>>) {
  const ops = receipt.userOps.map((op) => [op.chainId, op.executionStatus, op.error ?? null])
  expect(receipt.status, JSON.stringify(ops)).toBe('success')
}
