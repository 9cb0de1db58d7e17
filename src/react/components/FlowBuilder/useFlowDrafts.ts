'use client'
import { useRef, useState } from 'react'
import {
  type ToComposeFlowsReturnType,
  toComposeFlows,
} from '../../../core/flows/to-compose-flows.js'
import type { FlowDraft } from '../../../core/flows/types.js'

export type FlowDraftsChange = (drafts: FlowDraft[], result: ToComposeFlowsReturnType) => void

/**
 * The drafts, controlled (`value`) or not (`defaultValue`); every change reaches `onChange` with
 * the drafts and their `toComposeFlows` result (the valid `composeFlows`, or the issues).
 */
export function useFlowDrafts(
  value: readonly FlowDraft[] | undefined,
  defaultValue: readonly FlowDraft[] | undefined,
  onChange: FlowDraftsChange | undefined,
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
    onChange?.(result, toComposeFlows(result))
  }
  return [drafts, update] as const
}
