// What devnet API tests that speak raw HTTP share (no kit client in between, so each request is
// exactly what the test wrote): POST with the key, read a receipt, a zero-amount USDC transfer
// (runs from an empty account), quote → sign what the quote asks with the owner's key → execute,
// and the wait for a final receipt. Every function reads `devnet` when called, so a `setupDevnet`
// value works.
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import type { StartDevnetReturnType } from '../../../src/devnet/start-devnet.js'

type Devnet = Pick<StartDevnetReturnType, 'apiUrl' | 'apiKey' | 'accounts' | 'deployments'>

export { signSimplePayload }

export function devnetHttp(devnet: Devnet) {
  const post = (path: string, body: unknown) =>
    fetch(`${devnet.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
      body: JSON.stringify(body),
    })

  const getReceipt = (hash: Hex) =>
    fetch(`${devnet.apiUrl}/v1/explorer/${hash}`, { headers: { 'x-api-key': devnet.apiKey } })

  /** A smart-account quote request: a zero-amount USDC transfer on `chainId` to account 9. */
  const zeroTransferRequest = (
    chainId: number,
    ownerIndex: number,
    extra: Record<string, unknown> = {},
  ) => ({
    mode: 'smart-account',
    ownerAddress: devnet.accounts[ownerIndex]!.address,
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

  /** Quotes the zero transfer, signs its payload as the owner and executes it (both answer 200). */
  async function quoteAndExecute(
    chainId: number,
    ownerIndex: number,
    extra: Record<string, unknown> = {},
  ) {
    const res = await post('/v1/quote', zeroTransferRequest(chainId, ownerIndex, extra))
    expect(res.status).toBe(200)
    const issued = (await res.json()) as { quote: { hash: Hex }; payloadToSign: object[] }
    const owner = privateKeyToAccount(devnet.accounts[ownerIndex]!.privateKey)
    const signature = await signSimplePayload(owner, issued.payloadToSign[0]!)
    const body = {
      ...issued,
      payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })),
    }
    expect((await post('/v1/execute', body)).status).toBe(200)
    return { hash: issued.quote.hash, body }
  }

  /** Reads the receipt (each read answers 200) until it is no longer pending. */
  async function waitForFinal(hash: Hex, intervalMs = 50): Promise<SupertxReceipt> {
    for (;;) {
      const res = await getReceipt(hash)
      expect(res.status).toBe(200)
      const receipt = (await res.json()) as SupertxReceipt
      if (receipt.status !== 'pending') return receipt
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }

  return { post, getReceipt, zeroTransferRequest, quoteAndExecute, waitForFinal }
}
