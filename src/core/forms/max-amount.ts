// Max of an amount field: what the holder can spend of a token, less the fee when the fee is paid
// in that same token on that same chain (the same account pays both).

/** A fee as a quote states it: `{ chainId, token, amount }` (amount in base units). */
export type FeeAmount = {
  chainId: number | string
  token: string
  amount: string | bigint
}

export type MaxAmountParameters = {
  /** The holder's balance of the token, in base units. */
  balance: bigint
  chainId: number
  token: string
  /** The fee to leave, when known; ignored unless it is paid in this token on this chain. */
  fee?: FeeAmount | undefined
}

/**
 * The most a step can spend of its token: the balance less the fee when the fee is that token on
 * that chain (never below 0), and what was reserved for the fee (0n when none). A fee whose amount
 * is not a whole number of base units reserves nothing rather than a guess.
 */
export function maxAmount({ balance, chainId, token, fee }: MaxAmountParameters): {
  amount: bigint
  reserved: bigint
} {
  const same =
    fee !== undefined &&
    Number(fee.chainId) === chainId &&
    fee.token.toLowerCase() === token.toLowerCase()
  const reserved =
    same && (typeof fee.amount === 'bigint' || /^\d+$/.test(fee.amount)) ? BigInt(fee.amount) : 0n
  const amount = balance - reserved
  return { amount: amount > 0n ? amount : 0n, reserved }
}
