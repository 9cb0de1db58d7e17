// Entry point `supertx-kit/query`: TanStack Query options factories and query keys, framework-free.
// Named re-exports only; test/unit/exports.test.ts snapshots the surface.
export {
  buildCcipQueryKey,
  buildCcipQueryOptions,
  buildInstructionsQueryKey,
  buildInstructionsQueryOptions,
  intentRouteQueryKey,
  intentRouteQueryOptions,
  orchestratorQueryKey,
  orchestratorQueryOptions,
  prepare7702QueryKey,
  prepare7702QueryOptions,
} from './api.js'
export { hashQueryKey } from './hash.js'
export {
  executeQuoteMutationOptions,
  signAuthorizationsMutationOptions,
  signQuoteMutationOptions,
  upgradeAccountMutationOptions,
} from './mutations.js'
export {
  getQuoteMutationOptions,
  missingQuoteParameters,
  type QuoteQueryKey,
  type QuoteQueryParameters,
  quoteQueryKey,
  quoteQueryOptions,
} from './quote.js'
export { isFinalReceipt, supertxReceiptQueryKey, supertxReceiptQueryOptions } from './receipt.js'
export { shouldRetry } from './retry.js'
export type {
  QueryFunctionContext,
  SupertxMutationOptions,
  SupertxQueryOptions,
} from './types.js'

/** The first element of every query and mutation key of the kit. */
export const supertxQueryKeyPrefix = 'supertx' as const
