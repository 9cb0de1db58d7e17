'use client'
export const balanceChangesMessages = {
  title: 'Your balances after',
  simulating: 'Simulating what each chain will do to your balances…',
  onChain: (v: { chain: string }) => `On ${v.chain}`,
  wallet: 'Your wallet',
  account: 'Your smart account',
  none: 'No balance changes',
  /** A change with its before and after, for the title of the row. */
  beforeAfter: (v: { before: string; after: string }) => `${v.before} → ${v.after}`,
  /** The amount depends on a swap's output. */
  estimated: 'estimated',
  /** A runtime balance: the whole balance when it runs. */
  runtime: 'all of it when it runs',
  arrives: (v: { amount: string; chain: string }) => `${v.amount} arrives from ${v.chain}`,
  reverts: (v: { op: number; call: number; reason: string }) =>
    `Would revert: operation ${v.op}, call ${v.call}: ${v.reason}`,
  /** A token's own error (ERC20InsufficientBalance), in its symbol and decimals. */
  balanceTooLow: (v: { op: number; token: string; balance: string; needed: string }) =>
    `Would revert: operation ${v.op} needs ${v.needed}, and the ${v.token} balance there is ${v.balance}. Add ${v.token} or lower the amount, then get a new quote.`,
  /** A token's allowance error (ERC20InsufficientAllowance). */
  allowanceTooLow: (v: { op: number; allowance: string; needed: string }) =>
    `Would revert: operation ${v.op} needs an allowance of ${v.needed}, and it is ${v.allowance}. Get a new quote.`,
  /** smart-account funding: the wallet cannot send its smart account what the flows spend. */
  fundingTooLow: (v: { amount: string; balance: string }) =>
    `Would revert: your wallet must first send your smart account ${v.amount}, and it holds ${v.balance}. Add to your wallet or lower the amount, then get a new quote.`,
  /** smart-account funding: the wallet's transfer fails for another reason. */
  fundingReverts: (v: { amount: string; reason: string }) =>
    `Would revert: your wallet's transfer of ${v.amount} to your smart account fails: ${v.reason}`,
  unavailable: {
    'no-client': 'Cannot be previewed: no connection to this chain.',
    unsupported: 'Cannot be previewed: this chain’s node cannot simulate (no eth_simulateV1).',
    unreachable: 'Cannot be previewed: this chain’s node did not answer.',
    unreadable: 'Cannot be previewed: an operation here is in a form the kit cannot read.',
  } as Record<string, string>,
  failed: 'The balance preview failed. You can still review the quote and sign.',
}
