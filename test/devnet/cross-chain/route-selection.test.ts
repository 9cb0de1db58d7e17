// Spec "ComposeFlow" → routeSelectionMode: `cheap` evaluates every route and picks the highest
// output, `fast-quote` returns on the first valid route. One chain's pool is skewed with a big
// swap first, so the two modes disagree.
import type { Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteSelectionMode } from '../../../src/core/schemas/compose-flow.js'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { routeIntent } from '../../../src/devnet/service/intent/route-intent.js'
import { setupDevnet } from '../setup-devnet.js'
import { startCrossChain } from './fixture.js'

const X = 31_721
const Y = 31_722
const devnet = setupDevnet(() => startCrossChain([X, Y]))
let usdc: Address
let weth: Address
let account: Address

beforeAll(async () => {
  usdc = devnet.tokens.USDC.address
  weth = devnet.tokens.WETH.address
  const chain = devnet.ctx.chains.get(X)!
  account = await devnet.ctx.accounts.nexusAddress(chain, devnet.user(0).address)
}, 60_000)

const amountOut = (chainId: number, tokenIn: Address, amountIn: bigint) =>
  devnet.publicClient(chainId).readContract({
    address: devnet.network.deployments[chainId]!.pool,
    abi: devPoolAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, amountIn],
  })

const routeWith = (
  mode: RouteSelectionMode,
  ends: { srcToken: Address; dstToken: Address; srcChainId: number; dstChainId: number },
  amount = 10_000n * 10n ** 6n,
) =>
  routeIntent({
    chains: devnet.ctx.chains,
    accountFor: async () => account,
    intent: { ...ends, amount: amount.toString(), slippage: 0.01, routeSelectionMode: mode },
  })

describe('routeSelectionMode', () => {
  it('with equal pools both modes take swap→bridge (a tie keeps the first candidate)', async () => {
    const ends = { srcToken: usdc, dstToken: weth, srcChainId: X, dstChainId: Y }
    const [cheap, fast] = await Promise.all([
      routeWith('cheap', ends),
      routeWith('fast-quote', ends),
    ])
    expect(cheap.route.type).toBe('swap-bridge')
    expect(fast.route.type).toBe('swap-bridge')
    expect(cheap.outputAmount).toBe(fast.outputAmount)
  })

  it('after WETH gets dearer on X, cheap swaps on Y instead; fast-quote still swaps on X', async () => {
    // 200,000 USDC buys WETH on X's pool (1,000,000 USDC : 400 WETH): WETH costs ~44% more there.
    await devnet.swapOnPool(X, devnet.user(5), usdc, 200_000n * 10n ** 6n)
    const amount = 10_000n * 10n ** 6n
    const ends = { srcToken: usdc, dstToken: weth, srcChainId: X, dstChainId: Y }
    const [onX, onY] = await Promise.all([amountOut(X, usdc, amount), amountOut(Y, usdc, amount)])
    expect(onY).toBeGreaterThan(onX)

    const cheap = await routeWith('cheap', ends, amount)
    expect(cheap.route.type).toBe('bridge-swap')
    expect(cheap.outputAmount).toBe(onY)
    expect(cheap.route.steps.map((s) => [s.type, s.srcChainId, s.dstChainId])).toEqual([
      ['bridge', X, Y],
      ['swap', Y, Y],
    ])

    const fast = await routeWith('fast-quote', ends, amount)
    expect(fast.route.type).toBe('swap-bridge')
    expect(fast.outputAmount).toBe(onX)
    expect(fast.outputAmount).toBeLessThan(cheap.outputAmount)
  })

  it('for the same token, cheap finds swap→bridge→swap when the pools disagree enough', async () => {
    // WETH is cheap on Y and dear on X now: buy it on Y, bridge it, sell it on X.
    const amount = 10_000n * 10n ** 6n
    const ends = { srcToken: usdc, dstToken: usdc, srcChainId: Y, dstChainId: X }
    const viaWeth = await amountOut(X, weth, await amountOut(Y, usdc, amount))
    expect(viaWeth).toBeGreaterThan(amount)

    const cheap = await routeWith('cheap', ends, amount)
    expect(cheap.route.type).toBe('swap-bridge-swap')
    expect(cheap.outputAmount).toBe(viaWeth)
    expect(cheap.route.summary).toBe(
      `USDC on ${Y} → WETH on ${Y} (devnet-pool) → WETH on ${X} (devnet-bridge) → USDC on ${X} (devnet-pool)`,
    )

    const fast = await routeWith('fast-quote', ends, amount)
    expect(fast.route.type).toBe('bridge')
    expect(fast.outputAmount).toBe(amount)
  })

  it('fast-execution prefers the fewest hops over the output', async () => {
    const ends = { srcToken: usdc, dstToken: usdc, srcChainId: Y, dstChainId: X }
    expect((await routeWith('fast-execution', ends)).route.type).toBe('bridge')
  })
})
