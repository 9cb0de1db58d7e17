// End-user forms as compose flows: amounts typed in the locale, recipients, and the steps.
export {
  type AmountTextResult,
  amountInputText,
  normalizeAmountText,
  numberSeparators,
  parseAmountText,
} from './amount-text.js'
export {
  type BridgeStep,
  type DepositStep,
  type FormAmount,
  type FormStep,
  type FormStepIssue,
  type FormStepKind,
  type FormStepsToComposeFlowsReturnType,
  formStepsToComposeFlows,
  type SendStep,
  type StepOutput,
  type SwapStep,
  stepInput,
  stepOutput,
} from './form-steps.js'
export { type FeeAmount, type MaxAmountParameters, maxAmount } from './max-amount.js'
export { checkRecipient, type RecipientCheck } from './recipient.js'
