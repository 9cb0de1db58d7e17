// The test fixtures the unit, hook and contract tests share: the EIP-2612 Permit typed data,
// quote requests and devnet-shaped quote responses (docs/devnet-protocol.md), receipt bodies.
// Written out here, independently of the devnet's own copies in src/devnet, so a mistake there
// cannot hide in both. The owner is account 0 of the test mnemonic, so signatures are real.
//
//   makeQuote('simple' | 'permit' | 'onchain', hash?)  a quote bound to `hash` (default quoteHash)
//   quoteRequestFor(kind)                               the request such a quote answers
//   accounts, orchestratorAnswer(chains?)               the owner's account, known without the quote
//   permitItem({ spender?, value?, deadline? })         one permit `payloadToSign` item
//   userOpItem(chainId, { index?, hash?, ... })         one entry of `quote.userOps`
//   receiptBody(supertxHash, 'pending' | 'success' | 'failed')
import { type Address, concat, encodeFunctionData, erc20Abi, type Hex, hexToBigInt } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { QuoteParameters, QuoteReturnType } from '../../src/core/client/types.js'

export const mnemonic = 'test test test test test test test test test test test junk'
export const ownerAccount = mnemonicToAccount(mnemonic, { addressIndex: 0 })
export const owner = ownerAccount.address
/** The orchestrator account the quotes pay from (digits only: its own checksum form). */
export const account: Address = '0x2222222222222222222222222222222222222222'
export const usdc: Address = '0x3333333333333333333333333333333333333333'
export const weth: Address = '0x4444444444444444444444444444444444444444'
export const node: Address = '0x6666666666666666666666666666666666666666'
export const quoteHash: Hex = `0x${'cd'.repeat(32)}`
export const chainId = 31337
export const amount = '1000000'
/** The owner's accounts, as the kit knows them without the quote (the orchestrator lookup). */
export const accounts = { [chainId]: account }
/** The orchestrator lookup's answer for the owner on `chains` (POST /v1/mee/orchestrator). */
export const orchestratorAnswer = (chains: readonly number[] = [chainId]) => [
  { address: account, chains: chains.map(String) },
]

/** The EIP-2612 Permit type. */
export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export type PermitMessage = {
  owner: Address
  spender: Address
  value: string
  nonce: string
  deadline: string
}

export type PermitDomain = {
  name: string
  version: string
  chainId: number
  verifyingContract: Address
}

/** A Permit `signablePayload` as the API sends it (numbers as decimal strings). */
export const permitTypedData = (domain: PermitDomain, message: PermitMessage) => ({
  domain,
  types: { Permit: [...permitTypes.Permit] },
  message,
  primaryType: 'Permit' as const,
})

export type QuoteKind = 'simple' | 'permit' | 'onchain'

export function quoteRequestFor(kind: QuoteKind): QuoteParameters {
  return {
    mode: kind === 'simple' ? 'smart-account' : 'eoa',
    ownerAddress: owner,
    ...(kind === 'simple' ? {} : { fundingTokens: [{ tokenAddress: usdc, chainId, amount }] }),
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          to: usdc,
          chainId,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [account, amount],
        },
      },
    ],
  }
}

export const approveData = (spender: Address, value: bigint, hash: Hex = quoteHash) =>
  concat([
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
    hash,
  ])

/** One permit `payloadToSign` item on USDC, for the quote hash unless `deadline` says otherwise. */
export function permitItem(
  overrides: { spender?: Address; value?: string; deadline?: string } = {},
) {
  const spender = overrides.spender ?? account
  const value = overrides.value ?? amount
  return {
    signablePayload: permitTypedData(
      { name: 'USD Coin', version: '1', chainId, verifyingContract: usdc },
      {
        owner,
        spender,
        value,
        nonce: '0',
        deadline: overrides.deadline ?? hexToBigInt(quoteHash).toString(),
      },
    ),
    metadata: {
      nonce: '0',
      name: 'USD Coin',
      version: '1',
      domainSeparator: `0x${'00'.repeat(32)}` as Hex,
      owner,
      spender,
      amount: value,
    },
  }
}

/** One entry of `quote.userOps` on `chainId`; its hashes are `hash`, or derived from `index`. */
export function userOpItem(
  opChainId: number,
  options: {
    index?: number
    hash?: Hex
    lowerBoundTimestamp?: number
    upperBoundTimestamp?: number
    isCleanUpUserOp?: boolean
  } = {},
) {
  const { index = 0, hash } = options
  return {
    userOp: {
      sender: account,
      nonce: String(index),
      callData: '0x' as Hex,
      callGasLimit: '100000',
      verificationGasLimit: '0',
      preVerificationGas: '0',
      maxFeePerGas: '0',
      maxPriorityFeePerGas: '0',
    },
    userOpHash: hash ?? (`0x${index.toString(16).padStart(64, '0')}` as Hex),
    meeUserOpHash: hash ?? (`0x${(index + 16).toString(16).padStart(64, '0')}` as Hex),
    lowerBoundTimestamp: options.lowerBoundTimestamp ?? 0,
    upperBoundTimestamp: options.upperBoundTimestamp ?? 4_000_000_000,
    maxGasLimit: '100000',
    maxFeePerGas: '0',
    chainId: opChainId,
    ...(options.isCleanUpUserOp === undefined ? {} : { isCleanUpUserOp: options.isCleanUpUserOp }),
  }
}

/** A devnet-shaped quote of one kind, bound to `hash`: one op on 31337, a fee of 0 USDC. */
export function makeQuote(kind: QuoteKind, hash: Hex = quoteHash): QuoteReturnType {
  const payloadToSign =
    kind === 'simple'
      ? [{ message: { raw: hash } }]
      : kind === 'permit'
        ? [permitItem()]
        : [{ to: usdc, data: approveData(account, BigInt(amount), hash), value: '0', chainId }]
  return {
    ownerAddress: owner,
    mode: kind === 'simple' ? 'smart-account' : 'eoa',
    fee: { amount: '0', token: usdc, chainId },
    quoteType: kind,
    quote: {
      hash,
      node,
      commitment: hash,
      paymentInfo: {
        sender: account,
        initCode: '0x',
        nonce: '0',
        token: usdc,
        chainId,
        shortEncoding: false,
        tokenValue: '0',
        tokenWeiAmount: '0',
      },
      userOps: [userOpItem(chainId, { hash })],
      ...(kind === 'simple' ? {} : { fundingTokens: [{ tokenAddress: usdc, chainId, amount }] }),
    },
    payloadToSign,
  } as QuoteReturnType
}

/** A `GET /v1/explorer/{hash}` body: one op on 31337 in the state `status` implies. */
export const receiptBody = (supertxHash: string, status: 'pending' | 'success' | 'failed') => ({
  supertxHash,
  status,
  userOps: [
    {
      chainId,
      executionStatus:
        status === 'pending' ? 'PENDING' : status === 'success' ? 'MINED_SUCCESS' : 'MINED_FAIL',
      ...(status === 'failed' ? { error: 'CallFailed(0, ERC20InsufficientBalance)' } : {}),
    },
  ],
})
