// Flow states and a two-chain quote for the component tests: every part renders from a state
// object alone (no network, no wallet), as a story would.
import type { Hex } from 'viem'
import type { SignProgressItem } from '../../../src/core/actions/signQuote.js'
import type { SupertransactionState } from '../../../src/core/flow/types.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import type { TokenList } from '../../../src/core/tokens/token-list.js'

export const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
export const usdc = '0x3333333333333333333333333333333333333333' as const
export const weth = '0x4444444444444444444444444444444444444444' as const
export const chainA = 31337
export const chainB = 31338
export const quoteHash: Hex = `0x${'cd'.repeat(32)}`
export const supertxHash: Hex = quoteHash
export const approvalHash: Hex = `0x${'ef'.repeat(32)}`

export const tokenList: TokenList = {
  name: 'Test tokens',
  tokens: [
    { chainId: chainA, address: usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: chainB, address: usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: chainA, address: weth, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
  ],
}

const op = (chainId: number, index: number, isCleanUpUserOp = false) => ({
  userOp: {
    sender: '0x2222222222222222222222222222222222222222' as const,
    nonce: String(index),
    callData: '0x' as const,
    callGasLimit: '100000',
    verificationGasLimit: '0',
    preVerificationGas: '0',
    maxFeePerGas: '0',
    maxPriorityFeePerGas: '0',
  },
  userOpHash: `0x${index.toString(16).padStart(64, '0')}` as Hex,
  meeUserOpHash: `0x${(index + 16).toString(16).padStart(64, '0')}` as Hex,
  // 2026-01-15 12:00 UTC → 12:30 UTC.
  lowerBoundTimestamp: 1_768_478_400,
  upperBoundTimestamp: 1_768_480_200,
  maxGasLimit: '100000',
  maxFeePerGas: '0',
  chainId,
  isCleanUpUserOp,
})

/** An eoa permit quote: funding 1.5 USDC on chain A, fee 0.25 USDC (≈ $0.25), ops on A and B. */
export function makeQuote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    ownerAddress: owner,
    mode: 'eoa',
    fee: { amount: '250000', token: usdc, chainId: chainA },
    quoteType: 'permit',
    quote: {
      hash: quoteHash,
      node: '0x6666666666666666666666666666666666666666',
      commitment: quoteHash,
      paymentInfo: {
        sender: '0x2222222222222222222222222222222222222222',
        initCode: '0x',
        nonce: '0',
        token: usdc,
        chainId: chainA,
        shortEncoding: false,
        tokenValue: '0.25',
        tokenWeiAmount: '250000',
      },
      userOps: [op(chainA, 1), op(chainB, 2), op(chainB, 3, true)],
      fundingTokens: [{ tokenAddress: usdc, chainId: chainA, amount: '1750000' }],
    },
    payloadToSign: [{ message: { raw: quoteHash } }] as QuoteResponse['payloadToSign'],
    ...overrides,
  } as QuoteResponse
}

export const quote = makeQuote()
export const onchainQuote = makeQuote({ quoteType: 'onchain' })
export const request = {
  mode: 'eoa' as const,
  ownerAddress: owner,
  composeFlows: [] as never[],
}

const item = (index: number, change: Partial<SignProgressItem> = {}): SignProgressItem => ({
  index,
  kind: 'typed-data',
  chainId: chainA,
  status: 'pending',
  ...change,
})

export const receipt = (status: SupertxReceipt['status']): SupertxReceipt => ({
  supertxHash,
  status,
  userOps: [
    { chainId: chainA, executionStatus: 'MINED_SUCCESS' },
    {
      chainId: chainB,
      executionStatus:
        status === 'failed' ? 'MINED_FAIL' : status === 'success' ? 'MINED_SUCCESS' : 'MINING',
      ...(status === 'failed' ? { error: 'transfer amount exceeds allowance' } : {}),
    },
    { chainId: chainB, executionStatus: status === 'success' ? 'MINED_SUCCESS' : 'PENDING' },
  ],
})

const explorerUrl = `http://127.0.0.1:4337/details/${supertxHash}`

/** One state of each kind the flow has. */
export const states = {
  idle: { status: 'idle', data: {} },
  quoting: { status: 'quoting', data: { request } },
  authorizing: {
    status: 'authorizing',
    data: {
      request: { ...request, mode: 'eoa-7702' },
      authorizationsToSign: [{ address: owner, chainId: chainA, nonce: 0 }],
    },
  },
  quoted: { status: 'quoted', data: { request, quote } },
  signingFirstOfTwo: {
    status: 'signing',
    data: {
      request,
      quote,
      items: [item(0, { status: 'signing' }), item(1, { chainId: chainB })],
    },
  },
  signingSecondOfTwo: {
    status: 'signing',
    data: {
      request,
      quote,
      items: [
        item(0, { status: 'signed', signature: '0x01' }),
        item(1, { status: 'signing', chainId: chainB }),
      ],
    },
  },
  confirmingApproval: {
    status: 'signing',
    data: {
      request,
      quote: onchainQuote,
      items: [item(0, { kind: 'onchain', status: 'confirming', transactionHash: approvalHash })],
    },
  },
  approvalConfirmed: {
    status: 'signing',
    data: {
      request,
      quote: onchainQuote,
      items: [
        item(0, {
          kind: 'onchain',
          status: 'signed',
          transactionHash: approvalHash,
          signature: approvalHash,
        }),
        item(1, { kind: 'typed-data', chainId: chainB }),
      ],
    },
  },
  executing: {
    status: 'executing',
    data: { request, quote, items: [item(0, { status: 'signed' })], signedQuote: quote as never },
  },
  tracking: {
    status: 'tracking',
    data: { request, quote, supertxHash, explorerUrl, receipt: receipt('pending') },
  },
  success: {
    status: 'success',
    data: { request, quote, supertxHash, explorerUrl, receipt: receipt('success') },
  },
} satisfies Record<string, SupertransactionState>

export function failedState(error: Error): SupertransactionState {
  return {
    status: 'failed',
    data: { request, quote, supertxHash, explorerUrl, receipt: receipt('failed') },
    error,
  }
}

export function errorState(
  step: Extract<SupertransactionState, { status: 'error' }>['step'],
  error: Error,
  data: SupertransactionState['data'] = { request, quote },
): SupertransactionState {
  return { status: 'error', step, error, data }
}
