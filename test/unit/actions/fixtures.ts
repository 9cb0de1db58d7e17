// Devnet-shaped quotes (docs/devnet-protocol.md) for the tests of the actions and hooks: one per
// quote type, bound to a quote hash, with an owner from the test mnemonic so signatures are real.
import { type Address, concat, encodeFunctionData, erc20Abi, type Hex, hexToBigInt } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { QuoteParameters, QuoteReturnType } from '../../../src/core/client/types.js'

export const mnemonic = 'test test test test test test test test test test test junk'
export const ownerAccount = mnemonicToAccount(mnemonic, { addressIndex: 0 })
export const owner = ownerAccount.address
export const account: Address = '0x2222222222222222222222222222222222222222'
export const usdc: Address = '0x3333333333333333333333333333333333333333'
export const quoteHash: Hex = `0x${'cd'.repeat(32)}`
export const chainId = 31337
export const amount = '1000000'

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

export function permitItem(
  overrides: { spender?: Address; value?: string; deadline?: string } = {},
) {
  const spender = overrides.spender ?? account
  const value = overrides.value ?? amount
  return {
    signablePayload: {
      domain: { name: 'USD Coin', version: '1', chainId, verifyingContract: usdc },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      message: {
        owner,
        spender,
        value,
        nonce: '0',
        deadline: overrides.deadline ?? hexToBigInt(quoteHash).toString(),
      },
      primaryType: 'Permit',
    },
    metadata: {
      nonce: '0',
      name: 'USD Coin',
      version: '1',
      domainSeparator: `0x${'00'.repeat(32)}`,
      owner,
      spender,
      amount: value,
    },
  }
}

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
      node: '0x6666666666666666666666666666666666666666',
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
      userOps: [
        {
          userOp: {
            sender: account,
            nonce: '0',
            callData: '0x',
            callGasLimit: '100000',
            verificationGasLimit: '0',
            preVerificationGas: '0',
            maxFeePerGas: '0',
            maxPriorityFeePerGas: '0',
          },
          userOpHash: hash,
          meeUserOpHash: hash,
          lowerBoundTimestamp: 0,
          upperBoundTimestamp: 4_000_000_000,
          maxGasLimit: '100000',
          maxFeePerGas: '0',
          chainId,
        },
      ],
      ...(kind === 'simple' ? {} : { fundingTokens: [{ tokenAddress: usdc, chainId, amount }] }),
    },
    payloadToSign,
  } as QuoteReturnType
}
