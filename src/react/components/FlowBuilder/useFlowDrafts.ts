'use client'
import { useRef, useState } from 'react'
import { fundingTokensOf } from '../../../core/flow-drafts/funding-tokens.js'
import {
  type ToComposeFlowsReturnType,
  toComposeFlows,
} from '../../../core/flow-drafts/to-compose-flows.js'
import type { FlowDraft } from '../../../core/flow-drafts/types.js'
import type { FundingToken, QuoteRequest } from '../../../core/schemas/quote.js'

/**
 * What the app gets with each change: `toComposeFlows`'s result and, in `eoa` mode, the
 * `fundingTokens` the valid flows spend (`fundingTokensOf`), for the same quote request.
 */
export type FlowDraftsChangeResult = ToComposeFlowsReturnType & {
  /** `eoa` mode with valid flows: what they spend, to pull from the owner's wallet; else undefined. */
  fundingTokens: FundingToken[] | undefined
}

export type FlowDraftsChange = (drafts: FlowDraft[], result: FlowDraftsChangeResult) => void

/** The change the app gets for these drafts in this mode. */
export function flowDraftsChangeResult(
  drafts: readonly FlowDraft[],
  mode: QuoteRequest['mode'] | undefined,
): FlowDraftsChangeResult {
  const result = toComposeFlows(drafts)
  return {
    ...result,
    fundingTokens:
      mode === 'eoa' && result.composeFlows ? fundingTokensOf(result.composeFlows) : undefined,
  }
}

/**
 * The drafts, controlled (`value`) or not (`defaultValue`); every change reaches `onChange` with
 * the drafts and their `toComposeFlows` result (the valid `composeFlows`, or the issues), with the
 * `fundingTokens` in `eoa` mode.
 */
export function useFlowDrafts(
  value: readonly FlowDraft[] | undefined,
  defaultValue: readonly FlowDraft[] | undefined,
  onChange: FlowDraftsChange | undefined,
  mode: QuoteRequest['mode'] | undefined,
) {
  const [inner, setInner] = useState<readonly FlowDraft[]>(defaultValue ?? [])
  const drafts = value ?? inner
  // The latest drafts, so two updates in one event both apply.
  const latest = useRef(drafts)
  latest.current = drafts
  const update = (next: (drafts: readonly FlowDraft[]) => FlowDraft[]) => {
    const result = next(latest.current)
    latest.current = result
    if (value === undefined) setInner(result)
    onChange?.(result, flowDraftsChangeResult(result, mode))
  }
  return [drafts, update] as const
}
