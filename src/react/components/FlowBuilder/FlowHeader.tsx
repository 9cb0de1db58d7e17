'use client'
import type { FlowDraft, FlowDraftIssue } from '../../../core/flow-drafts/types.js'
import { useFlowBuilderContext } from './builder-context.js'

/** What a flow's header gets: the draft, its place, and the actions (move, remove). */
export type FlowHeaderProps = {
  draft: FlowDraft
  /** 0-based position; the flow's number is `index + 1`. */
  index: number
  count: number
  /** The flow's issues (every field, touched or not). */
  issues: readonly FlowDraftIssue[]
  moveUp: (() => void) | undefined
  moveDown: (() => void) | undefined
  remove: () => void
}

/** The default header: what the flow does, and Move up / Move down / Remove buttons. */
export function FlowHeader({ draft, index, moveUp, moveDown, remove }: FlowHeaderProps) {
  const { messages } = useFlowBuilderContext()
  const number = index + 1
  return (
    <div className="stx-flow-builder__header">
      <span className="stx-flow-builder__description">{messages.typeDescriptions[draft.type]}</span>
      <div className="stx-flow-builder__actions">
        <button
          type="button"
          className="stx-flow-builder__icon-button"
          data-stx-action="move-up"
          aria-label={messages.moveUp({ number })}
          title={messages.moveUp({ number })}
          disabled={!moveUp}
          onClick={moveUp}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="stx-flow-builder__icon-button"
          data-stx-action="move-down"
          aria-label={messages.moveDown({ number })}
          title={messages.moveDown({ number })}
          disabled={!moveDown}
          onClick={moveDown}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="stx-flow-builder__icon-button stx-flow-builder__icon-button--danger"
          data-stx-action="remove"
          aria-label={messages.remove({ number })}
          title={messages.remove({ number })}
          onClick={remove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  )
}
