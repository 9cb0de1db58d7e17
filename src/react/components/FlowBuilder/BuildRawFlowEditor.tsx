'use client'
import type { BuildRawFlowDraft } from '../../../core/flow-drafts/types.js'
import type { FlowEditorProps } from './BuildFlowEditor.js'
import { useFlowBuilderContext } from './builder-context.js'
import { TextField } from './fields.js'
import { TargetFields } from './TargetFields.js'

/** `/instructions/build-raw`: a target, its chain and the calldata as hex. */
export function BuildRawFlowEditor({ draft, onChange }: FlowEditorProps<BuildRawFlowDraft>) {
  const { messages } = useFlowBuilderContext()
  return (
    <>
      <TargetFields draft={draft} onChange={onChange} />
      <TextField
        field="data"
        label={messages.calldata}
        value={draft.data}
        onChange={(data) => onChange({ ...draft, data })}
        placeholder="0x"
        mono
        multiline
      />
    </>
  )
}
