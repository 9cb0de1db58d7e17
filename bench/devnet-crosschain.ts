// Devnet cross-chain benchmark (printed, not asserted): execute → success wall time of the
// two-chain bridge supertransaction — bridge USDC from chain A to chain B, then spend the runtime
// balance that arrives on B — over HTTP through startDevnet with bridgeDelayMs 0. Goal: ≤ 3 s.
// Usage: npx tsx bench/devnet-crosschain.ts
import { erc20Abi, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { signSimplePayload } from '../fixtures/harness/sign-simple-payload.js'
import { startDevnet } from '../src/devnet/start-devnet.js'
import { devnetHttp } from './devnet-http.js'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 1 })
const recipient = mnemonicToAccount(mnemonic, { addressIndex: 9 }).address
const AMOUNT = 1_000_000n // 1 USDC per run
const RUNS = 8

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const fmt = (ms: number) => `${ms.toFixed(0)} ms`

async function main() {
  const devnet = await startDevnet({ chains: 2, bridgeDelayMs: 0 })
  const [a, b] = devnet.chains as [(typeof devnet.chains)[0], (typeof devnet.chains)[0]]
  const usdc = devnet.deployments[a.id]!.tokens.USDC.address
  const { post, receipt } = devnetHttp(devnet)
  try {
    const { createWalletClient, createPublicClient, http } = await import('viem')
    const [{ address: account }] = (await post('/v1/mee/orchestrator', {
      ownerAddress: owner.address,
      chains: [a.id, b.id],
    })) as [{ address: Hex }]
    const wallet = createWalletClient({ chain: a, transport: http(), account: owner })
    const hash = await wallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account, AMOUNT * BigInt(RUNS)],
    })
    await createPublicClient({ chain: a, transport: http() }).waitForTransactionReceipt({ hash })

    const body = {
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [
        {
          type: '/instructions/build-ccip',
          data: {
            srcToken: usdc,
            dstToken: usdc,
            srcChainId: a.id,
            dstChainId: b.id,
            amount: AMOUNT.toString(),
          },
        },
        {
          type: '/instructions/build',
          data: {
            to: usdc,
            chainId: b.id,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [
              recipient,
              {
                type: 'runtimeErc20Balance',
                tokenAddress: usdc,
                constraints: { gte: AMOUNT.toString() },
              },
            ],
          },
        },
      ],
    }
    const walls: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const quote = (await post('/v1/quote', body)) as {
        quote: { hash: Hex }
        payloadToSign: object[]
      }
      const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
      const signed = {
        ...quote,
        payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
      }
      const t = performance.now()
      await post('/v1/execute', signed)
      for (;;) {
        const r = await receipt(quote.quote.hash)
        if (r && r.status !== 'pending') {
          if (r.status !== 'success')
            throw new Error(`bench supertransaction failed: ${JSON.stringify(r)}`)
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      walls.push(performance.now() - t)
    }
    const first = walls[0]!
    const sorted = [...walls].sort((x, y) => x - y)
    console.log(
      `execute → success (two-chain bridge supertransaction, Nexus encoding, bridgeDelayMs 0; goal ≤ 3 s): p50 ${fmt(percentile(sorted, 50))}, max ${fmt(sorted.at(-1)!)}, first (deploys on B) ${fmt(first)} (${RUNS} runs)`,
    )
  } finally {
    await devnet.stop()
  }
}

await main()
