// Compose flows as editable drafts: create, reshape to a signature, validate, convert both ways.
export { alignArgs, defaultArgDraft, parseFunctionSignature } from './abi-params.js'
export { UnsupportedFlowError, type UnsupportedFlowErrorType } from './errors.js'
export { fromComposeFlows } from './from-compose-flows.js'
export { fundingTokensOf, withFundingTokens } from './funding-tokens.js'
export {
  type FlowIssueCode,
  type FlowIssueParams,
  type FlowIssueProblem,
  flowIssuePredicates,
} from './issues.js'
export { parseAmount, parseSlippage, toBaseUnits } from './parse-fields.js'
export {
  flowFieldLabels,
  type ToComposeFlowsReturnType,
  toComposeFlows,
  type ValidateFlowDraftReturnType,
  validateFlowDraft,
} from './to-compose-flows.js'
export {
  type AmountDraft,
  type ArgDraft,
  type BuildCcipFlowDraft,
  type BuildFlowDraft,
  type BuildRawFlowDraft,
  createFlowDraft,
  emptyAmount,
  emptyRuntimeBalance,
  type FlowDraft,
  type FlowDraftIssue,
  type FlowDraftType,
  type FlowPassthrough,
  flowDraftTypes,
  type IntentSimpleFlowDraft,
  MAX_COMPOSE_FLOWS,
  type RuntimeBalanceDraft,
} from './types.js'
