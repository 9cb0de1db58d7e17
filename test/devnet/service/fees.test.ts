// Spec "Quote request" FeeToken and rule 2 (absent → sponsored): a fee-paying quote charges
// `fee.amount` of the fee token to the node, says so in `fee` and `paymentInfo`, and refunds the
// unspent gas budget in ETH to `gasRefundAddress` — all checked to the wei.
import { type Address, formatUnits, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import { devPoolAbi } from '../../../src/devnet/artifacts/DevPool.js'
import { assertConformsToOpenApi } from '../openapi/conformance.js'
import { devAccount, startTestDevnet, waitForFinal } from '../service/fixture.js'
import { setupDevnet } from '../setup-devnet.js'

const CHAIN = 31_951
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Address
let weth: Address
let executor: Address
beforeAll(() => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
  weth = devnet.network.deployments[CHAIN]!.tokens.WETH.address
  executor = devnet.network.roles.executor.address
})

const transferFlow = (token: Address, to: Address, amount: bigint) => ({
  type: '/instructions/build' as const,
  data: {
    to: token,
    chainId: CHAIN,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [to, amount.toString()],
  },
})

async function send(ownerIndex: number, token: Address, to: Address, amount: bigint) {
  const hash = await devnet.walletFor(CHAIN, devAccount(ownerIndex)).writeContract({
    address: token,
    abi: [
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
    ],
    functionName: 'transfer',
    args: [to, amount],
  })
  await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash })
}

/**
 * What the executor paid for the supertransaction's op transactions, from their receipts. On
 * Nexus one `handleOps` transaction carries several ops (here the payment op and the flow's op),
 * so each transaction counts once; the test runs one supertransaction at a time, so no other
 * supertransaction's op shares it.
 */
async function opGasCost(hash: Hex): Promise<bigint> {
  const receipt = await waitForFinal(devnet, hash)
  let total = 0n
  for (const txHash of new Set(receipt.userOps.map((op) => op.transactionHash as Hex))) {
    const tx = await devnet.publicClient(CHAIN).getTransactionReceipt({ hash: txHash })
    total += tx.gasUsed * tx.effectiveGasPrice
  }
  return total
}

/** The refund is sent right after the last op; wait (bounded) until it shows. */
async function ethBalanceOnceChanged(address: Address, before: bigint): Promise<bigint> {
  for (let i = 0; i < 400; i++) {
    const now = await devnet.publicClient(CHAIN).getBalance({ address })
    if (now !== before) return now
    await new Promise((r) => setTimeout(r, 25))
  }
  return devnet.publicClient(CHAIN).getBalance({ address })
}

/** Expected fee: Σ maxGasLimit × maxFeePerGas of the ops, in USDC at the pool's spot price. */
async function expectedUsdcFee(quote: QuoteResponse) {
  const gasWei = quote.quote.userOps.reduce(
    (sum, op) => sum + BigInt(op.maxGasLimit as string) * BigInt(op.maxFeePerGas as string),
    0n,
  )
  const [reserveUsdc, reserveWeth] = await devnet.publicClient(CHAIN).readContract({
    address: devnet.network.deployments[CHAIN]!.pool,
    abi: devPoolAbi,
    functionName: 'getReserves',
  })
  const tokenWei = (gasWei * reserveUsdc + reserveWeth - 1n) / reserveWeth
  return { gasWei, tokenWei }
}

