// Flow states and a two-chain quote for the component tests: every part renders from a state
// object alone (no network, no wallet), as a story would.
import {
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  toFunctionSelector,
} from 'viem'
import type { SignProgressItem } from '../../../src/core/actions/signPayloads.js'
import type { QuoteResponse } from '../../../src/core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import type { TokenList } from '../../../src/core/tokens/token-list.js'
import {
  account,
  makeQuote as makeSharedQuote,
  owner,
  quoteHash,
  usdc,
  userOpItem,
  weth,
} from '../../support/fixtures.js'
import { balanceCall, rawCall, type TestCall } from '../../support/operations.js'

export { owner, quoteHash, usdc, weth } from '../../support/fixtures.js'
export const chainA = 31337
export const chainB = 31338
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

export const recipient: Hex = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
export const vault: Hex = '0x1111111111111111111111111111111111111111'
const erc20Call = (functionName: 'transfer' | 'approve', to: Hex, value: bigint) =>
  rawCall(usdc, encodeFunctionData({ abi: erc20Abi, functionName, args: [to, value] }))
/** What each op does: on A the permit's pull and a 1.5 USDC transfer; on B a transfer, then the clean-up of the rest. */
const calls: Record<number, TestCall[]> = {
  1: [
    rawCall(
      usdc,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [owner, account, 1_750_000n],
      }),
    ),
    erc20Call('transfer', recipient, 1_500_000n),
  ],
  2: [erc20Call('transfer', vault, 250_000n)],
  3: [
    balanceCall(
      usdc,
      toFunctionSelector('transfer(address,uint256)'),
      encodeAbiParameters([{ type: 'address' }], [owner]),
      usdc,
      account,
    ),
  ],
}

// 2026-01-15 12:00 UTC → 12:30 UTC.
const op = (chainId: number, index: number, isCleanUpUserOp = false) =>
  userOpItem(chainId, {
    index,
    lowerBoundTimestamp: 1_768_478_400,
    upperBoundTimestamp: 1_768_480_200,
    isCleanUpUserOp,
    calls: calls[index],
  })

/** An eoa permit quote: funding 1.5 USDC on chain A, fee 0.25 USDC (≈ $0.25), ops on A and B. */
export function makeQuote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  const base = makeSharedQuote('simple')
  return {
    ...base,
    mode: 'eoa',
    fee: { amount: '250000', token: usdc, chainId: chainA },
    quoteType: 'permit',
    quote: {
      ...base.quote,
      paymentInfo: { ...base.quote.paymentInfo, tokenValue: '0.25', tokenWeiAmount: '250000' },
      userOps: [op(chainA, 1), op(chainB, 2), op(chainB, 3, true)],
      fundingTokens: [{ tokenAddress: usdc, chainId: chainA, amount: '1750000' }],
    },
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
