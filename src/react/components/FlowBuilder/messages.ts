'use client'
// English defaults of <FlowBuilder>. Field errors come from the core (`toComposeFlows`), in English.
import type { FlowDraftType } from '../../../core/flows/types.js'

type N = { number: number }

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
  errorPrefix: 'Error:',
}

export type FlowBuilderMessages = typeof flowBuilderMessages
