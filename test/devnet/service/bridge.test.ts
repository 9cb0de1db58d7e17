// Spec ComposeFlow `/instructions/build-ccip` and POST /v1/instructions/build-ccip on the devnet
// bridge: lock on the source chain, the devnet relayer releases on the destination, and an op
// there waits (runtime balance constraint) until the funds arrive.
import { erc20Abi, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const A = 31_651
const B = 31_652
const owner = devAccount(2)
const recipient = devAccount(8).address
const devnet = setupDevnet(() => startTestDevnet([A, B], { bridgeDelayMs: 300 }))
let usdc: Hex
let account: Hex

beforeAll(async () => {
  usdc = devnet.network.deployments[A]!.tokens.USDC.address
  const groups = await devnet.service.orchestrator({ ownerAddress: owner.address, chains: [A, B] })
  account = (groups as { address: Hex }[])[0]!.address
  const hash = await devnet.walletFor(A, owner).writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 80_000_000n],
  })
  await devnet.publicClient(A).waitForTransactionReceipt({ hash })
}, 60_000)

describe('bridging with the devnet bridge', () => {
  it('builds the lock instruction and a destination balance override', async () => {
    const response = await devnet.service.buildCcip({
      srcToken: usdc,
      dstToken: usdc,
      srcChainId: A,
      dstChainId: B,
      ownerAddress: owner.address,
      amount: '1000',
      mode: 'smart-account',
    })
    expect(response.instructions).toHaveLength(1)
    expect(response.instructions[0]).toMatchObject({ chainId: A, isComposable: true })
    expect(response.instructions[0]!.calls[0]).toMatchObject({
      to: devnet.network.deployments[A]!.bridge,
      functionSig: 'lock(address,uint256,uint256,address)',
    })
    expect(response.simulationTokenOverrides).toEqual([
      { tokenAddress: usdc, accountAddress: account, chainId: B, balance: '1000' },
    ])
    await expect(
      devnet.service.buildCcip({
        srcToken: usdc,
        dstToken: usdc,
        srcChainId: A,
        dstChainId: 4242,
        ownerAddress: owner.address,
        amount: '1',
        mode: 'smart-account',
      }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_CHAIN', errors: [{ path: ['dstChainId'] }] } })
  })

  it('bridges A -> B and spends the arrived funds on B in one supertransaction, to the wei', async () => {
    const amount = 25_000_001n
    const [accountABefore, recipientBBefore, supplyBBefore] = await Promise.all([
      devnet.balanceOf(A, usdc, account),
      devnet.balanceOf(B, usdc, recipient),
      devnet
        .publicClient(B)
        .readContract({ address: usdc, abi: erc20Abi, functionName: 'totalSupply' }),
    ])
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [
        {
          type: '/instructions/build-ccip',
          data: {
            srcToken: usdc,
            dstToken: usdc,
            srcChainId: A,
            dstChainId: B,
            amount: amount.toString(),
          },
        },
        {
          type: '/instructions/build',
          data: {
            to: usdc,
            chainId: B,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [
              recipient,
              {
                type: 'runtimeErc20Balance',
                tokenAddress: usdc,
                constraints: { gte: amount.toString() },
              },
            ],
          },
        },
      ],
    })
    expect(quote.quote.userOps.map((op) => op.chainId)).toEqual([A, B])
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    expect(await devnet.balanceOf(A, usdc, account)).toBe(accountABefore - amount)
    expect(await devnet.balanceOf(B, usdc, account)).toBe(0n)
    expect(await devnet.balanceOf(B, usdc, recipient)).toBe(recipientBBefore + amount)
    const supplyB = await devnet.publicClient(B).readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    expect(supplyB).toBe(supplyBBefore + amount)
  })

  it("ends B's op waiting for the funds at once when the lock on A reverted, not at its upper bound", async () => {
    // An owner whose account holds no USDC on A: the lock reverts (MINED_FAIL), nothing bridges.
    const broke = devAccount(3)
    const upper = Math.floor(Date.now() / 1000) + 120
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: broke.address,
      upperBoundTimestamp: upper,
      composeFlows: [
        {
          type: '/instructions/build-ccip',
          data: { srcToken: usdc, dstToken: usdc, srcChainId: A, dstChainId: B, amount: '5000000' },
        },
        {
          type: '/instructions/build',
          data: {
            to: usdc,
            chainId: B,
            functionSignature: 'function transfer(address to, uint256 amount)',
            args: [
              recipient,
              {
                type: 'runtimeErc20Balance',
                tokenAddress: usdc,
                constraints: { gte: '5000000' },
              },
            ],
          },
        },
      ],
    })
    const signature = await signSimplePayload(broke, quote.payloadToSign[0]!)
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex, 20_000)
    expect(Math.floor(Date.now() / 1000)).toBeLessThan(upper - 60)
    expect(receipt.status).toBe('failed')
    const [lock, spend] = receipt.userOps.filter((op) => !op.isCleanUpUserOp)
    expect(lock).toMatchObject({ chainId: A, executionStatus: 'MINED_FAIL' })
    expect(spend).toMatchObject({ chainId: B, executionStatus: 'FAILED' })
    expect(spend!.error).toMatch(
      /^not executed: op \d+ of the supertransaction, on chain \d+, failed/,
    )
    expect(spend).not.toHaveProperty('transactionHash')
  })
})
