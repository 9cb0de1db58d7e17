'use client'
import { isAddress } from 'viem'
import type { Mode } from '../../../core/schemas/common.js'
import type { FundingToken } from '../../../core/schemas/quote.js'
import type { FeeChoice } from '../parts/supertransaction-context.js'

/** Whether a choice can go into a request (its refund address, if any, is an address). */
export function isValidFeeChoice(fee: FeeChoice): boolean {
  const refund = fee.type === 'token' ? fee.gasRefundAddress?.trim() : undefined
  return !refund || isAddress(refund, { strict: false })
}

export const keyOf = (t: { chainId: number; address: string }) =>
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
    fundingTokens?.map((f) => keyOf({ chainId: f.chainId, address: f.tokenAddress })),
  )
  return tokens.filter((t) => funding.has(keyOf(t)))
}
