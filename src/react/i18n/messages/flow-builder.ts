'use client'
// English defaults of <FlowBuilder>. A field's error is worded here from the core's issue code
// (`toComposeFlows`), so it follows the app's language like every other string.
import {
  type FlowIssueCode,
  type FlowIssueParams,
  flowIssuePredicates,
} from '../../../core/flow-drafts/issues.js'
import type { FlowDraftType } from '../../../core/flow-drafts/types.js'

type N = { number: number }

/** A field's error by issue code; `field` is the field's label as the builder shows it. */
export type FlowIssueMessages = {
  [code in FlowIssueCode]: (v: FlowIssueParams[code] & { field: string }) => string
}

// English: the field's label, then the core's own English predicate.
const issues = Object.fromEntries(
  Object.entries(flowIssuePredicates).map(([code, predicate]) => [
    code,
    (v: { field: string }) => `${v.field} ${(predicate as (p: unknown) => string)(v)}`.trim(),
  ]),
) as unknown as FlowIssueMessages

export const flowBuilderMessages = {
  /** Legend of each flow's fieldset: "Flow 1: build". */
  legend: ({ number, type }: N & { type: FlowDraftType }) => `Flow ${number}: ${type}`,
  /** What each flow type does, shown in the type picker and under each legend. */
  typeDescriptions: {
    build: 'Call a contract function',
    'build-raw': 'Send raw calldata',
    'build-ccip': 'Bridge a token with CCIP',
    'intent-simple': 'Swap or bridge at the best route',
  } satisfies Record<FlowDraftType, string>,
  newFlowType: 'New flow type',
  addFlow: 'Add flow',
  maxFlows: ({ max }: { max: number }) =>
    `A supertransaction holds at most ${max} flows. Remove one to add another.`,
  empty: 'No flows yet. Pick a type and add the first one.',
  moveUp: ({ number }: N) => `Move flow ${number} up`,
  moveDown: ({ number }: N) => `Move flow ${number} down`,
  remove: ({ number }: N) => `Remove flow ${number}`,
  added: ({ number, type }: N & { type: FlowDraftType }) => `Flow ${number} added: ${type}.`,
  moved: ({ from, to }: { from: number; to: number }) => `Flow ${from} moved to position ${to}.`,
  removed: ({ number }: N) => `Flow ${number} removed.`,
  target: 'Target address',
  chain: 'Chain',
  selectChain: 'Select a chain',
  functionSignature: 'Function signature',
  functionSignatureHint: 'e.g. function transfer(address to, uint256 amount)',
  calldata: 'Calldata (hex)',
  srcToken: 'Source token',
  dstToken: 'Destination token',
  srcChain: 'Source chain',
  dstChain: 'Destination chain',
  tokenHint: 'Pick a suggestion or paste a token address',
  knownToken: ({ symbol, name }: { symbol: string; name: string }) => `${symbol} · ${name}`,
  amount: 'Amount',
  amountValue: 'Value',
  decimals: 'Decimals',
  baseUnits: 'Base units (0)',
  decimalsOption: ({ decimals }: { decimals: number }) => `${decimals} decimals`,
  decimalsOfToken: ({ decimals, symbol }: { decimals: number; symbol: string }) =>
    `${decimals} decimals (${symbol})`,
  inBaseUnits: ({ value }: { value: string }) => `= ${value} in base units`,
  useRuntimeBalance: 'Use the balance at execution time (runtime balance)',
  runtimeBalance: 'Runtime balance',
  runtimeToken: 'Token whose balance is used',
  runtimeTarget: 'Balance owner',
  runtimeTargetHint: 'Leave empty for your smart account',
  constraintGte: 'At least (gte)',
  constraintLte: 'At most (lte)',
  constraintEq: 'Exactly (eq)',
  constraintsHint: 'Optional; the flow waits until the balance meets them',
  slippage: 'Slippage (%)',
  slippageHint: 'Leave empty for the default, 1 %',
  routeMode: 'Route',
  routeModes: { '': 'Default', cheap: 'Cheapest', 'fast-quote': 'Fastest quote' },
  arguments: 'Arguments',
  noArguments: 'This function takes no arguments.',
  argumentsAfterSignature: 'Enter a valid function signature to fill in its arguments.',
  argument: ({ name, type }: { name: string; type: string }) => `${name} (${type})`,
  item: ({ number }: N) => `Item ${number}`,
  addItem: ({ name }: { name: string }) => `Add an item to ${name}`,
  removeItem: ({ name, number }: { name: string; number: number }) =>
    `Remove item ${number} of ${name}`,
  max: 'Max',
  maxFor: ({ label }: { label: string }) => `Max (${label})`,
  balance: ({ balance }: { balance: string }) => `Your balance: ${balance}.`,
  balanceAfterFee: ({ balance, fee }: { balance: string; fee: string }) =>
    `Your balance: ${balance}. Max leaves ${fee} for the fee.`,
  maxNotConnected: 'Connect your wallet to use Max: your balance is not known yet.',
  maxReading: 'Reading your balance…',
  maxUnreadable:
    'Your balance of this token could not be read on this chain, so Max is off. Type the amount.',
  maxNothing: 'You hold none of this token on this chain, so Max has nothing to use.',
  maxNothingAfterFee: ({ balance, fee }: { balance: string; fee: string }) =>
    `Your balance (${balance}) does not cover the fee (${fee}), so nothing is left to send. Add funds or pay the fee another way.`,
  /**
   * Max in smart-account mode, where the amounts come out of the owner's orchestrator (smart)
   * account: its balance sentences (the same keys as the owner's above) and the lookup of its address.
   */
  smartAccount: {
    balance: ({ balance }: { balance: string }) => `Your smart account's balance: ${balance}.`,
    balanceAfterFee: ({ balance, fee }: { balance: string; fee: string }) =>
      `Your smart account's balance: ${balance}. Max leaves ${fee} for the fee.`,
    maxLookingUp: 'Looking up your smart account…',
    maxAccountUnknown:
      "Your smart account's address could not be read, so Max is off. Type the amount.",
    maxReading: "Reading your smart account's balance…",
    maxUnreadable:
      "Your smart account's balance of this token could not be read on this chain, so Max is off. Type the amount.",
    maxNothing:
      'Your smart account holds none of this token on this chain, so Max has nothing to use.',
    maxNothingAfterFee: ({ balance, fee }: { balance: string; fee: string }) =>
      `Your smart account's balance (${balance}) does not cover the fee (${fee}), so nothing is left to send. Add funds or pay the fee another way.`,
  },
  errorPrefix: 'Error:',
  /** A field's error, by the core's issue code (`issue.code`, `issue.params`). */
  issues,
}

export type FlowBuilderMessages = typeof flowBuilderMessages
