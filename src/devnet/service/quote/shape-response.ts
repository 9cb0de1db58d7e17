import {
  type Address,
  encodeAbiParameters,
  formatUnits,
  type Hex,
  keccak256,
  type SignedAuthorization,
  zeroAddress,
} from 'viem'
import type { SignedAuthorization as ApiSignedAuthorization } from '../../../core/schemas/authorization.js'
import type { FeeQuote } from './fee.js'

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

/** What `paymentInfo` repeats of the quote's payment op (`quote.userOps[0]`). */
type PaymentOp = {
  userOp: {
    sender: Address
    initCode: Hex
    nonce: string
    verificationGasLimit: string
    callGasLimit: string
  }
  chainId: number
}

/**
 * Sponsored `paymentInfo`: no fee token, nothing to pay (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md:
 * feeToken absent → sponsored).
 */
export function sponsoredPaymentInfo(first: PaymentOp, owner: Address, eoa: boolean) {
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
export function feePaymentInfo(feeOp: PaymentOp, fee: FeeQuote, owner: Address, eoa: boolean) {
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
