'use client'

// Entry point `supertx-kit`: React hooks (and components, from their barrel). Named re-exports only
// (the components barrel is named exports too); the framework-free
// parts live in `supertx-kit/core` and `supertx-kit/query`. test/unit/exports.test.ts snapshots this.

// Re-exported so React apps need one import for the config and the errors they catch most.
export { createSupertxConfig, type SupertxConfig } from '../core/config/createSupertxConfig.js'
export {
  createFlowDraft,
  type FlowDraft,
  type FlowDraftIssue,
  type FlowDraftType,
  fromComposeFlows,
  type ToComposeFlowsReturnType,
  toComposeFlows,
} from '../core/flow-drafts/index.js'
export { supertxQueryKeyPrefix } from '../core/query/index.js'
export type { OwnerWalletClient, SupertxWallet, WalletParameter } from '../core/wallet/types.js'
// --- components ---
export * from './components/index.js'
export { SupertransactionStateNotFoundError, SupertxProviderNotFoundError } from './errors.js'
// --- hooks ---
export type { MutationParameter, QueryParameter } from './hooks/types.js'
export {
  type UseBalanceChangesParameters,
  type UseBalanceChangesReturnType,
  useBalanceChanges,
} from './hooks/useBalanceChanges.js'
export {
  type UseBuildInstructionsParameters,
  type UseBuildInstructionsReturnType,
  useBuildInstructions,
} from './hooks/useBuildInstructions.js'
export { useDescribeError } from './hooks/useDescribeError.js'
export {
  type UseExecuteParameters,
  type UseExecuteReturnType,
  useExecute,
} from './hooks/useExecute.js'
export {
  type UseIntentRouteParameters,
  type UseIntentRouteReturnType,
  useIntentRoute,
} from './hooks/useIntentRoute.js'
export {
  type UseOrchestratorParameters,
  type UseOrchestratorReturnType,
  useOrchestrator,
} from './hooks/useOrchestrator.js'
export {
  type UsePrepare7702Parameters,
  type UsePrepare7702ReturnType,
  usePrepare7702,
} from './hooks/usePrepare7702.js'
export { type UseQuoteParameters, type UseQuoteReturnType, useQuote } from './hooks/useQuote.js'
export {
  type UseQuoteMutationParameters,
  type UseQuoteMutationReturnType,
  useQuoteMutation,
} from './hooks/useQuoteMutation.js'
export {
  type UseSignPayloadsParameters,
  type UseSignPayloadsReturnType,
  useSignPayloads,
} from './hooks/useSignPayloads.js'
export {
  type UseSupertransactionParameters,
  type UseSupertransactionReturnType,
  useSupertransaction,
} from './hooks/useSupertransaction.js'
export {
  type UseSupertxConfigReturnType,
  useSupertxConfig,
} from './hooks/useSupertxConfig.js'
export {
  type UseSupertxHistoryParameters,
  type UseSupertxHistoryReturnType,
  useSupertxHistory,
} from './hooks/useSupertxHistory.js'
export {
  type UseSupertxReceiptParameters,
  type UseSupertxReceiptReturnType,
  useSupertxReceipt,
} from './hooks/useSupertxReceipt.js'
// --- tokens ---
export {
  type UseTokenInfoParameters,
  useTokenInfo,
} from './hooks/useTokenInfo.js'
export {
  type UseUpgradeParameters,
  type UseUpgradeReturnType,
  type UseUpgradeStatus,
  useUpgrade,
} from './hooks/useUpgrade.js'
export {
  classifyError,
  type DescribeErrorOptions,
  describeError,
  type ErrorDescription,
  type ErrorMessages,
} from './i18n/describe-error.js'
export type { FlowBuilderMessages } from './i18n/messages/flow-builder.js'
export type {
  DeepPartial,
  SupertxLocaleMessages,
  SupertxMessages,
  SupertxMessagesOverride,
} from './i18n/types.js'
export {
  type AddressLabels,
  SupertxProvider,
  type SupertxProviderProps,
  type SupertxUiProps,
} from './SupertxProvider.js'
// --- wagmi ---
export { wagmiWallet } from './wagmi/wagmiWallet.js'
