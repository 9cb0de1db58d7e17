'use client'
export const quoteSummaryMessages = {
  title: 'Review',
  empty: 'No quote yet. Get a quote to see what will happen on each chain.',
  authorizationsFirst: (v: { count: number }) =>
    `You sign: ${v.count === 1 ? '1 authorization' : `${v.count} authorizations`}, then 1 signature.`,
  feeAfterAuthorizing:
    'The fee is shown after you authorize: the service quotes your account only once it is authorized.',
  onChain: (v: { chain: string }) => `On ${v.chain}`,
  fundingOn: (v: { chain: string }) => `on ${v.chain}`,
  operation: (v: { index: number }) => `Operation ${v.index}`,
  cleanUp: 'Clean-up: returns what is left to you',
  /** A compose flow of the request, in a few words (amounts only when the token is known). */
  flows: {
    transfer: (v: { amount: string; to: string }) => `Send ${v.amount} to ${v.to}`,
    call: (v: { fn: string; target: string }) => `Call ${v.fn} on ${v.target}`,
    callRaw: (v: { target: string }) => `Call contract ${v.target}`,
    bridge: (v: { amount: string | undefined; chain: string }) =>
      `Bridge ${v.amount ?? 'tokens'} to ${v.chain}`,
    swap: (v: { amount: string | undefined }) => `Swap ${v.amount ?? 'tokens'}`,
    swapTo: (v: { amount: string | undefined; chain: string }) =>
      `Swap ${v.amount ?? 'tokens'} to ${v.chain}`,
  },
  funding: 'Taken from your wallet',
  fee: 'Fee',
  sponsored: 'Sponsored',
  /** A fee the kit could not check (a quote outside a run, or operations it cannot read). */
  feeUnchecked: '(as quoted, not checked)',
  /** The checks before signing refused the quote (the reason follows). */
  refused: 'Refused: this quote does not do exactly what you asked for, and it is not signed.',
  window: 'Runs between',
  windowRange: (v: { from: string; to: string }) => `${v.from} and ${v.to}`,
  /** The ops' latest bound is the schema's maximum (2^48 − 1) or past any date: no expiry. */
  windowOpen: (v: { from: string }) => `${v.from} and any later time (no expiry)`,
  /** An op with no start bound (0, the Unix epoch) may run at once: its start reads as this. */
  windowNow: 'now',
  noOperations: 'No operations: nothing runs',
  quoteType: 'Quote type',
  quoteTypes: {
    permit: 'Permit (EIP-2612)',
    onchain: 'On-chain approval',
    simple: 'One message signature',
    'permit-sca': 'Permit to a smart account',
    'mm-dtk': 'MetaMask delegation',
  } as Record<string, string>,
  /** A `simple` quote: the mode it was made for (it says more than the signature kind). */
  modes: {
    'smart-account': 'Smart account',
    'eoa-7702': 'Your wallet (EIP-7702)',
    eoa: 'Your wallet',
  },
  signatures: 'You sign',
  signatureCount: (v: { count: number }) =>
    v.count === 1 ? '1 signature' : `${v.count} signatures`,
  transactionCount: (v: { count: number }) =>
    v.count === 1
      ? '1 transaction (an on-chain approval)'
      : `${v.count} transactions (on-chain approvals)`,
}
