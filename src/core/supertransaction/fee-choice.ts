import { isAddress } from 'viem'
import type { Mode } from '../schemas/common.js'
import type { FeeToken, FundingToken } from '../schemas/quote.js'

/**
 * How the fee is paid: `sponsored` (the request carries no `feeToken`), or a token on a chain,
 * with an optional gas refund address (as typed; checked before it reaches the request).
 */
export type FeeChoice =
  | { type: 'sponsored' }
  | {
      type: 'token'
      chainId: number
      address: `0x${string}`
      gasRefundAddress?: string | undefined
    }

/** Whether a choice can go into a request (its refund address, if any, is an address). */
export function isValidFeeChoice(fee: FeeChoice): boolean {
  const refund = fee.type === 'token' ? fee.gasRefundAddress?.trim() : undefined
  return !refund || isAddress(refund, { strict: false })
}

/** The request's fee fields for a choice: no `feeToken` means sponsored. */
export function feeTokenOf(fee: FeeChoice): FeeToken | undefined {
  if (fee.type === 'sponsored') return undefined
  const refund = fee.gasRefundAddress?.trim()
  return {
    address: fee.address,
    chainId: fee.chainId,
    ...(refund ? { gasRefundAddress: refund as `0x${string}` } : {}),
  }
}

/** The choice a request's `feeToken` stands for. */
export function feeChoiceOf(feeToken: FeeToken | undefined): FeeChoice {
  return feeToken
    ? {
        type: 'token',
        chainId: feeToken.chainId,
        address: feeToken.address as `0x${string}`,
        gasRefundAddress: feeToken.gasRefundAddress,
      }
    : { type: 'sponsored' }
}

/** A token's key on its chain, the address in lower case. */
export const tokenKeyOf = (t: { chainId: number; address: string }) =>
  `${t.chainId}:${t.address.toLowerCase()}`

/**
 * The tokens that can pay the fee in `mode`: in `eoa` mode only the request's funding tokens, since
 * the owner's one permit or approve covers the funding amount and the fee together (any other fee
 * token is refused by the service).
 */
export function usableFeeTokens<T extends { chainId: number; address: string }>(
  tokens: readonly T[],
  mode: Mode | undefined,
  fundingTokens: readonly FundingToken[] | undefined,
): readonly T[] {
  if (mode !== 'eoa') return tokens
  const funding = new Set(
    fundingTokens?.map((f) => tokenKeyOf({ chainId: f.chainId, address: f.tokenAddress })),
  )
  return tokens.filter((t) => funding.has(tokenKeyOf(t)))
}
