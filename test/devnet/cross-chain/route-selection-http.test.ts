// intent-simple, cheap vs fast-quote, over real HTTP: spec "ComposeFlow" →
// routeSelectionMode (`cheap` evaluates every route and picks the best output, `fast-quote` takes
// the first valid one), "Quote response" → returnedData (minOutputAmount), and
// POST /v1/instructions/intent-simple. X's pool is skewed with a big swap so the modes disagree.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type PrivateKeyAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { assertConformsToOpenApi } from '../openapi/conformance.js'
import { setupDevnet } from '../setup-devnet.js'

const X = 31_771
const Y = 31_772
const AMOUNT = 10_000n * 10n ** 6n
const devnet = setupDevnet(() => startDevnet({ chains: { chainIds: [X, Y] } }))
let usdc: Address
let weth: Address
let owner: Address

beforeAll(() => {
  usdc = devnet.deployments[X]!.tokens.USDC.address
  weth = devnet.deployments[X]!.tokens.WETH.address
  owner = devnet.accounts[0]!.address
})

const chainOf = (id: number) => devnet.chains.find((c) => c.id === id)!
const client = (id: number) =>
  createPublicClient({ chain: chainOf(id), transport: http(), pollingInterval: 25 })

async function post(path: string, body: unknown) {
  const res = await fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const amountOut = (chainId: number, tokenIn: Address, amountIn: bigint) =>
  client(chainId).readContract({
    address: devnet.deployments[chainId]!.pool,
    abi: devPoolAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, amountIn],
  })

/** A swap straight on a chain's pool from a dev account: USDC in, so WETH gets dearer there. */
async function skewPool(chainId: number, from: PrivateKeyAccount, amountIn: bigint) {
  const pool = devnet.deployments[chainId]!.pool
  const wallet = createWalletClient({ chain: chainOf(chainId), transport: http(), account: from })
  const approve = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'approve',
    args: [pool, amountIn],
  })
  await client(chainId).waitForTransactionReceipt({ hash: approve })
  const hash = await wallet.writeContract({
    address: pool,
    abi: devPoolAbi,
    functionName: 'swap',
    args: [usdc, amountIn, 0n, from.address],
  })
  await client(chainId).waitForTransactionReceipt({ hash })
}

const ends = () => ({ srcToken: usdc, dstToken: weth, srcChainId: X, dstChainId: Y })

type ReturnedData = {
  composeFlowIndex: number
  outputAmount: string
  minOutputAmount: string
  route: { type: string; summary: string }
}
type QuoteBody = {
  returnedData: ReturnedData[]
  instructions: { chainId: number; calls: { to: string }[] }[]
}

async function quoteIntent(routeSelectionMode: 'cheap' | 'fast-quote') {
  const { status, body } = await post('/v1/quote', {
    mode: 'smart-account',
    ownerAddress: owner,
    composeFlows: [
      {
        type: '/instructions/intent-simple',
        data: { ...ends(), amount: AMOUNT.toString(), slippage: 0.01, routeSelectionMode },
      },
    ],
  })
  expect(status, JSON.stringify(body)).toBe(200)
  assertConformsToOpenApi('POST', '/v1/quote', 200, body)
  return body as unknown as QuoteBody
}

/** Which chains' pools the quote's calls go to. */
const poolChains = (quote: QuoteBody) =>
  quote.instructions
    .filter((i) => i.calls.some((c) => c.to === devnet.deployments[i.chainId]!.pool))
    .map((i) => i.chainId)

const floor99 = (amount: bigint) => (amount * 99n) / 100n

