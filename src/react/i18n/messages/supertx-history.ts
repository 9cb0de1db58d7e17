'use client'
export const supertxHistoryMessages = {
  title: 'Your supertransactions',
  empty: 'No supertransactions yet. The ones you execute here will be listed.',
  loading: 'Reading your supertransactions…',
  status: {
    pending: 'In progress',
    success: 'Succeeded',
    failed: 'Failed',
    stopped: 'Stopped before it ran',
  },
  /** A stopped run's funds, one line each: where they are now. */
  fundsNow: ({ account, chain }: { account: string; chain: string }) =>
    `now in your smart account ${account} on ${chain}`,
  /** A run that failed after part of it ran: where the funds it moved across chains are now. */
  fundsAt: ({ account, chain }: { account: string; chain: string }) =>
    `now at ${account} on ${chain}`,
  /** Such funds back in the owner's own wallet (the entry's `ownerAddress`). */
  fundsInWallet: ({ chain }: { chain: string }) => `now in your wallet on ${chain}`,
  /** The owner's wallet as `fundsInWallet` names it, beside its full address. */
  yourWallet: 'your wallet',
  mode: { 'smart-account': 'Smart account', eoa: 'EOA', 'eoa-7702': 'EOA (7702)' },
  chains: ({ names }: { names: string }) => `on ${names}`,
  unknownChain: ({ chainId }: { chainId: number }) => `chain ${chainId}`,
  /** Past a page of entries: shows the next ones (their number, formatted). */
  showMore: ({ count }: { count: string }) => `Show ${count} more`,
}
