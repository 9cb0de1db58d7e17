// The test fixtures the unit, hook and contract tests share: the EIP-2612 Permit typed data,
// quote requests and devnet-shaped quote responses (docs/devnet-protocol.md), receipt bodies.
// Written out here, independently of the devnet's own copies in src/devnet, so a mistake there
// cannot hide in both. The owner is account 0 of the test mnemonic, so signatures are real.
//
//   makeQuote('simple' | 'permit' | 'onchain', nonce?)  a quote of one genuine op (the request's
//                                                       transfer), bound to its hash (nonce 0: quoteHash)
//   withOps(quote, userOps)                             the quote rebound to other ops' Merkle root
//   quoteRequestFor(kind)                               the request such a quote answers
//   accounts, orchestratorAnswer(chains?)               the owner's account, known without the quote
//   permitItem({ spender?, value?, deadline? })         one permit `payloadToSign` item
//   userOpItem(chainId, { index?, calls?, sender?, ... }) one entry of `quote.userOps`, devnet-encoded
//   transferCall                                        the call quoteRequestFor's flow asks for
//   receiptBody(supertxHash, 'pending' | 'success' | 'failed')
import { type Address, concat, encodeFunctionData, erc20Abi, type Hex, hexToBigInt } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { QuoteParameters, QuoteReturnType } from '../../src/core/client/types.js'
import { opCallData, opHash, rawCall, rootOf, type TestCall, type TestOp } from './operations.js'

export const mnemonic = 'test test test test test test test test test test test junk'
export const ownerAccount = mnemonicToAccount(mnemonic, { addressIndex: 0 })
export const owner = ownerAccount.address
/** The orchestrator account the quotes pay from (digits only: its own checksum form). */
export const account: Address = '0x2222222222222222222222222222222222222222'
export const usdc: Address = '0x3333333333333333333333333333333333333333'
export const weth: Address = '0x4444444444444444444444444444444444444444'
export const node: Address = '0x6666666666666666666666666666666666666666'
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

/** `usdc.transfer(account, amount)`: the call of quoteRequestFor's flow. */
export const transferCall: TestCall = rawCall(
  usdc,
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account, BigInt(amount)] }),
)

/**
 * One entry of `quote.userOps` on `chainId`, its `callData` the devnet's `abi.encode(UserOp)` of
 * `calls` (default: the request's transfer) with nonce `index`; its hashes the op's own, or `hash`.
 */
export function userOpItem(
  opChainId: number,
  options: {
    index?: number
    hash?: Hex
    lowerBoundTimestamp?: number
    upperBoundTimestamp?: number
    isCleanUpUserOp?: boolean
    calls?: TestCall[]
    sender?: Address
  } = {},
) {
  const { index = 0 } = options
  const sender = options.sender ?? account
  const op: TestOp = {
    nonce: BigInt(index),
    lowerBoundTimestamp: options.lowerBoundTimestamp ?? 0,
    upperBoundTimestamp: options.upperBoundTimestamp ?? 4_000_000_000,
    calls: options.calls ?? [transferCall],
  }
  const hash = options.hash ?? opHash(opChainId, sender, op)
  return {
    userOp: {
      sender,
      nonce: String(index),
      callData: opCallData(op),
      callGasLimit: '100000',
      verificationGasLimit: '0',
      preVerificationGas: '0',
      maxFeePerGas: '0',
      maxPriorityFeePerGas: '0',
    },
    userOpHash: hash,
    meeUserOpHash: hash,
    lowerBoundTimestamp: op.lowerBoundTimestamp,
    upperBoundTimestamp: op.upperBoundTimestamp,
    maxGasLimit: '100000',
    maxFeePerGas: '0',
    chainId: opChainId,
    ...(options.isCleanUpUserOp === undefined ? {} : { isCleanUpUserOp: options.isCleanUpUserOp }),
  }
}

/** The hash of the fixtures' one op (nonce 0 on 31337): what `makeQuote(kind)` is bound to. */
export const quoteHash: Hex = userOpItem(chainId).userOpHash

/**
 * A devnet-shaped quote of one kind: one op on 31337 doing the request's transfer (nonce `nonce`,
 * so each nonce gives another quote hash), a fee of 0 USDC.
 */
export function makeQuote(kind: QuoteKind, nonce = 0): QuoteReturnType {
  const op = userOpItem(chainId, { index: nonce })
  const hash = op.userOpHash
  const payloadToSign =
    kind === 'simple'
      ? [{ message: { raw: hash } }]
      : kind === 'permit'
        ? [permitItem({ deadline: hexToBigInt(hash).toString() })]
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
      userOps: [op],
      ...(kind === 'simple' ? {} : { fundingTokens: [{ tokenAddress: usdc, chainId, amount }] }),
    },
    payloadToSign,
  } as QuoteReturnType
}

/**
 * `quote` with other `userOps`, bound to their Merkle root: its hash, a simple item's message, a
 * permit's deadline and an approval's appended hash follow.
 */
export function withOps(
  quote: QuoteReturnType,
  userOps: ReturnType<typeof userOpItem>[],
): QuoteReturnType {
  const hash = rootOf(userOps.map((op) => op.userOpHash))
  const old = quote.quote.hash
  const payloadToSign = quote.payloadToSign.map((item) => {
    const any = item as Record<string, unknown>
    if ('message' in any) return { message: { raw: hash } }
    if (quote.quoteType === 'permit') {
      const permit = structuredClone(item) as ReturnType<typeof permitItem>
      // A deadline bound to the old hash follows; a time stays.
      if (permit.signablePayload.message.deadline === hexToBigInt(old).toString())
        permit.signablePayload.message.deadline = hexToBigInt(hash).toString()
      return permit
    }
    if ('data' in any) return { ...any, data: concat([slice68(any.data as Hex), hash]) }
    return item
  })
  return {
    ...quote,
    quote: { ...quote.quote, hash, commitment: hash, userOps },
    payloadToSign,
  } as QuoteReturnType
}
const slice68 = (data: Hex) => `0x${data.slice(2, 2 + 136)}` as Hex

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

/**
 * A `simple` quote for a request of `quoteRequestFor('simple')`'s shape with its own recipient
 * and amount (an edited flow): one op on 31337 doing exactly that transfer, nonce `nonce`.
 */
export function makeSimpleQuoteFor(request: QuoteParameters, nonce = 0): QuoteReturnType {
  const data = request.composeFlows[0]?.data as { args?: string[] } | undefined
  const [to = account, units = amount] = data?.args ?? []
  const call = rawCall(
    usdc,
    encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Address, BigInt(units)],
    }),
  )
  const op = userOpItem(chainId, { index: nonce, calls: [call] })
  const quote = makeQuote('simple', nonce)
  return {
    ...quote,
    ownerAddress: request.ownerAddress,
    quote: { ...quote.quote, hash: op.userOpHash, commitment: op.userOpHash, userOps: [op] },
    payloadToSign: [{ message: { raw: op.userOpHash } }],
  } as QuoteReturnType
}
