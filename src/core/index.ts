// Entry point `supertx-kit/core`: framework-free, browser-safe. Named re-exports only (no `export *`),
// so the public surface is explicit; test/unit/exports.test.ts snapshots it.

// --- schemas ---
export {
  type Authorization,
  type AuthorizationToSign,
  authorizationSchema,
  authorizationToSignSchema,
} from './schemas/authorization.js'
export {
  addressSchema,
  amountSchema,
  bytes32Schema,
  chainIdSchema,
  checksumAddressSchema,
  hexSchema,
  type Mode,
  modeSchema,
  timestampSchema,
} from './schemas/common.js'
export {
  type BuildCcipFlow,
  type BuildFlow,
  type BuildRawFlow,
  type ComposeFlow,
  type ComposeFlowInput,
  type ComposeFlowType,
  composeFlowSchema,
  type IntentFlow,
  type IntentSimpleFlow,
  type IntentSimpleFlowInput,
  type IntentVaultFlow,
  type RouteSelectionMode,
} from './schemas/compose-flow.js'
export {
  type AuthorizationRequiredBody,
  authorizationRequiredBodySchema,
  type ErrorBody,
  errorBodySchema,
} from './schemas/error.js'
export {
  type ExecuteRequest,
  type ExecuteResponse,
  executeRequestSchema,
  executeResponseSchema,
  type SignedPayload,
} from './schemas/execute.js'
export { toErrorEntries } from './schemas/format-issues.js'
export {
  type BuildCcipRequest,
  type BuildCcipResponse,
  type BuildInstructionsRequest,
  type BuildInstructionsResponse,
  buildCcipRequestSchema,
  buildCcipResponseSchema,
  buildInstructionsRequestSchema,
  buildInstructionsResponseSchema,
  type Call,
  callSchema,
  type Instruction,
  instructionSchema,
} from './schemas/instructions.js'
export {
  type IntentSimpleRequest,
  type IntentSimpleRequestInput,
  type IntentSimpleResponse,
  intentSimpleRequestSchema,
  intentSimpleResponseSchema,
  type Route,
  type RouteStep,
  routeSchema,
} from './schemas/intent.js'
export {
  type OrchestratorAddressGroup,
  type OrchestratorDeployment,
  type OrchestratorRequest,
  type OrchestratorResponse,
  type OrchestratorUpgradeLookup,
  orchestratorRequestSchema,
  orchestratorResponseSchema,
} from './schemas/orchestrator.js'
export {
  type OnchainPayload,
  type PayloadToSign,
  type PermitPayload,
  payloadToSignSchema,
  type SimplePayload,
  type TypedDataPayload,
} from './schemas/payload.js'
export {
  type Prepare7702Request,
  type Prepare7702Response,
  prepare7702RequestSchema,
  prepare7702ResponseSchema,
} from './schemas/prepare7702.js'
export {
  type CleanUp,
  cleanUpSchema,
  type FeeToken,
  type FundingToken,
  feeTokenSchema,
  fundingTokenSchema,
  type QuoteRequest,
  type QuoteRequestInput,
  quoteRequestSchema,
} from './schemas/quote.js'
export {
  type Fee,
  type PaymentInfo,
  type Quote,
  type QuoteResponse,
  type QuoteType,
  quoteResponseSchema,
  type UserOpItem,
} from './schemas/quote-response.js'
export {
  type ExecutionStatus,
  type ReceiptUserOp,
  type SupertxReceipt,
  type SupertxStatus,
  supertxReceiptSchema,
} from './schemas/receipt.js'
export { type RuntimeBalance, runtimeBalanceSchema } from './schemas/runtime-balance.js'
export {
  type UpgradeDetail,
  type UpgradeRequest,
  type UpgradeRequestInput,
  type UpgradeResponse,
  upgradeDetailSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
} from './schemas/upgrade.js'

// --- errors ---

