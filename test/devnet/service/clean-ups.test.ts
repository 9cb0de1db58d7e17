// Spec "Quote request" CleanUp: after the other ops, leftovers go to the recipient — the whole
// runtime balance when no amount is given — and a failing clean-up never fails the supertransaction.
import type { Address, Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import { devAccount, startTestDevnet, waitForFinal } from '../service/fixture.js'
import { setupDevnet } from '../setup-devnet.js'

const CHAIN = 31_981
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let tokens: { USDC: Address; WETH: Address; USDT: Address }
beforeAll(() => {
  const t = devnet.network.deployments[CHAIN]!.tokens
  tokens = { USDC: t.USDC.address, WETH: t.WETH.address, USDT: t.USDT.address }
})

const erc20Transfer = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

async function fundAccount(ownerIndex: number, token: Address, amount: bigint) {
  const owner = devAccount(ownerIndex)
  const [{ address: account }] = (await devnet.service.orchestrator({
    ownerAddress: owner.address,
    chains: [CHAIN],
  })) as unknown as [{ address: Address }]
  const hash = await devnet.walletFor(CHAIN, owner).writeContract({
    address: token,
    abi: erc20Transfer,
    functionName: 'transfer',
    args: [account, amount],
  })
  await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash })
  return account
}

async function run(ownerIndex: number, request: Record<string, unknown>) {
  const owner = devAccount(ownerIndex)
  const quote = await devnet.service.quote({
    mode: 'smart-account',
    ownerAddress: owner.address,
    ...request,
  } as never)
  const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
  await devnet.service.execute({
    ...quote,
    payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
  } as never)
  return { quote, receipt: await waitForFinal(devnet, quote.quote.hash as Hex) }
}

const pay = (token: Address, to: Address, amount: bigint) => ({
  type: '/instructions/build' as const,
  data: {
    to: token,
    chainId: CHAIN,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [to, amount.toString()],
  },
})

describe('cleanUps', () => {
  it('sweeps the whole leftover without an amount, and exactly the amount with one', async () => {
    const account = await fundAccount(7, tokens.USDC, 10_000_000n)
    await fundAccount(7, tokens.WETH, 10n ** 18n)
    const bob = devAccount(8).address
    const carol = devAccount(9).address
    const before = await Promise.all([
      devnet.balanceOf(CHAIN, tokens.USDC, carol),
      devnet.balanceOf(CHAIN, tokens.WETH, carol),
    ])
    const { quote, receipt } = await run(7, {
      composeFlows: [pay(tokens.USDC, bob, 3_000_000n)],
      cleanUps: [
        { tokenAddress: tokens.USDC, chainId: CHAIN, recipientAddress: carol },
        {
          tokenAddress: tokens.WETH,
          chainId: CHAIN,
          recipientAddress: carol,
          amount: '400000000000000000',
        },
      ],
    })
    expect(quote.quote.userOps.map((op) => op.isCleanUpUserOp)).toEqual([false, true, true])
    expect(receipt.status).toBe('success')
    expect(receipt.userOps.map((op) => [op.isCleanUpUserOp, op.executionStatus])).toEqual([
      [false, 'MINED_SUCCESS'],
      [true, 'MINED_SUCCESS'],
      [true, 'MINED_SUCCESS'],
    ])
    expect(await devnet.balanceOf(CHAIN, tokens.USDC, account)).toBe(0n)
    expect(await devnet.balanceOf(CHAIN, tokens.USDC, carol)).toBe(before[0]! + 7_000_000n)
    expect(await devnet.balanceOf(CHAIN, tokens.WETH, account)).toBe(6n * 10n ** 17n)
    expect(await devnet.balanceOf(CHAIN, tokens.WETH, carol)).toBe(before[1]! + 4n * 10n ** 17n)
  })

  it('a clean-up that reverts does not fail a successful supertransaction', async () => {
    const account = await fundAccount(5, tokens.USDC, 2_000_000n)
    const bob = devAccount(8).address
    const bobBefore = await devnet.balanceOf(CHAIN, tokens.USDC, bob)
    const { receipt } = await run(5, {
      composeFlows: [pay(tokens.USDC, bob, 2_000_000n)],
      cleanUps: [
        // The account holds no USDT: this transfer reverts.
        {
          tokenAddress: tokens.USDT,
          chainId: CHAIN,
          recipientAddress: bob,
          amount: '5000000',
        },
      ],
    })
    expect(receipt.status).toBe('success')
    expect(receipt.userOps.map((op) => [op.isCleanUpUserOp, op.executionStatus])).toEqual([
      [false, 'MINED_SUCCESS'],
      [true, 'MINED_FAIL'],
    ])
    expect(receipt.userOps[1]!.error).toContain('ERC20InsufficientBalance')
    expect(await devnet.balanceOf(CHAIN, tokens.USDC, account)).toBe(0n)
    expect(await devnet.balanceOf(CHAIN, tokens.USDC, bob)).toBe(bobBefore + 2_000_000n)
  })
})
