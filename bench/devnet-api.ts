// Devnet API benchmark (printed, not asserted): quote latency for 1 and 30 flows, sustained quotes/s
// with 16 concurrent clients, and execute -> success wall time for a one-chain op.
// Goals: quote p50 ≤ 25 ms (1 flow) / ≤ 150 ms (30 flows), ≥ 100 quotes/s, execute → success ≤ 1 s.
// Runs over HTTP through startDevnet.
// Usage: npx tsx bench/devnet-api.ts
import { erc20Abi, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { signSimplePayload } from '../fixtures/harness/sign-simple-payload.js'
import { startDevnet } from '../src/devnet/start-devnet.js'
import { devnetHttp } from './devnet-http.js'

type Api = {
  mode: string
  quote: (body: unknown) => Promise<{ quote: { hash: Hex }; payloadToSign: object[] }>
  execute: (body: unknown) => Promise<unknown>
  receipt: (hash: Hex) => Promise<{ status: string } | undefined>
  chainId: number
  usdc: Hex
  fund: (to: Hex, amount: bigint) => Promise<void>
  account: (owner: Hex) => Promise<Hex>
  stop: () => Promise<void>
}

const owner = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 0,
})
const recipient = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 9,
}).address

async function overHttp(): Promise<Api> {
  const devnet = await startDevnet({ chains: 1 })
  const chain = devnet.chains[0]!
  const usdc = devnet.deployments[chain.id]!.tokens.USDC.address
  const { post, receipt } = devnetHttp(devnet)
  const { createWalletClient, createPublicClient, http } = await import('viem')
  const wallet = createWalletClient({ chain, transport: http(), account: owner })
  const reader = createPublicClient({ chain, transport: http(), pollingInterval: 25 })
  return {
    mode: `HTTP ${devnet.apiUrl}, Nexus encoding`,
    quote: (body) => post('/v1/quote', body),
    execute: (body) => post('/v1/execute', body),
    receipt,
    chainId: chain.id,
    usdc,
    fund: async (to, amount) => {
      const hash = await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
      await reader.waitForTransactionReceipt({ hash })
    },
    account: async (ownerAddress) =>
      (
        (await post('/v1/mee/orchestrator', { ownerAddress, chains: [chain.id] })) as {
          address: Hex
        }[]
      )[0]!.address,
    stop: devnet.stop,
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const fmt = (ms: number) => `${ms.toFixed(1)} ms`

async function main() {
  const api = await overHttp()
  console.log(`devnet API benchmark — ${api.mode}`)
  const flow = (amount: number) => ({
    type: '/instructions/build',
    data: {
      to: api.usdc,
      chainId: api.chainId,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [recipient, String(amount)],
    },
  })
  const body = (flows: number) => ({
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows: Array.from({ length: flows }, (_, i) => flow(i + 1)),
  })
  try {
    for (const [flows, runs] of [
      [1, 200],
      [30, 60],
    ] as const) {
      await api.quote(body(flows)) // warm caches
      const times: number[] = []
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        await api.quote(body(flows))
        times.push(performance.now() - t)
      }
      times.sort((a, b) => a - b)
      console.log(
        `quote, ${flows} flow(s): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))} (${runs} runs)`,
      )
    }

    const seconds = 5
    let done = 0
    const until = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (performance.now() < until) {
          await api.quote(body(1))
          done++
        }
      }),
    )
    console.log(`sustained: ${(done / seconds).toFixed(0)} quotes/s with 16 concurrent clients`)

    const account = await api.account(owner.address)
    await api.fund(account, 1_000_000n)
    const walls: number[] = []
    for (let i = 0; i < 15; i++) {
      const quote = await api.quote(body(1))
      const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
      const signed = {
        ...quote,
        payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
      }
      const t = performance.now()
      await api.execute(signed)
      for (;;) {
        const receipt = await api.receipt(quote.quote.hash)
        if (receipt && receipt.status !== 'pending') {
          if (receipt.status !== 'success')
            throw new Error(`bench op failed: ${JSON.stringify(receipt)}`)
          break
        }
        await new Promise((r) => setTimeout(r, 5))
      }
      walls.push(performance.now() - t)
    }
    walls.sort((a, b) => a - b)
    console.log(
      `execute → success (one-chain op, first includes account deploy): p50 ${fmt(percentile(walls, 50))}, max ${fmt(walls.at(-1)!)}`,
    )
  } finally {
    await api.stop()
  }
}

await main()
