import {
  type Address,
  concat,
  encodeAbiParameters,
  formatUnits,
  type Hex,
  keccak256,
  type SignedAuthorization,
  zeroAddress,
} from 'viem'
import { encodeUserOp } from '../../../core/protocol/user-op.js'
import type { SignedAuthorization as ApiSignedAuthorization } from '../../../core/schemas/authorization.js'
import { createAccountCalldata } from '../../engine/run-op.js'
import type { IssuedOp } from '../quote-store.js'
import type { FeeQuote } from './fee.js'
import { PRE_VERIFICATION_GAS, VERIFICATION_GAS } from './gas.js'

export type ShapeUserOpParameters = {
  op: IssuedOp
  owner: Address
  factory: Address
  gas: bigint
  maxFeePerGas: bigint
  isCleanUp: boolean
}

/**
 * One `quote.userOps` item (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, "userOps item"); `meeUserOpHash` is
 * the same op hash.
 */
export function shapeUserOp(parameters: ShapeUserOpParameters) {
  const { op, owner, factory, gas, maxFeePerGas, isCleanUp } = parameters
  return {
    userOp: {
      sender: op.account,
      nonce: op.userOp.nonce.toString(),
      initCode: op.deploy ? concat([factory, createAccountCalldata(owner)]) : '0x',
      callData: encodeUserOp(op.userOp),
      callGasLimit: gas.toString(),
      verificationGasLimit: VERIFICATION_GAS.toString(),
      preVerificationGas: PRE_VERIFICATION_GAS.toString(),
      maxFeePerGas: maxFeePerGas.toString(),
      maxPriorityFeePerGas: '1000000',
      paymasterAndData: '0x',
      signature: '0x',
    },
    userOpHash: op.userOpHash,
    meeUserOpHash: op.userOpHash,
    lowerBoundTimestamp: Number(op.userOp.lowerBoundTimestamp),
    upperBoundTimestamp: Number(op.userOp.upperBoundTimestamp),
    maxGasLimit: (gas + VERIFICATION_GAS + PRE_VERIFICATION_GAS).toString(),
    maxFeePerGas: maxFeePerGas.toString(),
    chainId: op.chainId,
    isCleanUpUserOp: isCleanUp,
    shortEncoding: false,
    ...(op.authorization ? { eip7702Auth: toApiAuthorization(op.authorization) } : {}),
  }
}

/** A signed authorization as the API shows it: `v` as a decimal string next to `yParity`. */
export function toApiAuthorization(a: SignedAuthorization): ApiSignedAuthorization {
  const yParity = (a.yParity ?? Number((a.v ?? 27n) - 27n)) === 1 ? 1 : 0
  return {
    address: a.address,
    chainId: a.chainId,
    nonce: a.nonce,
    r: a.r,
    s: a.s,
    v: String(27 + yParity),
    yParity,
  }
}

/**
 * The node's commitment: a hash binding the quote to this node and its expiry. The devnet does not
 * sign it; it only lets a client tell two quotes for the same ops apart.
 */
export function commitment(quoteHash: Hex, node: Address, expiresAt: number): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
      [quoteHash, node, BigInt(expiresAt)],
    ),
  )
}

/**
 * Sponsored `paymentInfo`: no fee token, nothing to pay (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md:
 * feeToken absent → sponsored).
 */
export function sponsoredPaymentInfo(
  first: ReturnType<typeof shapeUserOp>,
  owner: Address,
  eoa: boolean,
) {
  return {
    sender: first.userOp.sender,
    initCode: first.userOp.initCode,
    nonce: first.userOp.nonce,
    token: zeroAddress,
    chainId: first.chainId,
    verificationGasLimit: first.userOp.verificationGasLimit,
    callGasLimit: first.userOp.callGasLimit,
    gasFee: '0',
    orchestrationFee: '0',
    tokenAmount: '0',
    tokenValue: '0',
    tokenWeiAmount: '0',
    shortEncoding: false,
    sponsored: true,
    ...(eoa ? { eoa: owner } : {}),
  }
}

/**
 * `paymentInfo` of a fee-paying quote: `tokenWeiAmount` = `fee.amount` in the token's smallest
 * unit, `tokenAmount` the same in whole tokens, `tokenValue` its USD value, `gasFee` the gas budget
 * in wei it pays for (the unspent part comes back as a refund), no orchestration fee.
 */
export function feePaymentInfo(
  feeOp: ReturnType<typeof shapeUserOp>,
  fee: FeeQuote,
  owner: Address,
  eoa: boolean,
) {
  return {
    sender: feeOp.userOp.sender,
    initCode: feeOp.userOp.initCode,
    nonce: feeOp.userOp.nonce,
    token: fee.token.address,
    chainId: fee.chainId,
    verificationGasLimit: feeOp.userOp.verificationGasLimit,
    callGasLimit: feeOp.userOp.callGasLimit,
    gasFee: fee.gasWei.toString(),
    orchestrationFee: '0',
    tokenAmount: formatUnits(fee.tokenWei, fee.token.decimals),
    tokenValue: fee.tokenValue,
    tokenWeiAmount: fee.tokenWei.toString(),
    shortEncoding: false,
    sponsored: false,
    ...(eoa ? { eoa: owner } : {}),
  }
}
