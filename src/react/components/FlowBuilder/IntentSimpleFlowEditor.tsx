'use client'
import type { IntentSimpleFlowDraft } from '../../../core/flow-drafts/types.js'
import type { FlowEditorProps } from './BuildFlowEditor.js'
import { useFlowBuilderContext } from './builder-context.js'
import { SelectField, TextField } from './fields.js'
import { TokenRouteFields } from './TokenRouteFields.js'

const MODES = ['', 'cheap', 'fast-quote'] as const

/** `/instructions/intent-simple`: a swap or bridge with its slippage and route mode. */
export function IntentSimpleFlowEditor({
  draft,
  onChange,
}: FlowEditorProps<IntentSimpleFlowDraft>) {
  const { messages } = useFlowBuilderContext()
  return (
    <>
      <TokenRouteFields draft={draft} onChange={onChange} />
      <div className="stx-flow-builder__row">
        <TextField
          field="slippage"
          label={messages.slippage}
          hint={messages.slippageHint}
          value={draft.slippage}
          onChange={(slippage) => onChange({ ...draft, slippage })}
          inputMode="decimal"
          placeholder="1"
        />
        <SelectField
          field="routeSelectionMode"
          label={messages.routeMode}
          value={draft.routeSelectionMode}
          onChange={(mode) =>
            onChange({
              ...draft,
              routeSelectionMode: mode as IntentSimpleFlowDraft['routeSelectionMode'],
            })
          }
          options={MODES.map((mode) => ({ value: mode, label: messages.routeModes[mode] }))}
        />
      </div>
    </>
  )
}
