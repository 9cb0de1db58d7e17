'use client'
import { type ReactNode, useMemo } from 'react'
import type { FlowDraft, FlowDraftIssue } from '../../../core/flow-drafts/types.js'
import { BuildFlowEditor } from './BuildFlowEditor.js'
import { BuildRawFlowEditor } from './BuildRawFlowEditor.js'
import { FlowFieldsContext, useFlowBuilderContext } from './builder-context.js'
import { FlowHeader, type FlowHeaderProps } from './FlowHeader.js'
import { IntentSimpleFlowEditor } from './IntentSimpleFlowEditor.js'
import { TokenRouteFields } from './TokenRouteFields.js'
import type { UseFlowBuilderReturnType } from './useFlowBuilder.js'

/**
 * The builder's flows in their order, each with its move and remove actions (a sentence when there
 * is none yet).
 */
export function FlowList({
  builder,
  renderFlowHeader,
  formatIssue,
}: {
  builder: UseFlowBuilderReturnType
  renderFlowHeader: ((props: FlowHeaderProps) => ReactNode) | undefined
  formatIssue: ((issue: FlowDraftIssue) => string) | undefined
}) {
  const { messages } = useFlowBuilderContext()
  const { drafts } = builder
  return (
    <>
      {drafts.length === 0 && <p className="stx-flow-builder__empty">{messages.empty}</p>}
      <ol className="stx-flow-builder__list">
        {drafts.map((draft, index) => (
          <li key={draft.id} className="stx-flow-builder__list-item">
            <FlowItem
              draft={draft}
              index={index}
              count={drafts.length}
              issues={builder.issuesOf(draft.id)}
              moveUp={index > 0 ? () => builder.move(index, index - 1) : undefined}
              moveDown={
                index < drafts.length - 1 ? () => builder.move(index, index + 1) : undefined
              }
              remove={() => builder.remove(index)}
              onChange={builder.change}
              shown={builder.shown(draft.id)}
              touch={builder.touch(draft.id)}
              fieldsetRef={builder.focus.register(draft.id)}
              renderHeader={renderFlowHeader}
              formatIssue={formatIssue}
            />
          </li>
        ))}
      </ol>
    </>
  )
}

type FlowItemProps = FlowHeaderProps & {
  onChange: (draft: FlowDraft) => void
  /** Show a field's error: after it was left once, or always. */
  shown: (field: string) => boolean
  touch: (field: string) => void
  fieldsetRef: (element: HTMLFieldSetElement | null) => void
  renderHeader: ((props: FlowHeaderProps) => ReactNode) | undefined
  formatIssue: ((issue: FlowDraftIssue) => string) | undefined
}

/** One flow of the list: a fieldset named "Flow 1: build", its header and the editor of its type. */
function FlowItem(props: FlowItemProps) {
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
