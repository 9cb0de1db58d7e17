import { type Address, getAddress, parseEventLogs, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { devTokenAbi } from '../../../src/devnet/artifacts/DevToken.js'
import { type DeployClients, writeAndWait } from '../../../src/devnet/deploy/clients.js'
import { deployPool } from '../../../src/devnet/deploy/pool.js'
import {
  type DeployTokensReturnType,
  deployTokens,
  mintTokens,
} from '../../../src/devnet/deploy/tokens.js'
import { account, type DevChain, expectRevert, startDevChain } from './devChain.js'

const alice = account(0)
const bob = account(1)
const seedA = parseUnits('3000000', 6) // USDC
const seedB = parseUnits('1000', 18) // WETH: 3000 USDC per WETH

let dev: DevChain
let tokens: DeployTokensReturnType
let pool: Address
let asAlice: DeployClients

/** Uniswap v2's getAmountOut, computed independently of the contract. */
const expectedOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

const reserves = () =>
  dev.publicClient.readContract({ address: pool, abi: devPoolAbi, functionName: 'getReserves' })
const balanceOf = (token: Address, owner: Address) =>
  dev.publicClient.readContract({
    address: token,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

beforeAll(async () => {
  dev = await startDevChain(31_421)
  tokens = await deployTokens(dev.clients)
  pool = await deployPool(dev.clients, {
    tokenA: tokens.USDC.address,
    tokenB: tokens.WETH.address,
    amountA: seedA,
    amountB: seedB,
  })
  asAlice = { ...dev.clients, walletClient: dev.walletFor(alice) }
  await mintTokens(dev.clients, tokens.USDC.address, [alice.address], parseUnits('100000', 6))
  await mintTokens(dev.clients, tokens.WETH.address, [alice.address], parseUnits('10', 18))
  for (const token of [tokens.USDC.address, tokens.WETH.address]) {
    await writeAndWait(asAlice, {
      address: token,
      abi: devTokenAbi,
      functionName: 'approve',
      args: [pool, 2n ** 255n],
    })
  }
})
afterAll(async () => {
  await dev?.anvil.stop()
})

const swap = (tokenIn: Address, amountIn: bigint, minOut: bigint, recipient: Address) =>
  writeAndWait(asAlice, {
    address: pool,
    abi: devPoolAbi,
    functionName: 'swap',
    args: [tokenIn, amountIn, minOut, recipient],
  })

describe('DevPool (devnet-protocol: Contracts)', () => {
  it('deployPool seeds the reserves', async () => {
    expect(await reserves()).toEqual([seedA, seedB])
    expect(await balanceOf(tokens.USDC.address, pool)).toBe(seedA)
    const [tokenA, tokenB] = await Promise.all(
      (['tokenA', 'tokenB'] as const).map((functionName) =>
        dev.publicClient.readContract({ address: pool, abi: devPoolAbi, functionName }),
      ),
    )
    expect([tokenA, tokenB]).toEqual([tokens.USDC.address, tokens.WETH.address])
  })

  it('swaps along x·y=k with the 0.3% fee, exactly, in both directions', async () => {
    const usdc = tokens.USDC.address
    const weth = tokens.WETH.address
    for (const [tokenIn, tokenOut, amountIn] of [
      [usdc, weth, parseUnits('12345.678901', 6)],
      [weth, usdc, parseUnits('1.234567890123456789', 18)],
    ] as const) {
      const [rA, rB] = await reserves()
      const [reserveIn, reserveOut] = tokenIn === usdc ? [rA, rB] : [rB, rA]
      const want = expectedOut(amountIn, reserveIn, reserveOut)
      const quoted = await dev.publicClient.readContract({
        address: pool,
        abi: devPoolAbi,
        functionName: 'getAmountOut',
        args: [tokenIn, amountIn],
      })
      expect(quoted).toBe(want)

      const before = await balanceOf(tokenOut, bob.address)
      const hash = await swap(tokenIn, amountIn, want, bob.address)
      expect(await balanceOf(tokenOut, bob.address)).toBe(before + want)
      const receipt = await dev.publicClient.getTransactionReceipt({ hash })
      const [event] = parseEventLogs({ abi: devPoolAbi, eventName: 'Swap', logs: receipt.logs })
      expect(event?.args).toEqual({
        sender: alice.address,
        tokenIn: getAddress(tokenIn),
        tokenOut: getAddress(tokenOut),
        amountIn,
        amountOut: want,
        recipient: bob.address,
      })

      const after = await reserves()
      const [newIn, newOut] = tokenIn === usdc ? after : [after[1], after[0]]
      expect([newIn, newOut]).toEqual([reserveIn + amountIn, reserveOut - want])
      // The fee stays in the pool, so k never falls.
      expect(newIn * newOut).toBeGreaterThanOrEqual(reserveIn * reserveOut)
    }
  })

  it('reverts with InsufficientOutput when the output is below minAmountOut', async () => {
    const amountIn = parseUnits('1000', 6)
    const [rA, rB] = await reserves()
    const out = expectedOut(amountIn, rA, rB)
    await expectRevert(
      swap(tokens.USDC.address, amountIn, out + 1n, bob.address),
      'InsufficientOutput',
      [out, out + 1n],
    )
    expect(await reserves()).toEqual([rA, rB])
  })

  it('rejects a token that is not in the pool and a zero amount', async () => {
    await expectRevert(swap(tokens.USDT.address, 1n, 0n, bob.address), 'UnknownToken', [
      tokens.USDT.address,
    ])
    await expectRevert(swap(tokens.USDC.address, 0n, 0n, bob.address), 'ZeroAmount')
  })
})
