'use client'
import type { ReactNode } from 'react'
import type { FlowDraftIssue } from '../../../core/flow-drafts/types.js'
import { useFlowBuilderContext } from './builder-context.js'
import type { FlowHeaderProps } from './FlowHeader.js'
import { FlowItem } from './FlowItem.js'
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
