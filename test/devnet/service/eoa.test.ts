// Spec "Signing by quoteType": eoa mode funded with a permit token (permit) or without one
// (onchain), end to end on anvil; the owner's EOA pays, the orchestrator account runs the calls.
import { type Hex, isAddressEqual } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAIN = 31_611
const devnet = setupDevnet(() => startTestDevnet([CHAIN]))
let usdc: Hex
let usdt: Hex
beforeAll(() => {
  usdc = devnet.network.deployments[CHAIN]!.tokens.USDC.address
  usdt = devnet.network.deployments[CHAIN]!.tokens.USDT.address
})

const eoaQuote = (ownerIndex: number, token: Hex, amount: bigint, to: Hex) =>
  devnet.service.quote({
    mode: 'eoa',
    ownerAddress: devAccount(ownerIndex).address,
    fundingTokens: [{ tokenAddress: token, chainId: CHAIN, amount: amount.toString() }],
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          to: token,
          chainId: CHAIN,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [to, amount.toString()],
        },
      },
    ],
  })

type PermitItem = {
  signablePayload: {
    domain: { name: string; version: string; chainId: number; verifyingContract: Hex }
    types: { Permit: { name: string; type: string }[] }
    message: Record<'owner' | 'spender' | 'value' | 'nonce' | 'deadline', string>
  }
}

/** Signs the permit the way a wallet does (uint256 fields as numbers). */
function signPermit(ownerIndex: number, quote: QuoteResponse) {
  const { domain, types, message } = (quote.payloadToSign[0] as unknown as PermitItem)
    .signablePayload
  return devAccount(ownerIndex).signTypedData({
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
}

const withSignature = (quote: QuoteResponse, signature: Hex) =>
  ({ ...quote, payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })) }) as never

describe('eoa mode, permit token (USDC)', () => {
  it('pulls the funds with one permit signature and pays the recipient, to the wei', async () => {
    const owner = devAccount(1)
    const recipient = devAccount(8).address
    const [ownerBefore, recipientBefore] = await Promise.all([
      devnet.balanceOf(CHAIN, usdc, owner.address),
      devnet.balanceOf(CHAIN, usdc, recipient),
    ])
    const quote = await eoaQuote(1, usdc, 42_000_001n, recipient)
    expect(quote.quoteType).toBe('permit')
    const item = quote.payloadToSign[0] as unknown as PermitItem & { metadata: { spender: Hex } }
    expect(item.signablePayload.message).toMatchObject({
      owner: owner.address,
      value: '42000001',
      deadline: BigInt(quote.quote.hash).toString(),
    })
    expect(item.signablePayload.domain).toMatchObject({
      version: '1',
      chainId: CHAIN,
      verifyingContract: usdc,
    })
    const account = quote.quote.userOps[0]!.userOp.sender as Hex
    expect(isAddressEqual(item.metadata.spender, account)).toBe(true)

    await devnet.service.execute(withSignature(quote, await signPermit(1, quote)))
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    expect(await devnet.balanceOf(CHAIN, usdc, owner.address)).toBe(ownerBefore - 42_000_001n)
    expect(await devnet.balanceOf(CHAIN, usdc, recipient)).toBe(recipientBefore + 42_000_001n)
    expect(await devnet.balanceOf(CHAIN, usdc, account)).toBe(0n)
  })

  it('refuses a permit signed by someone else: INVALID_SIGNATURE at payloadToSign.0.signature', async () => {
    const quote = await eoaQuote(2, usdc, 1_000n, devAccount(8).address)
    const forged = await signPermit(3, quote)
    await expect(devnet.service.execute(withSignature(quote, forged))).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'] }],
      },
    })
  })
})

describe('eoa mode, token without permit (USDT): onchain', () => {
  it('accepts the mined approve tx (quote hash appended) as the signature and runs the supertransaction', async () => {
    const owner = devAccount(4)
    const recipient = devAccount(7).address
    const [ownerBefore, recipientBefore] = await Promise.all([
      devnet.balanceOf(CHAIN, usdt, owner.address),
      devnet.balanceOf(CHAIN, usdt, recipient),
    ])
    const quote = await eoaQuote(4, usdt, 7_654_321n, recipient)
    expect(quote.quoteType).toBe('onchain')
    const payload = quote.payloadToSign[0] as unknown as {
      to: Hex
      data: Hex
      value: string
      chainId: number
    }
    expect(payload).toMatchObject({ to: usdt, value: '0', chainId: CHAIN })
    expect(payload.data.endsWith(quote.quote.hash.slice(2))).toBe(true)

    const wallet = devnet.walletFor(CHAIN, owner)
    const txHash = await wallet.sendTransaction({ to: payload.to, data: payload.data, value: 0n })
    await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash: txHash })
    await devnet.service.execute(withSignature(quote, txHash))
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    expect(await devnet.balanceOf(CHAIN, usdt, owner.address)).toBe(ownerBefore - 7_654_321n)
    expect(await devnet.balanceOf(CHAIN, usdt, recipient)).toBe(recipientBefore + 7_654_321n)
  })

  it('refuses an approve sent by someone other than the owner', async () => {
    const quote = await eoaQuote(5, usdt, 1_000n, devAccount(7).address)
    const payload = quote.payloadToSign[0] as unknown as { to: Hex; data: Hex }
    const intruder = devnet.walletFor(CHAIN, devAccount(6))
    const txHash = await intruder.sendTransaction({ to: payload.to, data: payload.data })
    await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash: txHash })
    await expect(devnet.service.execute(withSignature(quote, txHash))).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'] }],
      },
    })
  })

  it('refuses a tx hash that is not mined on the payload chain', async () => {
    const quote = await eoaQuote(5, usdt, 1_000n, devAccount(7).address)
    const missing = `0x${'ab'.repeat(32)}` as Hex
    await expect(devnet.service.execute(withSignature(quote, missing))).rejects.toMatchObject({
      body: { errors: [{ code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0', 'signature'] }] },
    })
  })
})

describe('eoa mode validation', () => {
  it('needs exactly one funding token', async () => {
    await expect(
      devnet.service.quote({
        mode: 'eoa',
        ownerAddress: devAccount(1).address,
        composeFlows: [
          { type: '/instructions/build-raw', data: { to: usdc, chainId: CHAIN, data: '0x' } },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, body: { errors: [{ path: ['fundingTokens'] }] } })
  })

  it('answers INVALID_CHAIN for a funding token on an unknown chain', async () => {
    await expect(
      devnet.service.quote({
        mode: 'eoa',
        ownerAddress: devAccount(1).address,
        fundingTokens: [{ tokenAddress: usdc, chainId: 5, amount: '1' }],
        composeFlows: [
          { type: '/instructions/build-raw', data: { to: usdc, chainId: CHAIN, data: '0x' } },
        ],
      }),
    ).rejects.toMatchObject({
      body: { code: 'INVALID_CHAIN', errors: [{ path: ['fundingTokens', '0', 'chainId'] }] },
    })
  })
})
