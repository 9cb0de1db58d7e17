'use client'
import { type ReactNode, useMemo } from 'react'
import type { FlowDraft, FlowDraftIssue } from '../../../core/flow-drafts/types.js'
import { BuildFlowEditor } from './BuildFlowEditor.js'
import { BuildRawFlowEditor } from './BuildRawFlowEditor.js'
import { FlowFieldsContext, useFlowBuilderContext } from './builder-context.js'
import { FlowHeader, type FlowHeaderProps } from './FlowHeader.js'
import { IntentSimpleFlowEditor } from './IntentSimpleFlowEditor.js'
import { TokenRouteFields } from './TokenRouteFields.js'

export type FlowItemProps = FlowHeaderProps & {
  onChange: (draft: FlowDraft) => void
  /** Show a field's error: after it was left once, or always. */
  shown: (field: string) => boolean
  touch: (field: string) => void
  fieldsetRef: (element: HTMLFieldSetElement | null) => void
  renderHeader: ((props: FlowHeaderProps) => ReactNode) | undefined
  formatIssue: ((issue: FlowDraftIssue) => string) | undefined
}

/** One flow: a fieldset named "Flow 1: build", its header and the editor of its type. */
export function FlowItem(props: FlowItemProps) {
  const { draft, index, issues, onChange, shown, touch, fieldsetRef, renderHeader, formatIssue } =
    props
  const { messages } = useFlowBuilderContext()
  const fields = useMemo(
    () => ({
      errorFor: (field: string, label: string) => {
        const issue = shown(field) ? issues.find((i) => i.field === field) : undefined
        if (!issue) return undefined
        if (formatIssue) return formatIssue(issue)
        const words = messages.issues[issue.code] as (v: object) => string
        return words({ ...issue.params, field: label })
      },
      touch,
    }),
    [issues, shown, touch, formatIssue, messages],
  )
  const { count, moveUp, moveDown, remove } = props
  const header: FlowHeaderProps = { draft, index, count, issues, moveUp, moveDown, remove }
  return (
    <fieldset
      className="stx-flow-builder__flow"
      ref={fieldsetRef}
      tabIndex={-1}
      data-stx-flow={draft.type}
    >
      <legend className="stx-flow-builder__legend">
        {messages.legend({ number: index + 1, type: draft.type })}
      </legend>
      {renderHeader ? renderHeader(header) : <FlowHeader {...header} />}
      <FlowFieldsContext.Provider value={fields}>
        <div className="stx-flow-builder__fields">
          {draft.type === 'build' && <BuildFlowEditor draft={draft} onChange={onChange} />}
          {draft.type === 'build-raw' && <BuildRawFlowEditor draft={draft} onChange={onChange} />}
          {/* build-ccip: a token bridged between two chains, a fixed amount or a runtime balance. */}
          {draft.type === 'build-ccip' && <TokenRouteFields draft={draft} onChange={onChange} />}
          {draft.type === 'intent-simple' && (
            <IntentSimpleFlowEditor draft={draft} onChange={onChange} />
          )}
        </div>
      </FlowFieldsContext.Provider>
    </fieldset>
  )
}
