// Spec "POST /v1/instructions/intent-simple" and "Route": routing over the devnet's USDC/WETH
// pools and its bridge, on real anvil chains. Expected amounts are read from the pools themselves.
import { type Address, decodeFunctionData, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  type IntentSimpleRequest,
  intentSimpleRequestSchema,
  intentSimpleResponseSchema,
} from '../../../src/core/schemas/intent.js'
import { devBridgeAbi } from '../../../src/devnet/artifacts/DevBridge.js'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { intentSimple } from '../../../src/devnet/service/intent/intent-simple.js'
import { setupDevnet } from '../setup-devnet.js'
import { startCrossChain } from './fixture.js'

const X = 31_711
const Y = 31_712
const devnet = setupDevnet(() => startCrossChain([X, Y]))
let usdc: Address
let weth: Address
let usdt: Address
let owner: Address
let account: Address

beforeAll(async () => {
  ;({
    USDC: { address: usdc },
    WETH: { address: weth },
    USDT: { address: usdt },
  } = devnet.tokens)
  owner = devnet.user(0).address
  // The owner's Nexus 2.2.1 account, one address on every devnet chain.
  account = await devnet.ctx.accounts.nexusAddress(devnet.ctx.chains.get(X)!, owner)
}, 60_000)

const request = (overrides: Partial<IntentSimpleRequest> = {}): IntentSimpleRequest => ({
  srcToken: usdc,
  dstToken: weth,
  srcChainId: X,
  dstChainId: X,
  ownerAddress: owner,
  amount: '1000000000',
  mode: 'smart-account',
  slippage: 0.01,
  ...overrides,
})
const route = (overrides: Partial<IntentSimpleRequest> = {}) =>
  intentSimple(devnet.ctx, request(overrides))
const amountOut = (chainId: number, tokenIn: Address, amountIn: bigint) =>
  devnet.publicClient(chainId).readContract({
    address: devnet.network.deployments[chainId]!.pool,
    abi: devPoolAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, amountIn],
  })
const floorPercent = (amount: bigint, keepPerMille: bigint) => (amount * keepPerMille) / 1000n

describe('intent-simple routes (spec: POST /v1/instructions/intent-simple)', () => {
  it('swaps on the pool for the same chain: approve + swap, output from getAmountOut, min after 1%', async () => {
    const expected = await amountOut(X, usdc, 1_000_000_000n)
    const response = await route()
    expect(z.safeParse(intentSimpleResponseSchema, response).success).toBe(true)
    expect(response.outputAmount).toBe(expected.toString())
    expect(response.minOutputAmount).toBe(floorPercent(expected, 990n).toString())
    expect(response.route.type).toBe('swap')
    expect(response.route.totalBridgeFeesUsd).toBe(0)
    const pool = devnet.network.deployments[X]!.pool
    expect(response.route.steps).toEqual([
      expect.objectContaining({
        type: 'swap',
        protocol: 'devnet-pool',
        sources: ['devnet-pool'],
        srcToken: usdc,
        dstToken: weth,
        srcChainId: X,
        dstChainId: X,
        inputAmount: '1000000000',
        outputAmount: expected.toString(),
        minOutputAmount: response.minOutputAmount,
        toContract: pool,
        isFirstStep: true,
      }),
    ])
    const { args } = decodeFunctionData({
      abi: devPoolAbi,
      data: response.route.steps[0]!.callData as Hex,
    })
    expect(args).toEqual([usdc, 1_000_000_000n, floorPercent(expected, 990n), account])
    expect(response.instructions).toHaveLength(1)
    expect(response.instructions[0]!.chainId).toBe(X)
    expect(response.instructions[0]!.calls.map((c) => [c.to, c.functionSig])).toEqual([
      [usdc, 'approve(address,uint256)'],
      [pool, 'swap(address,uint256,uint256,address)'],
    ])
  })

  it('bridges the same token to another chain 1:1, delivering to the account there', async () => {
    const response = await route({ dstToken: usdc, dstChainId: Y })
    expect(response.route.type).toBe('bridge')
    expect(response.outputAmount).toBe('1000000000')
    expect(response.minOutputAmount).toBe('990000000')
    const [step] = response.route.steps
    expect(step).toMatchObject({ protocol: 'devnet-bridge', srcChainId: X, dstChainId: Y })
    const { args } = decodeFunctionData({ abi: devBridgeAbi, data: step!.callData as Hex })
    expect(args).toEqual([usdc, 1_000_000_000n, BigInt(Y), account])
    expect(response.instructions[0]!.calls[0]!.to).toBe(devnet.network.deployments[X]!.bridge)
  })

  it('in eoa-7702 mode runs from and delivers to the EOA itself', async () => {
    const response = await route({ dstToken: usdc, dstChainId: Y, mode: 'eoa-7702' })
    const { args } = decodeFunctionData({
      abi: devBridgeAbi,
      data: response.route.steps[0]!.callData as Hex,
    })
    expect(args[3]).toBe(owner)
  })

  it('a later step waits for the previous one: runtime balance gte its minimum output', async () => {
    const response = await route({ dstChainId: Y })
    expect(response.route.type).toBe('swap-bridge')
    const [swap, bridge] = response.route.steps
    expect(bridge).toMatchObject({ isFirstStep: false, pivotBalance: swap!.minOutputAmount })
    const lock = response.instructions[1]!.calls[0]!
    expect(lock.functionSig).toBe('lock(address,uint256,uint256,address)')
    const balance = lock.inputParams.find((p) => p.fetcherType === 1)!
    expect(balance.constraints).toEqual([
      {
        constraintType: 1, // GTE (docs/nexus-encoding.md)
        referenceData: `0x${BigInt(swap!.minOutputAmount).toString(16).padStart(64, '0')}`,
      },
    ])
  })
})

