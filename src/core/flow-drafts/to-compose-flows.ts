// Drafts → the `composeFlows` of a quote request, field by field with the shared schemas, then each
// whole flow through `composeFlowSchema`, so what comes out is exactly what the API schema accepts.

import { type ComposeFlowInput, composeFlowSchema } from '../schemas/compose-flow.js'
import { safeParse } from '../schemas/safe-parse.js'
import { alignArgs, parseFunctionSignature } from './abi-params.js'
import { type FlowIssueProblem, failure, flowIssuePredicate } from './issues.js'
import { argLabel, type IssueSink, parseArg, parseRuntimeBalance } from './parse-args.js'
import {
  type Parsed,
  parseAddress,
  parseAmountDraft,
  parseChainId,
  parseHex,
  parseSlippage,
} from './parse-fields.js'
import {
  type AmountDraft,
  type FlowDraft,
  type FlowDraftIssue,
  MAX_COMPOSE_FLOWS,
  type RuntimeBalanceDraft,
} from './types.js'
import { wholeFlowIssues } from './whole-flow-issues.js'

/** English names of the fields, as the messages use them. */
export const flowFieldLabels = {
  to: 'Target address',
  chainId: 'Chain',
  functionSignature: 'Function signature',
  data: 'Calldata',
  srcToken: 'Source token',
  dstToken: 'Destination token',
  srcChainId: 'Source chain',
  dstChainId: 'Destination chain',
  amount: 'Amount',
  slippage: 'Slippage',
} as const

export type ValidateFlowDraftReturnType = {
  /** The compose flow, when the draft has no issue. */
  composeFlow: ComposeFlowInput | undefined
  /** One per field: the problem, the field's path and the English sentence. */
  issues: (FlowIssueProblem & { field: string; message: string })[]
}

/** One draft checked field by field; `composeFlow` when every field is valid. */
export function validateFlowDraft(draft: FlowDraft): ValidateFlowDraftReturnType {
  const issues: ValidateFlowDraftReturnType['issues'] = []
  const add: IssueSink = (field, label, { code, params }: FlowIssueProblem) => {
    if (!issues.some((issue) => issue.field === field))
      issues.push({
        field,
        message: `${label} ${flowIssuePredicate({ code, params } as FlowIssueProblem)}`.trim(),
        ...({ code, params } as FlowIssueProblem),
      })
  }
  const text = (
    parse: (text: string) => Parsed<string>,
    field: keyof typeof flowFieldLabels,
    value: string,
  ) => {
    const parsed = parse(value)
    if (!parsed.ok) add(field, flowFieldLabels[field], parsed)
    return value.trim()
  }
  const address = (text: string) => parseAddress(text)
  const checksummed = (text: string) => parseAddress(text, { checksum: true })
  const chain = (field: 'chainId' | 'srcChainId' | 'dstChainId', value: string) => {
    const parsed = parseChainId(value)
    if (!parsed.ok) add(field, flowFieldLabels[field], parsed)
    return parsed.ok ? parsed.value : 0
  }
  const amount = (value: AmountDraft | RuntimeBalanceDraft) => {
    if (value.kind === 'runtimeBalance') return parseRuntimeBalance(value, 'amount', 'Amount', add)
    const parsed = parseAmountDraft(value)
    if (!parsed.ok) add('amount', flowFieldLabels.amount, parsed)
    return parsed.ok ? parsed.value : ''
  }
  let data: Record<string, unknown>
  switch (draft.type) {
    case 'build': {
      const to = text(address, 'to', draft.to)
      const chainId = chain('chainId', draft.chainId)
      const signature = parseFunctionSignature(draft.functionSignature)
      let args: unknown[] = []
      if (!signature.ok) add('functionSignature', flowFieldLabels.functionSignature, signature)
      else {
        const drafts = alignArgs(signature.inputs, draft.args)
        args = signature.inputs.map((param, i) =>
          parseArg(param, drafts[i] as never, `args.${i}`, argLabel(i, param), add),
        )
      }
      data = { to, chainId, functionSignature: signature.ok ? signature.signature : '', args }
      break
    }
    case 'build-raw':
      data = {
        to: text(address, 'to', draft.to),
        chainId: chain('chainId', draft.chainId),
        data: text(parseHex, 'data', draft.data),
      }
      break
    case 'build-ccip':
    case 'intent-simple': {
      // CCIP takes checksummed token addresses; an intent any letter case.
      const token = draft.type === 'build-ccip' ? checksummed : address
      data = {
        srcToken: text(token, 'srcToken', draft.srcToken),
        dstToken: text(token, 'dstToken', draft.dstToken),
        srcChainId: chain('srcChainId', draft.srcChainId),
        dstChainId: chain('dstChainId', draft.dstChainId),
        amount: amount(draft.amount),
      }
      if (draft.type === 'build-ccip') break
      const slippage = parseSlippage(draft.slippage)
      if (!slippage.ok) add('slippage', flowFieldLabels.slippage, slippage)
      else if (slippage.value !== undefined) data.slippage = slippage.value
      if (draft.routeSelectionMode) data.routeSelectionMode = draft.routeSelectionMode
      break
    }
  }
  if (issues.length) return { composeFlow: undefined, issues }
  const { passthrough } = draft
  const flow = {
    type: `/instructions/${draft.type}`,
    data: { ...passthrough?.data, ...data },
    ...(passthrough?.batch !== undefined ? { batch: passthrough.batch } : {}),
  }
  // The whole flow through the API's schema: a field the parsers above let through is still caught.
  const checked = safeParse(composeFlowSchema, flow)
  if (!checked.success) {
    for (const { path, sentence } of wholeFlowIssues(checked.error.issues, flow)) {
      const field = path
        .slice(1)
        .filter((key) => key !== 'data')
        .join('.')
      add(field, '', failure('invalid', { detail: sentence }))
    }
    return { composeFlow: undefined, issues }
  }
  return { composeFlow: flow as ComposeFlowInput, issues: [] }
}

