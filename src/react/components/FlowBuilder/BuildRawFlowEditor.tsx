'use client'
import type { BuildRawFlowDraft } from '../../../core/flows/types.js'
import type { FlowEditorProps } from './BuildFlowEditor.js'
import { useFlowBuilder } from './context.js'
import { ChainField, TextField } from './fields.js'

/** `/instructions/build-raw`: a target, its chain and the calldata as hex. */
export function BuildRawFlowEditor({ draft, onChange }: FlowEditorProps<BuildRawFlowDraft>) {
  const { messages } = useFlowBuilder()
  return (
    <>
      <TextField
        field="to"
        label={messages.target}
        value={draft.to}
        onChange={(to) => onChange({ ...draft, to })}
        placeholder="0x…"
        mono
      />
      <ChainField
        field="chainId"
        label={messages.chain}
        value={draft.chainId}
        onChange={(chainId) => onChange({ ...draft, chainId })}
      />
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
