'use client'
import { useFlowBuilderContext } from './builder-context.js'
import { ChainField, TextField } from './fields.js'

type Targeted = { to: string; chainId: string }

/** The target address and its chain: the first two fields of `build` and `build-raw`. */
export function TargetFields<draft extends Targeted>({
  draft,
  onChange,
}: {
  draft: draft
  onChange: (draft: draft) => void
}) {
  const { messages } = useFlowBuilderContext()
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
    </>
  )
}