export type ToComposeFlowsReturnType =
  | { composeFlows: ComposeFlowInput[]; issues: [] }
  | { composeFlows: undefined; issues: FlowDraftIssue[] }

/**
 * The drafts as a quote request's `composeFlows`, or every issue (one per field) when any draft is
 * invalid. An empty list and more than {@link MAX_COMPOSE_FLOWS} flows are issues too (field `''`).
 *
 * @example
 * const { composeFlows, issues } = toComposeFlows(drafts)
 * if (composeFlows) await getQuote(config, { mode: 'smart-account', ownerAddress, composeFlows })
 */
export function toComposeFlows(drafts: readonly FlowDraft[]): ToComposeFlowsReturnType {
  const issues: FlowDraftIssue[] = []
  const composeFlows: ComposeFlowInput[] = []
  const listIssue = ({ ok: _, ...problem }: ReturnType<typeof failure>) => problem
  if (drafts.length > MAX_COMPOSE_FLOWS)
    issues.push({
      flowIndex: MAX_COMPOSE_FLOWS,
      flowId: drafts[MAX_COMPOSE_FLOWS]?.id ?? '',
      field: '',
      ...listIssue(failure('tooManyFlows', { max: MAX_COMPOSE_FLOWS, got: drafts.length })),
    })
  drafts.forEach((draft, flowIndex) => {
    const result = validateFlowDraft(draft)
    if (result.composeFlow) composeFlows.push(result.composeFlow)
    for (const issue of result.issues) issues.push({ flowIndex, flowId: draft.id, ...issue })
  })
  if (!drafts.length)
    issues.push({ flowIndex: -1, flowId: '', field: '', ...listIssue(failure('noFlows')) })
  return issues.length ? { composeFlows: undefined, issues } : { composeFlows, issues: [] }
}
