import { useState } from 'react'
import type { ComposeFlowInput } from '../../src/core/index.js'
import { FlowBuilder, Supertransaction } from '../../src/react/index.js'

// The user composes the flows; the supertransaction runs them once every field is valid.
export function Compose() {
  const [composeFlows, setComposeFlows] = useState<ComposeFlowInput[]>()
  return (
    <>
      <FlowBuilder
        mode="smart-account"
        onChange={(_drafts, { composeFlows }) => setComposeFlows(composeFlows)}
      />
      {composeFlows && <Supertransaction mode="smart-account" composeFlows={composeFlows} />}
    </>
  )
}
