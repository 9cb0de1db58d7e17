// Spec "Endpoints" → POST /v1/quote and POST /v1/execute in smart-account mode (quoteType simple),
// run on real anvil chains with real signatures.
import { erc20Abi, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSimplePayload } from '../../../fixtures/harness/sign-simple-payload.js'
import {
  type ApiUserOp,
  readApiUserOp,
  superTxDomain,
  superTxTypes,
  userOpHash,
} from '../../../src/core/protocol/nexus/index.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote.js'
import { setupDevnet } from '../setup-devnet.js'
import { devAccount, startTestDevnet, waitForFinal } from './fixture.js'

const CHAIN_A = 31_601
const CHAIN_B = 31_602
const owner = devAccount(0)
const recipient = devAccount(9).address

const devnet = setupDevnet(() => startTestDevnet([CHAIN_A, CHAIN_B]))
let usdc: Hex
let account: Hex
beforeAll(async () => {
  usdc = devnet.network.deployments[CHAIN_A]!.tokens.USDC.address
  const [group] = (await devnet.service.orchestrator({
    ownerAddress: owner.address,
    chains: [CHAIN_A],
  })) as { address: Hex }[]
  account = group!.address
  // Fund the (not yet deployed) orchestrator account from the owner's EOA.
  const wallet = devnet.walletFor(CHAIN_A, owner)
  const hash = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 500_000_000n],
  })
  await devnet.publicClient(CHAIN_A).waitForTransactionReceipt({ hash })
})

const transferFlow = (amount: string, chainId = CHAIN_A) => ({
  type: '/instructions/build' as const,
  data: {
    to: usdc,
    chainId,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [recipient, amount],
  },
})

function readUserOp(op: unknown) {
  const read = readApiUserOp(op as ApiUserOp)
  if (!read.ok) throw new Error(`${read.place}: ${read.reason}`)
  return read.userOp
}

async function signAndExecute(quote: QuoteResponse) {
  const signature = await signSimplePayload(owner, quote.payloadToSign[0]!)
  return devnet.service.execute({
    ...quote,
    payloadToSign: quote.payloadToSign.map((p) => ({ ...p, signature })),
  } as never)
}

describe('smart-account quotes (simple)', () => {
  it('quotes a simple payload: the 2.2.1 account signs the EIP-712 SuperTx of its ops', async () => {
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [transferFlow('1000000')],
    })
    expect(quote.quoteType).toBe('simple')
    expect(quote.quote.userOps).toHaveLength(1)
    const [op] = quote.quote.userOps
    expect(op!.userOp.sender).toBe(account)
    // Not deployed yet: initCode is the factory followed by createAccount calldata.
    expect(op!.userOp.initCode).toMatch(/^0x[0-9a-fA-F]{40}[0-9a-f]{8}/)
    // docs/nexus-encoding.md, "How the devnet builds quotes": a new account is 2.2.1, whose simple
    // payload is the SuperTx over each op's (userOpHash, bounds).
    expect(quote.payloadToSign).toEqual([
      {
        signablePayload: {
          domain: superTxDomain,
          types: superTxTypes,
          primaryType: 'SuperTx',
          message: {
            meeUserOps: [
              {
                userOpHash: op!.userOpHash,
                lowerBoundTimestamp: op!.lowerBoundTimestamp,
                upperBoundTimestamp: op!.upperBoundTimestamp,
              },
            ],
          },
        },
      },
    ])
    // The op's userOpHash is EntryPoint v0.7's; one leaf: the sorted tree's root is that leaf.
    expect(op!.userOpHash).toBe(userOpHash(readUserOp(op!.userOp), CHAIN_A))
    expect(quote.quote.hash).toBe(op!.meeUserOpHash)
    expect(quote.fee).toEqual({ amount: '0', token: expect.any(String), chainId: CHAIN_A })
    expect(quote.quote.paymentInfo.sponsored).toBe(true)
  })

  it('executes a transfer from the account, deploying it first, to the wei', async () => {
    const before = await devnet.balanceOf(CHAIN_A, usdc, recipient)
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [transferFlow('123456789')],
    })
    const response = await signAndExecute(quote)
    expect(response).toEqual({ success: true, supertxHash: quote.quote.hash, error: null })
    const receipt = await waitForFinal(devnet, quote.quote.hash as Hex)
    expect(receipt.status).toBe('success')
    expect(receipt.userOps[0]!.executionStatus).toBe('MINED_SUCCESS')
    expect(receipt.userOps[0]!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await devnet.balanceOf(CHAIN_A, usdc, recipient)).toBe(before + 123_456_789n)
    expect(await devnet.balanceOf(CHAIN_A, usdc, account)).toBe(500_000_000n - 123_456_789n)
  })

  it('batches flows on one chain into one op and gives a batch:false flow its own', async () => {
    const quote = await devnet.service.quote({
      mode: 'smart-account',
      ownerAddress: owner.address,
      composeFlows: [transferFlow('1'), transferFlow('2'), { ...transferFlow('3'), batch: false }],
    })
    expect(quote.quote.userOps).toHaveLength(2)
    expect(quote.quote.userOps[0]!.userOp.initCode).toBe('0x')
  })

  it('answers INVALID_CHAIN with the path of the unsupported chain id', async () => {
    await expect(
      devnet.service.quote({
        mode: 'smart-account',
        ownerAddress: owner.address,
        composeFlows: [transferFlow('1'), transferFlow('1', 999)],
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_CHAIN',
        errors: [{ code: 'INVALID_CHAIN', path: ['composeFlows', '1', 'data', 'chainId'] }],
      },
    })
  })
})
