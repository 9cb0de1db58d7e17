// The flagship supertransaction, one signature across two chains: swap USDC→WETH on chain A,
// bridge the swapped WETH (a runtime balance, spec ComposeFlow `/instructions/build-ccip`), and
// deposit it on chain B with "my WETH balance on B, gte the minimum" — an op that waits for the
// relayer.
import type { Address, Hex, PrivateKeyAccount } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ComposeFlow } from '../../../src/core/schemas/compose-flow.js'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { setupDevnet } from '../setup-devnet.js'
import { eventually, startCrossChain } from './fixture.js'

const A = 31_741
const B = 31_742
// Long enough that an op on B bounded 2 s after the quote cannot see the bridged funds in time.
const BRIDGE_DELAY_MS = 3_000
const SWAP_IN = 10_000n * 10n ** 6n
const devnet = setupDevnet(() => startCrossChain([A, B], { bridgeDelayMs: BRIDGE_DELAY_MS }))
let usdc: Address
let weth: Address
let pool: Address
const vault = () => devnet.user(9).address

beforeAll(() => {
  usdc = devnet.tokens.USDC.address
  weth = devnet.tokens.WETH.address
  pool = devnet.network.deployments[A]!.pool
})

const runtimeWeth = (gte: bigint) => ({
  type: 'runtimeErc20Balance' as const,
  tokenAddress: weth,
  constraints: { gte: gte.toString() },
})

function flows(account: Address, minOut: bigint, depositUpperBound?: number): ComposeFlow[] {
  return [
    {
      type: '/instructions/build',
      data: {
        to: usdc,
        chainId: A,
        functionSignature: 'function approve(address spender, uint256 amount)',
        args: [pool, SWAP_IN.toString()],
      },
    },
    {
      type: '/instructions/build',
      data: {
        to: pool,
        chainId: A,
        functionSignature:
          'function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address recipient)',
        // The recipient is the account on A: it bridges what the swap gave.
        args: [usdc, SWAP_IN.toString(), minOut.toString(), account],
      },
    },
    {
      type: '/instructions/build-ccip',
      data: {
        srcToken: weth,
        dstToken: weth,
        srcChainId: A,
        dstChainId: B,
        amount: runtimeWeth(minOut),
      },
    },
    {
      type: '/instructions/build',
      data: {
        to: weth,
        chainId: B,
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [vault(), runtimeWeth(minOut)],
        ...(depositUpperBound ? { upperBoundTimestamp: depositUpperBound } : {}),
      },
    },
  ] as ComposeFlow[]
}

async function prepare(owner: PrivateKeyAccount) {
  const account = await devnet.accountOf(owner.address)
  await devnet.transfer(A, owner, usdc, account, SWAP_IN)
  const expectedOut = await devnet.publicClient(A).readContract({
    address: pool,
    abi: devPoolAbi,
    functionName: 'getAmountOut',
    args: [usdc, SWAP_IN],
  })
  const minOut = (expectedOut * 99n) / 100n
  return { account, expectedOut, minOut }
}

const wethSupply = async () =>
  (await devnet.totalSupply(A, weth)) + (await devnet.totalSupply(B, weth))

describe('swap on A → bridge → deposit on B, one signature', () => {
  it('moves the swapped WETH to the vault on B to the wei, balances checked on both chains', async () => {
    const owner = devnet.user(3)
    const { account, expectedOut, minOut } = await prepare(owner)
    const [vaultBefore, supplyBefore] = await Promise.all([
      devnet.balanceOf(B, weth, vault()),
      wethSupply(),
    ])
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: flows(account, minOut),
    })
    expect(quote.payloadToSign).toHaveLength(1)
    expect(quote.quote.userOps.map((op) => op.chainId)).toEqual([A, B])
    const executed = await devnet.signAndExecute(quote, owner)
    expect(executed.success).toBe(true)
    const receipt = await devnet.waitForFinal(quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    expect(receipt.userOps.map((op) => op.executionStatus)).toEqual([
      'MINED_SUCCESS',
      'MINED_SUCCESS',
    ])
    // Chain A: the USDC was swapped and the WETH burnt by the bridge; nothing is left behind.
    expect(await devnet.balanceOf(A, usdc, account)).toBe(0n)
    expect(await devnet.balanceOf(A, weth, account)).toBe(0n)
    // Chain B: the vault got exactly what the swap gave; the account keeps nothing.
    expect(await devnet.balanceOf(B, weth, vault())).toBe(vaultBefore + expectedOut)
    expect(await devnet.balanceOf(B, weth, account)).toBe(0n)
    expect(await wethSupply()).toBe(supplyBefore)
  }, 30_000)

  it('with the deposit bounded too tightly it ends failed, and the bridged funds wait on B', async () => {
    const owner = devnet.user(4)
    const { account, expectedOut, minOut } = await prepare(owner)
    const [vaultBefore, supplyBefore] = await Promise.all([
      devnet.balanceOf(B, weth, vault()),
      wethSupply(),
    ])
    const upper = Math.floor(Date.now() / 1000) + 2
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: flows(account, minOut, upper),
    })
    await devnet.signAndExecute(quote, owner)
    const receipt = await devnet.waitForFinal(quote.quote.hash as Hex)
    expect(receipt.status).toBe('failed')
    const [onA, onB] = receipt.userOps
    expect(onA).toMatchObject({ chainId: A, executionStatus: 'MINED_SUCCESS' })
    expect(onB).toMatchObject({ chainId: B, executionStatus: 'FAILED' })
    expect(onB!.error).toMatch(/upper bound/)
    // Safe and accounted for: the relayer still delivers, to the owner's account on B.
    expect(await eventually(() => devnet.balanceOf(B, weth, account), expectedOut)).toBe(
      expectedOut,
    )
    expect(await devnet.balanceOf(A, usdc, account)).toBe(0n)
    expect(await devnet.balanceOf(B, weth, vault())).toBe(vaultBefore)
    expect(await wethSupply()).toBe(supplyBefore)
  }, 30_000)
})
