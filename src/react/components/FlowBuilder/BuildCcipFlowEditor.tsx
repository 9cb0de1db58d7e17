'use client'
import type { BuildCcipFlowDraft } from '../../../core/flows/types.js'
import type { FlowEditorProps } from './BuildFlowEditor.js'
import { TokenRouteFields } from './TokenRouteFields.js'

/** `/instructions/build-ccip`: a token bridged between two chains, a fixed amount or a runtime balance. */
export function BuildCcipFlowEditor(props: FlowEditorProps<BuildCcipFlowDraft>) {
  return <TokenRouteFields {...props} />
}
