'use client'
import { type Ref, useId, useState } from 'react'
import type { FlowDraftType } from '../../../core/flow-drafts/types.js'
import { useFlowBuilderContext } from './builder-context.js'

export type AddFlowProps = {
  types: readonly FlowDraftType[]
  atMax: boolean
  max: number
  onAdd: (type: FlowDraftType) => void
  buttonRef: Ref<HTMLButtonElement>
}

/** The type picker and the Add button; at the limit the button is disabled and says why. */
export function AddFlow({ types, atMax, max, onAdd, buttonRef }: AddFlowProps) {
  const { messages } = useFlowBuilderContext()
  const id = useId()
  const [type, setType] = useState<FlowDraftType>(types[0] ?? 'build')
  return (
    <div className="stx-flow-builder__add">
      <div className="stx-flow-builder__field stx-flow-builder__field--grow">
        <label className="stx-flow-builder__label" htmlFor={`${id}-type`}>
          {messages.newFlowType}
        </label>
        <select
          id={`${id}-type`}
          className="stx-flow-builder__select"
          value={type}
          onChange={(event) => setType(event.target.value as FlowDraftType)}
        >
          {types.map((option) => (
            <option key={option} value={option}>
              {`${option} — ${messages.typeDescriptions[option]}`}
            </option>
          ))}
        </select>
      </div>
      <button
        ref={buttonRef}
        type="button"
        className="stx-flow-builder__button stx-flow-builder__button--primary"
        disabled={atMax}
        aria-describedby={atMax ? `${id}-max` : undefined}
        onClick={() => onAdd(type)}
      >
        <span aria-hidden="true">+</span>
        {messages.addFlow}
      </button>
      {atMax && (
        <p className="stx-flow-builder__hint stx-flow-builder__limit" id={`${id}-max`}>
          {messages.maxFlows({ max })}
        </p>
      )}
    </div>
  )
}
