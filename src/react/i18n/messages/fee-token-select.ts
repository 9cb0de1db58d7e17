'use client'
export const feeTokenSelectMessages = {
  legend: 'Fee',
  sponsored: 'Sponsored: you pay no fee',
  payWithToken: 'Pay the fee with a token',
  token: 'Fee token',
  tokenOption: (v: { symbol: string; chain: string }) => `${v.symbol} on ${v.chain}`,
  noTokens: 'No token to pay with is available; the fee is sponsored.',
  eoaFundingOnly:
    'In eoa mode only the funding token can pay the fee: your wallet approves both at once.',
  quotedFee: 'Quoted fee',
  /** A fee the kit could not check (a quote outside a run, or operations it cannot read). */
  feeUnchecked: '(as quoted, not checked)',
  refundAddress: 'Gas refund address (optional)',
  refundHint: 'Unspent gas is refunded here; empty means your own account.',
  refundInvalid: 'Enter a valid address: 0x followed by 40 hexadecimal characters.',
}