export {
  ApiError,
  type ApiErrorBody,
  ApiValidationError,
  BadRequestError,
  InternalServerError,
  InvalidChainError,
  InvalidSignatureError,
  NoUpgradeNeededError,
} from './errors/api.js'
export { AuthorizationRequiredError, UnauthorizedError } from './errors/auth.js'
export {
  BalancePreviewBlockedError,
  BalancePreviewUnavailableError,
  type BalancePreviewUnavailableReason,
} from './errors/balances.js'
export { BaseError, type BaseErrorParameters } from './errors/base.js'
export { InvalidClientConfigError } from './errors/config.js'
export {
  ExecuteOutcomeUnknownError,
  ExecutionRejectedError,
  QuoteStaleError,
  ReceiptTimeoutError,
  ReceiptUnavailableError,
  SupertxFailedError,
  SupertxNotFoundError,
} from './errors/supertransaction.js'
export {
  AbortError,
  MalformedJsonError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
} from './errors/transport.js'
export { RequestValidationError, ResponseValidationError } from './errors/validation.js'
export {
  AccountFundingRevertedError,
  type AccountRefusal,
  AccountRefusedError,
  ApprovalRevertedError,
  AuthorizationNotSupportedError,
  type AuthorizationRefusal,
  AuthorizationRefusedError,
  QuotePayloadMismatchError,
  QuoteUnverifiableError,
  type QuoteUnverifiableReason,
  UserRejectedError,
  WalletAccountMismatchError,
  WalletChainMismatchError,
  WalletNotConnectedError,
} from './errors/wallet.js'

// --- client ---

export {
  type CreateSupertxClientParameters,
  type CreateSupertxClientReturnType,
  createSupertxClient,
} from './client/createSupertxClient.js'
export type { RequestOptions } from './client/request.js'
export type {
  CreateSupertxTransportParameters,
  SupertxTransport,
} from './client/transport.js'
export type {
  BuildCcipParameters,
  BuildCcipReturnType,
  BuildInstructionsParameters,
  BuildInstructionsReturnType,
  ExecuteRequestInput,
  GetReceiptReturnType,
  IntentSimpleParameters,
  IntentSimpleReturnType,
  OrchestratorParameters,
  OrchestratorReturnType,
  Prepare7702Parameters,
  Prepare7702ReturnType,
  QuoteParameters,
  QuoteReturnType,
  SupertxClient,
} from './client/types.js'

// --- actions ---

