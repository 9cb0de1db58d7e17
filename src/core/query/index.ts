// Entry point `supertx-kit/query`: TanStack Query options factories and query keys, framework-free.
// One name per action: `getQuote` → `getQuoteQueryKey` / `getQuoteQueryOptions` (→ hook `useQuote`);
// `signPayloads` → `signPayloadsMutationOptions`. Named re-exports only; test/unit/exports.test.ts
// snapshots the surface.
export {
  buildCcipQueryKey,
  buildCcipQueryOptions,
  buildInstructionsQueryKey,
  buildInstructionsQueryOptions,
  getIntentRouteQueryKey,
  getIntentRouteQueryOptions,
  getOrchestratorQueryKey,
  getOrchestratorQueryOptions,
  prepare7702QueryKey,
  prepare7702QueryOptions,
} from './api.js'
export {
  prepareQuoteAuthorizationsQueryKey,
  prepareQuoteAuthorizationsQueryOptions,
} from './authorize.js'
export { getBalanceChangesQueryKey, getBalanceChangesQueryOptions } from './balance-changes.js'
export { missingParameters, type PartialParameters } from './define.js'
export { hashQueryKey } from './hash.js'
export {
  executeMutationOptions,
  signAuthorizationsMutationOptions,
  signPayloadsMutationOptions,
  upgradeMutationOptions,
} from './mutations.js'
export {
  type GetQuoteQueryKey,
  type GetQuoteQueryOptions,
  type GetQuoteQueryParameters,
  getQuoteMutationOptions,
  getQuoteQueryKey,
  getQuoteQueryOptions,
  missingQuoteParameters,
} from './quote.js'
export {
  type GetSupertxReceiptQueryParameters,
  getSupertxReceiptQueryKey,
  getSupertxReceiptQueryOptions,
  isFinalReceipt,
  type ReceiptQueryClient,
  type ReceiptWaitBudget,
  receiptPollDelay,
  receiptRetrying,
} from './receipt.js'
export { shouldRetry } from './retry.js'
export type {
  QueryFunctionContext,
  SupertxMutationOptions,
  SupertxQueryOptions,
} from './types.js'

/** The first element of every query and mutation key of the kit. */
export const supertxQueryKeyPrefix = 'supertx' as const
