import type { Address } from 'viem'

/**
 * Funds a run moved and left somewhere: `amount` (base units, decimal) of `token`, held now by
 * `account` on `chainId`. The stopped run's history entry and a partly run supertransaction's
 * error both say it.
 */
export type HeldFunds = { chainId: number; account: Address; token: Address; amount: string }