export { accountAddressesOf, nexusInitData } from './actions/accountAddressesOf.js'
export type { BuildCcipErrorType } from './actions/buildCcip.js'
export { buildCcip } from './actions/buildCcip.js'
export type { BuildInstructionsErrorType } from './actions/buildInstructions.js'
export { buildInstructions } from './actions/buildInstructions.js'
export { IncompleteParametersError } from './actions/errors.js'
export {
  type ExecuteErrorType,
  type ExecuteParameters,
  type ExecuteReturnType,
  execute,
} from './actions/execute.js'
export {
  type GetIntentRouteErrorType,
  type GetIntentRouteParameters,
  type GetIntentRouteReturnType,
  getIntentRoute,
} from './actions/getIntentRoute.js'
export {
  type GetOrchestratorErrorType,
  type GetOrchestratorParameters,
  type GetOrchestratorReturnType,
  getOrchestrator,
} from './actions/getOrchestrator.js'
export {
  type GetQuoteErrorType,
  type GetQuoteParameters,
  type GetQuoteReturnType,
  getQuote,
} from './actions/getQuote.js'
export {
  type GetSupertxReceiptErrorType,
  type GetSupertxReceiptParameters,
  type GetSupertxReceiptReturnType,
  getSupertxReceipt,
} from './actions/getSupertxReceipt.js'
export {
  type GetUpgradeQuoteErrorType,
  type GetUpgradeQuoteParameters,
  type GetUpgradeQuoteReturnType,
  getUpgradeQuote,
} from './actions/getUpgradeQuote.js'
export { type Prepare7702ErrorType, prepare7702 } from './actions/prepare7702.js'
export {
  type PrepareQuoteAuthorizationsParameters,
  type PrepareQuoteAuthorizationsReturnType,
  prepareQuoteAuthorizations,
} from './actions/prepareQuoteAuthorizations.js'
export {
  type AccountsRequest,
  type ResolveAccountsErrorType,
  type ResolveAccountsParameters,
  type ResolveAccountsReturnType,
  resolveAccounts,
} from './actions/resolveAccounts.js'
export {
  type ResolveAccountVersionsParameters,
  resolveAccountVersions,
} from './actions/resolveAccountVersions.js'
export {
  type SignAuthorizationsErrorType,
  type SignAuthorizationsParameters,
  type SignAuthorizationsReturnType,
  signAuthorizations,
} from './actions/signAuthorizations.js'
export {
  type SignItemKind,
  type SignItemStatus,
  type SignPayloadsErrorType,
  type SignPayloadsParameters,
  type SignPayloadsReturnType,
  type SignProgressItem,
  signPayloads,
} from './actions/signPayloads.js'
export type { ClientErrorType } from './actions/types.js'
export {
  type UpgradeErrorType,
  type UpgradeParameters,
  type UpgradeReturnType,
  type UpgradeStep,
  upgrade,
} from './actions/upgrade.js'
// verifyQuote itself is in supertx-kit/verify (signPayloads loads it on first use).
export type {
  VerifyQuoteErrorType,
  VerifyQuoteParameters,
  VerifyQuoteReturnType,
} from './actions/verifyQuote.js'
export {
  type ReceiptRetry,
  type WaitForSupertxReceiptErrorType,
  type WaitForSupertxReceiptParameters,
  type WaitForSupertxReceiptReturnType,
  waitForSupertxReceipt,
} from './actions/waitForSupertxReceipt.js'
export {
  type BalanceChange,
  type ChainBalanceChanges,
  type GetBalanceChangesErrorType,
  type GetBalanceChangesParameters,
  type GetBalanceChangesReturnType,
  getBalanceChanges,
} from './balances/getBalanceChanges.js'
export type { Arrival as BalanceArrival, SimulatedSwap } from './balances/preview-chain.js'
export {
  type AccountFactory,
  defaultAccountFactories,
  realNetworkAccountFactories,
  type TrustedAccountFactories,
  trustedAccountFactoriesOn,
} from './config/account-factories.js'
export {
  type CreateSupertxConfigParameters,
  type CreateSupertxConfigReturnType,
  createSupertxConfig,
  type Eip7702Policy,
  type SupertxConfig,
} from './config/createSupertxConfig.js'
export {
  defaultDelegates,
  devnetChainIds,
  devnetDelegate,
  realNetworkDelegates,
  type TrustedDelegates,
  trustedDelegatesOn,
} from './config/delegates.js'
export {
  defaultNexusContracts,
  devnetNexusContracts,
  type NexusContracts,
  type NexusSuites,
  realNetworkNexusContracts,
  type TrustedNexusContracts,
  trustedNexusContractsOn,
} from './config/nexus-contracts.js'
export { MEE_SCAN_URL, SUPERTX_API_URL, SUPERTX_STAGING_API_URL } from './config/presets.js'
export { createDefaultStorage, createMemoryStorage, type SupertxStorage } from './config/storage.js'
export { chainsOfComposeFlows } from './flow-drafts/chainsOfComposeFlows.js'
// --- flow drafts (the editable form of compose flows) ---
export {
  type AmountDraft,
  type ArgDraft,
  alignArgs,
  type BuildCcipFlowDraft,
  type BuildFlowDraft,
  type BuildRawFlowDraft,
  createFlowDraft,
  defaultArgDraft,
  type FlowDraft,
  type FlowDraftIssue,
  type FlowDraftType,
  type FlowPassthrough,
  flowDraftTypes,
  fromComposeFlows,
  fundingTokensOf,
  type IntentSimpleFlowDraft,
  MAX_COMPOSE_FLOWS,
  parseAmount,
  parseFunctionSignature,
  type RuntimeBalanceDraft,
  type ToComposeFlowsReturnType,
  toBaseUnits,
  toComposeFlows,
  UnsupportedFlowError,
  type UnsupportedFlowErrorType,
  type ValidateFlowDraftReturnType,
  validateFlowDraft,
  withFundingTokens,
} from './flow-drafts/index.js'
// --- forms (what an end user asks for, as compose flows) ---
export {
  type AmountTextResult,
  amountInputText,
  type BridgeStep,
  checkRecipient,
  type DepositStep,
  type FeeAmount,
  type FormAmount,
  type FormStep,
  type FormStepIssue,
  type FormStepKind,
  type FormStepsToComposeFlowsReturnType,
  formStepsToComposeFlows,
  type MaxAmountParameters,
  maxAmount,
  normalizeAmountText,
  numberSeparators,
  parseAmountText,
  type RecipientCheck,
  type SendStep,
  type StepOutput,
  type SwapStep,
  stepInput,
  stepOutput,
} from './forms/index.js'
// --- history ---
export {
  clearHistory,
  defaultHistoryKey,
  defaultHistoryLimit,
  forgetHistoryEntry,
  type HistoryEntry,
  type HistoryFunds,
  type HistoryOptions,
  readHistory,
  recordHistory,
  subscribeHistory,
} from './history/history.js'
export { getHistoryStore, type HistoryStore } from './history/history-store.js'
// --- logic the hooks, the components and non-React users share ---
export {
  describeOperations,
  type OperationDescription,
  type OperationStep,
  type StepAmount,
} from './operations/describeOperations.js'
export type { AccountFundingTransfer } from './supertransaction/account-funding.js'
export {
  type AccountFundingNeed,
  type AccountFundingPlanner,
  accountFundingNeedsOf,
} from './supertransaction/account-funding-needs.js'
export {
  type CreateSupertransactionParameters,
  type CreateSupertransactionReturnType,
  createSupertransaction,
  type SupertransactionOptions,
  splitSupertransactionOptions,
} from './supertransaction/createSupertransaction.js'
export {
  type FeeChoice,
  feeChoiceOf,
  feeTokenOf,
  isValidFeeChoice,
  usableFeeTokens,
} from './supertransaction/fee-choice.js'
export {
  type BalancePreview,
  type PreviewBalances,
  previewGateOf,
} from './supertransaction/preview-gate.js'
export type {
  SupertransactionContext,
  SupertransactionState,
  SupertransactionStatus,
  SupertransactionStep,
} from './supertransaction/types.js'
export { cleanText, TEXT_LIMITS } from './text/clean-text.js'
export { InvalidTokenAmountError } from './tokens/errors.js'
// --- tokens ---
export { type FormatAmountParameters, formatAmount } from './tokens/format-amount.js'
export {
  checkTokenList,
  findToken,
  isTokenDecimals,
  type TokenInfo,
  type TokenList,
} from './tokens/token-list.js'
export {
  chainsNeedingUpgrade,
  type UpgradeStatus,
  type UpgradeStatusParameters,
  upgradeStatus,
} from './upgrade/upgradeStatus.js'
export {
  type AccountChainState,
  type DelegationPolicy,
  type PlanAuthorizationsParameters,
  planAuthorizations,
} from './verify/authorizations.js'
export { type ChainsRequest, chainsOfRequest } from './verify/chains.js'
export type { Accounts, TypedDataVerifier, VerifyRequest } from './verify/types.js'
// --- the owner's wallet (viem clients; the React entry builds one from wagmi) ---
export type { OwnerWalletClient, SupertxWallet, WalletParameter } from './wallet/types.js'
export { toSupertxWallet } from './wallet/wallet.js'
