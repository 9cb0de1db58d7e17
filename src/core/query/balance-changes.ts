// The balance preview's query, apart from the API's: a component that previews a quote reaches
// the simulation's query alone, not every action's schemas (`<BalanceChanges>` beside
// `<QuoteSummary>` costs what it shows).
import type { getBalanceChanges } from '../balances/getBalanceChanges.js'
import { defineQuery } from './define.js'

// The simulation loads on first use: an app pays for it when a quote is first previewed.
const loadBalanceChanges: typeof getBalanceChanges = async (...args) =>
  (await import('../balances/getBalanceChanges.js')).getBalanceChanges(...args)
// Not aborted when an observer unmounts: the engine's preview (useSupertransaction) and a
// `<BalanceChanges>` share this query, and the simulation, once started, finishes and stays cached
// for both; a `<BalanceChanges>` leaving the page must not fail the run's preview.
const balanceChanges = defineQuery(
  'getBalanceChanges',
  loadBalanceChanges,
  ['quote', 'request', 'reader'],
  { abortable: false },
)

/**
 * The quote's balance changes per chain, simulated (`getBalanceChanges`) as a query; enabled once
 * the quote, its request and a reader are given. The reader is left out of the key's hash (a
 * function does not serialize): one quote, one preview.
 *
 * @example
 * useQuery(getBalanceChangesQueryOptions(config, { quote, request, reader: wallet, tokenList }))
 */
export const getBalanceChangesQueryOptions = balanceChanges.queryOptions
export const getBalanceChangesQueryKey = balanceChanges.queryKey
