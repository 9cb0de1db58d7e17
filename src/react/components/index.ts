'use client'

// The components: per component its connected root `<X>`, its View `<XView>` and its hook `useX`
// (CONTRIBUTING.md, "Components"), with their types. `supertx-kit` re-exports these.

export {
  type FeeChoice,
  feeChoiceOf,
  feeTokenOf,
} from '../../core/supertransaction/fee-choice.js'
export {
  type UseBalanceChangesParameters,
  type UseBalanceChangesReturnType,
  useBalanceChanges,
} from '../hooks/useBalanceChanges.js'
export {
  type UseSupertransactionParameters,
  type UseSupertransactionReturnType,
  useSupertransaction,
} from '../hooks/useSupertransaction.js'
export {
  type UseSupertxHistoryParameters,
  type UseSupertxHistoryReturnType,
  useSupertxHistory,
} from '../hooks/useSupertxHistory.js'
export {
  BalanceChanges,
  type BalanceChangesProps,
  type BalanceChangesState,
} from './BalanceChanges/BalanceChanges.js'
export {
  BalanceChangesChain,
  BalanceChangesChains,
  BalanceChangesStatus,
} from './BalanceChanges/BalanceChangesParts.js'
export {
  BalanceChangesView,
  type BalanceChangesViewProps,
} from './BalanceChanges/BalanceChangesView.js'
export { ExplorerLink, type ExplorerLinkProps } from './ExplorerLink/ExplorerLink.js'
export { ExplorerLinkView, type ExplorerLinkViewProps } from './ExplorerLink/ExplorerLinkView.js'
export {
  type UseExplorerLinkParameters,
  type UseExplorerLinkReturnType,
  useExplorerLink,
} from './ExplorerLink/useExplorerLink.js'
export {
  FeeTokenSelect,
  type FeeTokenSelectProps,
  isValidFeeChoice,
} from './FeeTokenSelect/FeeTokenSelect.js'
export {
  FeeTokenSelectView,
  type FeeTokenSelectViewProps,
} from './FeeTokenSelect/FeeTokenSelectView.js'
export {
  type UseFeeTokenSelectParameters,
  type UseFeeTokenSelectReturnType,
  useFeeTokenSelect,
} from './FeeTokenSelect/useFeeTokenSelect.js'
export {
  FlowBuilder,
  type FlowBuilderProps,
} from './FlowBuilder/FlowBuilder.js'
export { FlowBuilderView, type FlowBuilderViewProps } from './FlowBuilder/FlowBuilderView.js'
export type { FlowHeaderProps } from './FlowBuilder/FlowHeader.js'
export {
  type UseFlowBuilderParameters,
  type UseFlowBuilderReturnType,
  useFlowBuilder,
} from './FlowBuilder/useFlowBuilder.js'
export type {
  FlowDraftsChange,
  FlowDraftsChangeResult,
} from './FlowBuilder/useFlowDrafts.js'
export {
  type SupertransactionContextValue,
  useSupertransactionContext,
} from './parts/supertransaction-context.js'
export { TokenAmount, type TokenAmountProps } from './parts/TokenAmount.js'
export {
  formatTimestamp,
  isNoExpiry,
  QuoteSummary,
  type QuoteSummaryProps,
} from './QuoteSummary/QuoteSummary.js'
export { QuoteSummaryView, type QuoteSummaryViewProps } from './QuoteSummary/QuoteSummaryView.js'
export {
  type UseQuoteSummaryParameters,
  type UseQuoteSummaryReturnType,
  useQuoteSummary,
} from './QuoteSummary/useQuoteSummary.js'
export {
  RouteSummary,
  type RouteSummaryProps,
} from './RouteSummary/RouteSummary.js'
export { RouteSummaryView, type RouteSummaryViewProps } from './RouteSummary/RouteSummaryView.js'
export { type UseRouteSummaryReturnType, useRouteSummary } from './RouteSummary/useRouteSummary.js'
export {
  type SigningStep,
  type SigningStepName,
  type SigningStepState,
  SigningSteps,
  type SigningStepsProps,
  signingStepsOf,
} from './SigningSteps/SigningSteps.js'
export { SigningStepsView, type SigningStepsViewProps } from './SigningSteps/SigningStepsView.js'
export {
  type UseSigningStepsParameters,
  type UseSigningStepsReturnType,
  useSigningSteps,
} from './SigningSteps/useSigningSteps.js'
export {
  Supertransaction,
  type SupertransactionProps,
} from './Supertransaction/Supertransaction.js'
export {
  SupertransactionView,
  type SupertransactionViewProps,
} from './Supertransaction/SupertransactionView.js'
export {
  type UseSupertransactionRootParameters,
  useSupertransactionRoot,
} from './Supertransaction/useSupertransactionRoot.js'
export {
  SupertxButton,
  type SupertxButtonLabels,
  type SupertxButtonProps,
  type SupertxButtonRenderProps,
} from './SupertxButton/SupertxButton.js'
export {
  SupertxButtonView,
  type SupertxButtonViewProps,
} from './SupertxButton/SupertxButtonView.js'
export {
  type UseSupertxButtonParameters,
  useSupertxButton,
} from './SupertxButton/useSupertxButton.js'
export {
  newStepDraft,
  type StepDraft,
  SupertxForm,
  type SupertxFormProps,
  TokenPicker,
  type TokenPickerProps,
} from './SupertxForm/SupertxForm.js'
export { SupertxFormView, type SupertxFormViewProps } from './SupertxForm/SupertxFormView.js'
export {
  type FormIssue,
  type ReservedAmount,
  type TokenOption,
  type UseSupertxFormParameters,
  type UseSupertxFormReturnType,
  useSupertxForm,
} from './SupertxForm/useSupertxForm.js'
export {
  SupertxHistory,
  type SupertxHistoryProps,
} from './SupertxHistory/SupertxHistory.js'
export {
  SupertxHistoryView,
  type SupertxHistoryViewProps,
} from './SupertxHistory/SupertxHistoryView.js'
export {
  SupertxTracker,
  type SupertxTrackerProps,
} from './SupertxTracker/SupertxTracker.js'
export {
  SupertxTrackerView,
  type SupertxTrackerViewProps,
} from './SupertxTracker/SupertxTrackerView.js'
export {
  type UseSupertxTrackerParameters,
  type UseSupertxTrackerReturnType,
  useSupertxTracker,
} from './SupertxTracker/useSupertxTracker.js'
export {
  UpgradeNotice,
  type UpgradeNoticeProps,
  UpgradeNoticeView,
  type UpgradeNoticeViewProps,
} from './UpgradeNotice/UpgradeNotice.js'
export {
  type UseUpgradeNoticeParameters,
  type UseUpgradeNoticeReturnType,
  useUpgradeNotice,
} from './UpgradeNotice/useUpgradeNotice.js'
