// Spec ComposeFlow `/instructions/intent-simple` in a quote: the route's steps become ops on both
// chains under one signature, later steps wait for bridged funds, and `returnedData` carries the
// route's minOutputAmount (spec "Quote response").
import type { Address, Hex, PrivateKeyAccount } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ComposeFlow } from '../../../src/core/schemas/compose-flow.js'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { setupDevnet } from '../setup-devnet.js'
import { startCrossChain } from './fixture.js'

const A = 31_761
const B = 31_762
const AMOUNT = 10_000n * 10n ** 6n
const devnet = setupDevnet(() => startCrossChain([A, B], { bridgeDelayMs: 300 }))
let usdc: Address
let weth: Address
const vault = () => devnet.user(9).address

beforeAll(() => {
  usdc = devnet.tokens.USDC.address
  weth = devnet.tokens.WETH.address
})

const amountOut = (chainId: number, tokenIn: Address, amountIn: bigint) =>
  devnet.publicClient(chainId).readContract({
    address: devnet.network.deployments[chainId]!.pool,
    abi: devPoolAbi,
    functionName: 'getAmountOut',
    args: [tokenIn, amountIn],
  })

function flows(minOut: bigint): ComposeFlow[] {
  return [
    {
      type: '/instructions/intent-simple',
      data: {
        srcToken: usdc,
        dstToken: weth,
        srcChainId: A,
        dstChainId: B,
        amount: AMOUNT.toString(),
        slippage: 0.01,
      },
    },
    {
      type: '/instructions/build',
      data: {
        to: weth,
        chainId: B,
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [
          vault(),
          {
            type: 'runtimeErc20Balance',
            tokenAddress: weth,
            constraints: { gte: minOut.toString() },
          },
        ],
      },
    },
  ]
}

async function run(owner: PrivateKeyAccount, expectedOut: bigint, routeType: string) {
  const account = await devnet.accountOf(owner.address)
  await devnet.transfer(A, owner, usdc, account, AMOUNT)
  const minOut = (expectedOut * 99n) / 100n
  const vaultBefore = await devnet.balanceOf(B, weth, vault())
  const quote = await devnet.service.quote({
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows: flows(minOut),
  })
  expect(quote.returnedData).toEqual([
    expect.objectContaining({
      outputAmount: expectedOut.toString(),
      minOutputAmount: minOut.toString(),
      route: expect.objectContaining({ type: routeType }),
    }),
  ])
  expect(quote.payloadToSign).toHaveLength(1)
  await devnet.signAndExecute(quote, owner)
  const receipt = await devnet.waitForFinal(quote.quote.hash as Hex)
  expect(receipt.status).toBe('success')
  expect(await devnet.balanceOf(A, usdc, account)).toBe(0n)
  expect(await devnet.balanceOf(B, weth, vault())).toBe(vaultBefore + expectedOut)
  return { quote, account }
}

describe('intent-simple compose flow, executed', () => {
  it('swap on A then bridge: the WETH arrives on B and is deposited, to the wei', async () => {
    const expectedOut = await amountOut(A, usdc, AMOUNT)
    const { quote, account } = await run(devnet.user(3), expectedOut, 'swap-bridge')
    expect(quote.quote.userOps.map((op) => op.chainId)).toEqual([A, B])
    expect(await devnet.balanceOf(A, weth, account)).toBe(0n)
  }, 30_000)

  it('bridge then swap on B (cheap, once WETH is dearer on A): the swap waits for the bridged USDC', async () => {
    await devnet.swapOnPool(A, devnet.user(5), usdc, 200_000n * 10n ** 6n)
    const expectedOut = await amountOut(B, usdc, AMOUNT)
    expect(expectedOut).toBeGreaterThan(await amountOut(A, usdc, AMOUNT))
    const { account } = await run(devnet.user(4), expectedOut, 'bridge-swap')
    expect(await devnet.balanceOf(B, usdc, account)).toBe(0n)
  }, 30_000)
})
