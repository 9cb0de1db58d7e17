'use client'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { toComposeFlows } from '../../../core/flow-drafts/to-compose-flows.js'
import {
  createFlowDraft,
  type FlowDraft,
  type FlowDraftIssue,
  type FlowDraftType,
  MAX_COMPOSE_FLOWS,
} from '../../../core/flow-drafts/types.js'
import type { Mode } from '../../../core/schemas/common.js'
import type { FlowBuilderMessages } from '../../i18n/messages/flow-builder.js'
import { type FlowDraftsChange, useFlowDrafts } from './useFlowDrafts.js'
import { type FocusTarget, useFlowFocus } from './useFlowFocus.js'

export type UseFlowBuilderParameters = {
  /** The drafts, controlled; pair with `onChange`. */
  value?: readonly FlowDraft[] | undefined
  /** The first drafts, uncontrolled (e.g. `fromComposeFlows(flows)`). */
  defaultValue?: readonly FlowDraft[] | undefined
  onChange?: FlowDraftsChange | undefined
  /** The quote's mode (in `eoa` the change carries the `fundingTokens` the flows spend). */
  mode?: Mode | undefined
  /** At most this many flows (capped at 30, the API's limit). */
  maxFlows?: number | undefined
  /** `touched` (default): a field's error shows once it was left; `always`: every error now. */
  showErrors?: 'touched' | 'always' | undefined
  /** The words the moves are announced in. */
  messages: FlowBuilderMessages
}

export type UseFlowBuilderReturnType = ReturnType<typeof useFlowBuilder>

/**
 * The builder, headless: the drafts and their issues, add / move / remove (each announced, focus
 * kept where the person works), which fields show their errors.
 */
export function useFlowBuilder(parameters: UseFlowBuilderParameters) {
  const { value, defaultValue, onChange, mode, messages, showErrors = 'touched' } = parameters
  const max = Math.min(parameters.maxFlows ?? MAX_COMPOSE_FLOWS, MAX_COMPOSE_FLOWS)
  const [drafts, update] = useFlowDrafts(value, defaultValue, onChange, mode)
  const issues = useMemo(() => toComposeFlows(drafts).issues, [drafts])
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [announcement, setAnnouncement] = useState('')
  const idPrefix = useId()
  const counter = useRef(0)
  const focus = useFlowFocus()

  const setFocus = (target: FocusTarget, message: string) => {
    focus.request(target)
    setAnnouncement(message)
  }
  const add = (type: FlowDraftType) => {
    if (drafts.length >= max) return
    counter.current += 1
    const draft = createFlowDraft(type, `${idPrefix}${counter.current}`)
    update((all) => [...all, draft])
    setFocus({ id: draft.id, part: 'first' }, messages.added({ number: drafts.length + 1, type }))
  }
  const move = (index: number, to: number) => {
    const id = drafts[index]?.id as string
    update((all) => {
      const next = [...all]
      const [moved] = next.splice(index, 1)
      next.splice(to, 0, moved as FlowDraft)
      return next
    })
    setFocus(
      { id, part: to < index ? 'move-up' : 'move-down' },
      messages.moved({ from: index + 1, to: to + 1 }),
    )
  }
  const remove = (index: number) => {
    const next = drafts[index + 1] ?? drafts[index - 1]
    update((all) => all.filter((_, i) => i !== index))
    setFocus(
      next ? { id: next.id, part: 'flow' } : { id: '', part: 'add' },
      messages.removed({ number: index + 1 }),
    )
  }
  const shown = useCallback(
    (id: string) => (field: string) => showErrors === 'always' || touched.has(`${id} ${field}`),
    [showErrors, touched],
  )
  const touch = useCallback(
    (id: string) => (field: string) =>
      setTouched((old) => (old.has(`${id} ${field}`) ? old : new Set(old).add(`${id} ${field}`))),
    [],
  )
  useEffect(focus.apply)
  const change = (draft: FlowDraft) =>
    update((all) => all.map((old) => (old.id === draft.id ? draft : old)))
  const issuesOf = (id: string): FlowDraftIssue[] => issues.filter((issue) => issue.flowId === id)
  return { drafts, issuesOf, max, add, move, remove, change, shown, touch, announcement, focus }
}

export type { FlowDraftType }
