// The editable form of compose flows: every field a string as the person typed it (a chain id from
// a select, an amount with its decimals), turned into `ComposeFlowInput` by `toComposeFlows`.
import type { FlowIssueProblem } from './issues.js'

/** The flow kinds a person can compose by hand (`/instructions/<type>`). */
export type FlowDraftType = 'build' | 'build-raw' | 'build-ccip' | 'intent-simple'

export const flowDraftTypes: readonly FlowDraftType[] = [
  'build',
  'build-raw',
  'build-ccip',
  'intent-simple',
]

/** At most this many flows in one quote request (the API's limit). */
export const MAX_COMPOSE_FLOWS = 30

/** A decimal amount as typed ("1.5") and the decimals that scale it to base units (6 → 1500000). */
export type AmountDraft = { kind: 'amount'; value: string; decimals: number }

/** The API's runtime ERC-20 balance: read at execution time, optionally constrained. */
export type RuntimeBalanceDraft = {
  kind: 'runtimeBalance'
  tokenAddress: string
  /** Whose balance; empty for the owner's orchestrator account. */
  targetAddress: string
  /** Constraints as decimal amounts scaled by `decimals`; empty ones are left out. */
  gte: string
  lte: string
  eq: string
  decimals: number
}

/** One argument of a build flow, shaped by its ABI type. */
export type ArgDraft =
  /** address, bytes, bytesN, string. */
  | { kind: 'text'; value: string }
  | { kind: 'bool'; value: boolean }
  /** uintN, intN. */
  | AmountDraft
  /** uint256 read at execution time. */
  | RuntimeBalanceDraft
  /** T[], T[N] and tuples: one draft per item or component. */
  | { kind: 'list'; items: ArgDraft[] }

/** Fields of a flow the builder does not edit (value, gasLimit, time bounds, batch), kept as given. */
export type FlowPassthrough = { data?: Record<string, unknown>; batch?: boolean }

type DraftBase = { id: string; passthrough?: FlowPassthrough | undefined }

export type BuildFlowDraft = DraftBase & {
  type: 'build'
  to: string
  chainId: string
  /** e.g. `function transfer(address to, uint256 amount)`. */
  functionSignature: string
  args: ArgDraft[]
}

export type BuildRawFlowDraft = DraftBase & {
  type: 'build-raw'
  to: string
  chainId: string
  data: string
}

export type BuildCcipFlowDraft = DraftBase & {
  type: 'build-ccip'
  srcToken: string
  dstToken: string
  srcChainId: string
  dstChainId: string
  amount: AmountDraft | RuntimeBalanceDraft
}

export type IntentSimpleFlowDraft = DraftBase & {
  type: 'intent-simple'
  srcToken: string
  dstToken: string
  srcChainId: string
  dstChainId: string
  amount: AmountDraft | RuntimeBalanceDraft
  /** Percent as typed ("0.5" is 0.5 %); empty for the API's default (1 %). */
  slippage: string
  /** Empty for the API's default. */
  routeSelectionMode: '' | 'cheap' | 'fast-quote'
}

export type FlowDraft =
  | BuildFlowDraft
  | BuildRawFlowDraft
  | BuildCcipFlowDraft
  | IntentSimpleFlowDraft

/**
 * One problem with one field of one flow; `field` is a dotted path (`args.1.items.0`, `amount`).
 * `code` and `params` say why, for words in any language (`<FlowBuilder>` uses its messages'
 * `issues`); `message` is the English sentence.
 */
export type FlowDraftIssue = FlowIssueProblem & {
  /** Index of the flow in the drafts. */
  flowIndex: number
  /** The flow's draft id. */
  flowId: string
  field: string
  /** A plain English sentence naming the field: "Target address must be …". */
  message: string
}

export const emptyAmount = (decimals = 0): AmountDraft => ({ kind: 'amount', value: '', decimals })

export const emptyRuntimeBalance = (decimals = 0): RuntimeBalanceDraft => ({
  kind: 'runtimeBalance',
  tokenAddress: '',
  targetAddress: '',
  gte: '',
  lte: '',
  eq: '',
  decimals,
})

/** A new, empty draft of `type`; `id` must be unique among the drafts (a React key). */
export function createFlowDraft(type: FlowDraftType, id: string): FlowDraft {
  switch (type) {
    case 'build':
      return { id, type, to: '', chainId: '', functionSignature: '', args: [] }
    case 'build-raw':
      return { id, type, to: '', chainId: '', data: '' }
    case 'build-ccip':
      return {
        id,
        type,
        srcToken: '',
        dstToken: '',
        srcChainId: '',
        dstChainId: '',
        amount: emptyAmount(),
      }
    case 'intent-simple':
      return {
        id,
        type,
        srcToken: '',
        dstToken: '',
        srcChainId: '',
        dstChainId: '',
        amount: emptyAmount(),
        slippage: '',
        routeSelectionMode: '',
      }
  }
}