describe('feeToken', () => {
  it('smart-account: the account pays fee.amount of USDC to the node; unspent gas comes back in ETH', async () => {
    const owner = devAccount(2)
    const recipient = devAccount(9).address
    const refundTo = privateKeyToAccount(generatePrivateKey()).address
    const [{ address: account }] = (await devnet.service.orchestrator({
      ownerAddress: owner.address,
      chains: [CHAIN],
    })) as unknown as [{ address: Address }]
    await send(2, usdc, account, 50_000_000n)
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      feeToken: { address: usdc, chainId: CHAIN, gasRefundAddress: refundTo },
      composeFlows: [transferFlow(usdc, recipient, 10_000_000n)],
    })
    assertConformsToOpenApi('POST', '/v1/quote', 200, quote)
    const { gasWei, tokenWei } = await expectedUsdcFee(quote)
    expect(tokenWei).toBeGreaterThan(0n)
    expect(quote.fee).toEqual({ amount: tokenWei.toString(), token: usdc, chainId: CHAIN })
    expect(quote.quote.paymentInfo).toMatchObject({
      token: usdc,
      chainId: CHAIN,
      sponsored: false,
      tokenWeiAmount: tokenWei.toString(),
      tokenAmount: formatUnits(tokenWei, 6),
      tokenValue: formatUnits(tokenWei, 6),
      gasFee: gasWei.toString(),
    })
    const before = await Promise.all([
      devnet.balanceOf(CHAIN, usdc, account),
      devnet.balanceOf(CHAIN, usdc, executor),
      devnet.balanceOf(CHAIN, usdc, recipient),
    ])
    const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    const spent = await opGasCost(quote.quote.hash as Hex)
    expect(await devnet.balanceOf(CHAIN, usdc, account)).toBe(before[0]! - 10_000_000n - tokenWei)
    expect(await devnet.balanceOf(CHAIN, usdc, executor)).toBe(before[1]! + tokenWei)
    expect(await devnet.balanceOf(CHAIN, usdc, recipient)).toBe(before[2]! + 10_000_000n)
    expect(spent).toBeLessThan(gasWei)
    expect(await ethBalanceOnceChanged(refundTo, 0n)).toBe(gasWei - spent)
  })

  it('eoa/permit: the owner permits funding + fee; exactly that leaves the owner, the fee reaches the node', async () => {
    const owner = devAccount(3)
    const recipient = devAccount(9).address
    const quote = await devnet.service.quote({
      mode: 'eoa',
      ownerAddress: owner.address,
      fundingTokens: [{ tokenAddress: usdc, chainId: CHAIN, amount: '7000000' }],
      feeToken: { address: usdc, chainId: CHAIN },
      composeFlows: [transferFlow(usdc, recipient, 7_000_000n)],
    })
    assertConformsToOpenApi('POST', '/v1/quote', 200, quote)
    const fee = BigInt(quote.fee.amount)
    expect(fee).toBe((await expectedUsdcFee(quote)).tokenWei)
    const permit = quote.payloadToSign[0] as unknown as {
      signablePayload: {
        domain: { name: string; version: string; chainId: number; verifyingContract: Hex }
        types: { Permit: { name: string; type: string }[] }
        message: Record<'owner' | 'spender' | 'value' | 'nonce' | 'deadline', string>
      }
    }
    const { domain, types, message } = permit.signablePayload
    expect(BigInt(message.value)).toBe(7_000_000n + fee)
    const ownerEth = await devnet.publicClient(CHAIN).getBalance({ address: owner.address })
    const before = await Promise.all([
      devnet.balanceOf(CHAIN, usdc, owner.address),
      devnet.balanceOf(CHAIN, usdc, executor),
    ])
    const signature = await owner.signTypedData({
      domain,
      types,
      primaryType: 'Permit',
      message: {
        owner: message.owner as Hex,
        spender: message.spender as Hex,
        value: BigInt(message.value),
        nonce: BigInt(message.nonce),
        deadline: BigInt(message.deadline),
      },
    })
    await devnet.service.execute({
      ...quote,
      payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
    } as never)
    const spent = await opGasCost(quote.quote.hash as Hex)
    expect(await devnet.balanceOf(CHAIN, usdc, owner.address)).toBe(before[0]! - 7_000_000n - fee)
    expect(await devnet.balanceOf(CHAIN, usdc, executor)).toBe(before[1]! + fee)
    // No gasRefundAddress: the owner gets the refund.
    const gasFee = BigInt(quote.quote.paymentInfo.gasFee as string)
    expect(await ethBalanceOnceChanged(owner.address, ownerEth)).toBe(ownerEth + gasFee - spent)
  })

  it('prices WETH 1:1 with the gas budget', async () => {
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: devAccount(4).address,
      feeToken: { address: weth, chainId: CHAIN },
      composeFlows: [transferFlow(usdc, devAccount(9).address, 1n)],
    })
    expect(quote.fee.amount).toBe(quote.quote.paymentInfo.gasFee)
    expect(quote.quote.paymentInfo.tokenAmount).toBe(formatUnits(BigInt(quote.fee.amount), 18))
  })

  it('refuses a token the devnet cannot take fees in (400 at feeToken.address)', async () => {
    const request = {
      mode: 'smart-account' as const,
      ownerAddress: devAccount(4).address,
      composeFlows: [transferFlow(usdc, devAccount(9).address, 1n)],
    }
    await expect(
      devnet.service.quote({ ...request, feeToken: { address: executor, chainId: CHAIN } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', errors: [{ path: ['feeToken', 'address'] }] },
    })
    await expect(
      devnet.service.quote({ ...request, feeToken: { address: usdc, chainId: 5 } }),
    ).rejects.toMatchObject({
      body: { code: 'INVALID_CHAIN', errors: [{ path: ['feeToken', 'chainId'] }] },
    })
  })

  it('is sponsored without a feeToken (spec rule 2)', async () => {
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: devAccount(4).address,
      composeFlows: [transferFlow(usdc, devAccount(9).address, 1n)],
    })
    expect(quote.fee.amount).toBe('0')
    expect(quote.quote.paymentInfo).toMatchObject({ sponsored: true, tokenWeiAmount: '0' })
  })
})
