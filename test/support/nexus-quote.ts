// Real-shaped quotes for the kit's checks, built WITHOUT the kit's own encoders: userOpHash by
// viem's getUserOperationHash (EntryPoint v0.7), meeUserOpHash by the validators' formulas written
// out with viem, the root by abstractjs's own createMerkleTree. The call data comes from the
// vectors or from abstractjs (test/support/abstractjs-quote.ts), so a quote the kit accepts was
// hashed by someone else.
//
//   const quote = nexusQuote({ ownerAddress, mode, quoteType, formula, items, payload: (root) => [...] })
import { encodeAbiParameters, type Hex, hexToBigInt, keccak256, size, slice, toHex } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import type { QuoteResponse } from '../../src/core/schemas/quote-response.js'
import { abstractjs } from './abstractjs.js'

export const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** Gas the service would fill in (made up: the hash covers them, the checks do not judge them). */
export const gas = {
  callGasLimit: '500000',
  verificationGasLimit: '150000',
  preVerificationGas: '60000',
  maxFeePerGas: '2000000000',
  maxPriorityFeePerGas: '1000000',
} as const

export type NexusItemInput = {
  chainId: number
  sender: Hex
  nonce: bigint | string
  callData: Hex
  initCode?: Hex | undefined
  paymasterAndData?: Hex | undefined
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  isCleanUpUserOp?: boolean | undefined
  eip7702Auth?: Record<string, unknown> | undefined
  /** A trusted sponsor's payment op: its hash is random, not recomputed. */
  userOpHash?: Hex | undefined
}

/** EntryPoint v0.7's hash through viem, the API's packed initCode / paymasterAndData split back. */
export function viemUserOpHash(item: NexusItemInput): Hex {
  if (item.userOpHash) return item.userOpHash
  const ic = item.initCode && item.initCode !== '0x' ? item.initCode : undefined
  const pmd =
    item.paymasterAndData && item.paymasterAndData !== '0x' ? item.paymasterAndData : undefined
  return getUserOperationHash({
    chainId: item.chainId,
    entryPointAddress: ENTRY_POINT,
    entryPointVersion: '0.7',
    userOperation: {
      sender: item.sender,
      nonce: BigInt(item.nonce),
      callData: item.callData,
      callGasLimit: BigInt(gas.callGasLimit),
      verificationGasLimit: BigInt(gas.verificationGasLimit),
      preVerificationGas: BigInt(gas.preVerificationGas),
      maxFeePerGas: BigInt(gas.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(gas.maxPriorityFeePerGas),
      ...(ic ? { factory: slice(ic, 0, 20), factoryData: slice(ic, 20) } : {}),
      ...(pmd
        ? {
            paymaster: slice(pmd, 0, 20),
            paymasterVerificationGasLimit: hexToBigInt(slice(pmd, 20, 36)),
            paymasterPostOpGasLimit: hexToBigInt(slice(pmd, 36, 52)),
            paymasterData: size(pmd) > 52 ? slice(pmd, 52) : '0x',
          }
        : {}),
      signature: '0x',
    },
  })
}

const words = [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'uint256' }] as const
const MEE_USER_OP_TYPEHASH = keccak256(
  toHex('MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)'),
)

/** MEEUserOpHashLib: the legacy double hash, or the EIP-712 struct hash (2.2.1 simple). */
export function meeHash(
  hash: Hex,
  lower: number,
  upper: number,
  formula: 'legacy' | 'eip712',
): Hex {
  if (formula === 'legacy')
    return keccak256(keccak256(encodeAbiParameters(words, [hash, BigInt(lower), BigInt(upper)])))
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, ...words],
      [MEE_USER_OP_TYPEHASH, hash, BigInt(lower), BigInt(upper)],
    ),
  )
}

export type NexusQuoteInput = {
  ownerAddress: Hex
  mode: QuoteResponse['mode']
  quoteType: 'simple' | 'permit' | 'onchain'
  formula: 'legacy' | 'eip712'
  fee: { amount: string; token: Hex; chainId: number }
  items: readonly NexusItemInput[]
  /** payloadToSign for the root; `userOps` are the quote's items (a 2.2.1 SuperTx lists them). */
  payload: (root: Hex, userOps: QuoteResponse['quote']['userOps']) => unknown[]
  node?: Hex
}

/** A quote response as the real service would send it for these ops. */
export function nexusQuote(input: NexusQuoteInput): QuoteResponse {
  const userOps = input.items.map((item) => {
    const userOpHash = viemUserOpHash(item)
    return {
      userOp: {
        sender: item.sender,
        nonce: BigInt(item.nonce).toString(),
        initCode: item.initCode ?? '0x',
        callData: item.callData,
        ...(item.userOpHash
          ? {
              callGasLimit: '0',
              verificationGasLimit: '0',
              preVerificationGas: '0',
              maxFeePerGas: '0',
              maxPriorityFeePerGas: '0',
            }
          : gas),
        paymasterAndData: item.paymasterAndData ?? '0x',
        signature: '0x',
      },
      userOpHash,
      meeUserOpHash: meeHash(
        userOpHash,
        item.lowerBoundTimestamp,
        item.upperBoundTimestamp,
        input.formula,
      ),
      lowerBoundTimestamp: item.lowerBoundTimestamp,
      upperBoundTimestamp: item.upperBoundTimestamp,
      maxGasLimit: '710000',
      maxFeePerGas: gas.maxFeePerGas,
      chainId: item.chainId,
      isCleanUpUserOp: item.isCleanUpUserOp ?? false,
      ...(item.eip7702Auth ? { eip7702Auth: item.eip7702Auth } : {}),
    }
  })
  const root = abstractjs.createMerkleTree(userOps.map((op) => op.meeUserOpHash)).root as Hex
  return {
    ownerAddress: input.ownerAddress,
    mode: input.mode,
    fee: input.fee,
    quoteType: input.quoteType,
    quote: {
      hash: root,
      node: input.node ?? '0x00000000000000000000000000000000000C0DE0',
      commitment: '0x',
      paymentInfo: {
        sender: input.items[0]?.sender ?? input.ownerAddress,
        initCode: '0x',
        nonce: '0',
        token: input.fee.token,
        chainId: input.fee.chainId,
        shortEncoding: false,
        tokenValue: '0',
        tokenWeiAmount: input.fee.amount,
      },
      userOps,
    },
    payloadToSign: input.payload(root, userOps as QuoteResponse['quote']['userOps']),
  } as unknown as QuoteResponse
}