describe('routeSelectionMode over HTTP', () => {
  it('with equal pools both modes quote swap→bridge with the same output', async () => {
    const [cheap, fast] = [await quoteIntent('cheap'), await quoteIntent('fast-quote')]
    const onX = await amountOut(X, usdc, AMOUNT)
    for (const quote of [cheap, fast]) {
      expect(quote.returnedData).toEqual([
        expect.objectContaining({
          composeFlowIndex: 0,
          outputAmount: onX.toString(),
          minOutputAmount: floor99(onX).toString(),
          route: expect.objectContaining({ type: 'swap-bridge' }),
        }),
      ])
      expect(poolChains(quote)).toEqual([X])
    }
  })

  it('after WETH gets dearer on X: cheap bridges then swaps on Y for more; fast-quote still swaps on X', async () => {
    await skewPool(X, privateKeyToAccount(devnet.accounts[5]!.privateKey), 200_000n * 10n ** 6n)
    const [onX, onY] = [await amountOut(X, usdc, AMOUNT), await amountOut(Y, usdc, AMOUNT)]
    expect(onY).toBeGreaterThan(onX)

    const cheap = await quoteIntent('cheap')
    const fast = await quoteIntent('fast-quote')
    expect(cheap.returnedData[0]).toMatchObject({
      outputAmount: onY.toString(),
      minOutputAmount: floor99(onY).toString(),
      route: { type: 'bridge-swap' },
    })
    expect(fast.returnedData[0]).toMatchObject({
      outputAmount: onX.toString(),
      minOutputAmount: floor99(onX).toString(),
      route: { type: 'swap-bridge' },
    })
    expect(BigInt(fast.returnedData[0]!.outputAmount)).toBeLessThan(
      BigInt(cheap.returnedData[0]!.outputAmount),
    )
    // The calls follow the route: cheap swaps on Y's pool, fast-quote on X's.
    expect(poolChains(cheap)).toEqual([Y])
    expect(poolChains(fast)).toEqual([X])
  })

  it('POST /v1/instructions/intent-simple answers the cheap route, as the cheap quote does', async () => {
    const onY = await amountOut(Y, usdc, AMOUNT)
    const { status, body } = await post('/v1/instructions/intent-simple', {
      ...ends(),
      ownerAddress: owner,
      amount: AMOUNT.toString(),
      mode: 'smart-account',
      slippage: 0.01,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({
      outputAmount: onY.toString(),
      minOutputAmount: floor99(onY).toString(),
      route: {
        type: 'bridge-swap',
        outputAmount: onY.toString(),
        steps: [
          { type: 'bridge', srcChainId: X, dstChainId: Y },
          { type: 'swap', srcChainId: Y, dstChainId: Y, outputAmount: onY.toString() },
        ],
      },
    })
    const quote = await quoteIntent('cheap')
    expect(quote.returnedData[0]!.outputAmount).toBe(body.outputAmount)
    expect(quote.returnedData[0]!.route.summary).toBe((body.route as { summary: string }).summary)
  })

  it('a pair no route connects: 400 VALIDATION_ERROR, sub-error NO_ROUTE naming tokens and chains', async () => {
    const usdt = devnet.deployments[X]!.tokens.USDT.address
    const intentFlow = {
      type: '/instructions/intent-simple',
      data: { ...ends(), srcToken: usdt, amount: '1000000', slippage: 0.01 },
    }
    const { status, body } = await post('/v1/quote', {
      mode: 'smart-account',
      ownerAddress: owner,
      composeFlows: [intentFlow],
    })
    expect(status).toBe(400)
    assertConformsToOpenApi('POST', '/v1/quote', 400, body)
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(
        `USDT (${usdt}) on chain ${X} to WETH (${weth}) on chain ${Y}`,
      ),
      errors: [{ code: 'NO_ROUTE', path: ['composeFlows', '0', 'data', 'dstToken'] }],
    })
    const direct = await post('/v1/instructions/intent-simple', {
      ...intentFlow.data,
      ownerAddress: owner,
      mode: 'smart-account',
    })
    expect(direct.status).toBe(400)
    expect(direct.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ code: 'NO_ROUTE', path: ['dstToken'] }],
    })
  })
})
