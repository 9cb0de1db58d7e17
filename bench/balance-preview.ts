// Balance preview benchmark (printed, not asserted): `getBalanceChanges` wall time on the devnet
// for a one-chain transfer, a two-chain bridge whose destination spends what arrives, and 30
// transfers on one chain. Goals: ≤ 150 / 300 / 600 ms.
// Usage: npx tsx bench/balance-preview.ts
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { getBalanceChanges } from '../src/core/balances/getBalanceChanges.js'
import type { QuoteResponse } from '../src/core/schemas/quote-response.js'
import { startDevnet } from '../src/devnet/start-devnet.js'
import { devnetHttp } from './devnet-http.js'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 2 })
const recipient = mnemonicToAccount(mnemonic, { addressIndex: 9 }).address
const RUNS = 10

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const fmt = (ms: number) => `${ms.toFixed(0)} ms`

async function main() {
  const devnet = await startDevnet({ chains: 2, bridgeDelayMs: 0 })
  const [a, b] = devnet.chains as [(typeof devnet.chains)[0], (typeof devnet.chains)[0]]
  const usdc = devnet.deployments[a.id]!.tokens.USDC.address as Hex
  const usdcB = devnet.deployments[b.id]!.tokens.USDC.address as Hex
  const { post } = devnetHttp(devnet)
  const clients = new Map(
    devnet.chains.map((chain) => [chain.id, createPublicClient({ chain, transport: http() })]),
  )
  const reader = { getPublicClient: (chainId: number) => clients.get(chainId) }
  const transfer = (token: Hex, chainId: number, amount: unknown) => ({
    type: '/instructions/build',
    data: {
      to: token,
      chainId,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [recipient, amount],
    },
  })
  const cases = {
    '1 chain': [transfer(usdc, a.id, '1000000')],
    '2 chains': [
      {
        type: '/instructions/build-ccip',
        data: {
          srcToken: usdc,
          dstToken: usdcB,
          srcChainId: a.id,
          dstChainId: b.id,
          amount: '1000000',
        },
      },
      transfer(usdcB, b.id, {
        type: 'runtimeErc20Balance',
        tokenAddress: usdcB,
        constraints: { gte: '1000000' },
      }),
    ],
    '30 flows': Array.from({ length: 30 }, () => transfer(usdc, a.id, '1000')),
  }
  const goals = { '1 chain': 150, '2 chains': 300, '30 flows': 600 }
  try {
    // The smart account holds what the flows spend.
    const [{ address: account }] = (await post('/v1/mee/orchestrator', {
      ownerAddress: owner.address,
      chains: [a.id, b.id],
    })) as [{ address: Hex }]
    const hash = await createWalletClient({
      chain: a,
      transport: http(),
      account: owner,
    }).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account, 10_000_000n],
    })
    await clients.get(a.id)!.waitForTransactionReceipt({ hash })
    const parts: string[] = []
    for (const [name, composeFlows] of Object.entries(cases)) {
      const request = { mode: 'smart-account' as const, ownerAddress: owner.address, composeFlows }
      const quote = (await post('/v1/quote', request)) as QuoteResponse
      const walls: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now()
        const { chains } = await getBalanceChanges(undefined, {
          quote,
          request: request as never,
          reader: reader as never,
        })
        walls.push(performance.now() - t)
        if (chains.some((c) => c.status !== 'ready'))
          throw new Error(
            `bench preview not ready: ${JSON.stringify(chains, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`,
          )
      }
      const sorted = [...walls].sort((x, y) => x - y)
      parts.push(
        `${name} p50 ${fmt(percentile(sorted, 50))} (goal ≤ ${goals[name as keyof typeof goals]} ms, first ${fmt(walls[0]!)})`,
      )
    }
    console.log(`balance preview (getBalanceChanges, ${RUNS} runs each): ${parts.join('; ')}`)
  } finally {
    await devnet.stop()
  }
}

await main()