describe('the service endpoint', () => {
  it('answers POST /v1/instructions/intent-simple with the same route as the module', async () => {
    const [fromService, fromModule] = await Promise.all([
      devnet.service.intentSimple(request({ dstChainId: Y })),
      route({ dstChainId: Y }),
    ])
    expect(fromService).toEqual(fromModule)
  })
})

describe('slippage (spec: 0 to 1, default 0.01)', () => {
  it('defaults to 1% when the request omits it', async () => {
    const { slippage: _, ...rest } = request({ dstToken: usdc, dstChainId: Y, amount: '999' })
    const parsed = z.parse(intentSimpleRequestSchema, rest)
    const response = await intentSimple(devnet.ctx, parsed)
    expect(response.minOutputAmount).toBe('989') // 999 · 0.99 = 989.01, floored
  })

  it('keeps the whole output at 0, nothing at 1, and floors in between', async () => {
    const expected = await amountOut(X, usdc, 1_000_000_000n)
    expect((await route({ slippage: 0 })).minOutputAmount).toBe(expected.toString())
    expect((await route({ slippage: 1 })).minOutputAmount).toBe('0')
    expect((await route({ slippage: 0.005 })).minOutputAmount).toBe(
      floorPercent(expected, 995n).toString(),
    )
  })
})

describe('provider filters (allow/deny swap and bridge providers)', () => {
  it('denying the bridge leaves no cross-chain route: 400 VALIDATION_ERROR / NO_ROUTE naming the filter', async () => {
    await expect(
      route({ dstChainId: Y, denyBridgeProviders: 'devnet-bridge' }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('denyBridgeProviders="devnet-bridge"'),
        errors: [{ code: 'NO_ROUTE', path: ['denyBridgeProviders'] }],
      },
    })
  })

  it('an allow list without the devnet pool rules out swaps: 400 naming allowSwapProviders', async () => {
    await expect(route({ allowSwapProviders: 'uniswap,1inch' })).rejects.toMatchObject({
      body: {
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('allowSwapProviders="uniswap,1inch"'),
        errors: [{ code: 'NO_ROUTE', path: ['allowSwapProviders'] }],
      },
    })
  })

  it('names are matched without case or blanks, and an allowed provider routes as usual', async () => {
    const response = await route({ dstChainId: Y, allowBridgeProviders: ' Devnet-Bridge , other' })
    expect(response.route.type).toBe('swap-bridge')
  })
})

describe('validation', () => {
  it('rejects a token the devnet does not have, naming the field', async () => {
    await expect(
      route({ srcToken: '0x000000000000000000000000000000000000dEaD' }),
    ).rejects.toMatchObject({
      body: { code: 'VALIDATION_ERROR', errors: [{ path: ['srcToken'] }] },
    })
  })

  it('rejects the same token on the same chain: nothing to do', async () => {
    await expect(route({ dstToken: usdc })).rejects.toMatchObject({
      body: { code: 'VALIDATION_ERROR', errors: [{ path: ['dstToken'] }] },
    })
  })

  it('answers INVALID_CHAIN for a chain the devnet does not run', async () => {
    await expect(route({ dstChainId: 4242 })).rejects.toMatchObject({
      body: { code: 'INVALID_CHAIN', errors: [{ path: ['dstChainId'] }] },
    })
  })

  it('finds no route for a token no pool trades (USDT to WETH)', async () => {
    await expect(route({ srcToken: usdt, dstChainId: Y })).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: `The devnet has no route from USDT (${usdt}) on chain ${X} to WETH (${weth}) on chain ${Y}: its pools trade only their token pair and its bridge delivers each token as the same token.`,
        errors: [{ code: 'NO_ROUTE', path: ['dstToken'] }],
      },
    })
  })

  it('rejects a runtime balance of another token, and one that is empty with no constraint', async () => {
    await expect(
      route({ amount: { type: 'runtimeErc20Balance', tokenAddress: weth } }),
    ).rejects.toMatchObject({ body: { errors: [{ path: ['amount', 'tokenAddress'] }] } })
    await expect(
      route({ amount: { type: 'runtimeErc20Balance', tokenAddress: usdc } }),
    ).rejects.toMatchObject({ body: { code: 'VALIDATION_ERROR', errors: [{ path: ['amount'] }] } })
  })

  it('routes a runtime balance by its gte constraint and keeps it as the first step amount', async () => {
    const response = await route({
      amount: { type: 'runtimeErc20Balance', tokenAddress: usdc, constraints: { gte: '5000000' } },
    })
    expect(response.route.steps[0]!.inputAmount).toBe('5000000')
    const swap = response.instructions[0]!.calls[1]!
    expect(swap.inputParams.some((p) => p.fetcherType === 1)).toBe(true)
  })
})
