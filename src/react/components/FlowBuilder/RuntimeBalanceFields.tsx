'use client'
import type { RuntimeBalanceDraft } from '../../../core/flow-drafts/types.js'
import { useFlowBuilderContext } from './builder-context.js'
import { TextField } from './fields.js'
import { TokenField } from './TokenField.js'

export type RuntimeBalanceFieldsProps = {
  field: string
  value: RuntimeBalanceDraft
  onChange: (value: RuntimeBalanceDraft) => void
  chainId: string
}

/** The API's runtime ERC-20 balance: the token, whose balance, and optional gte/lte/eq bounds. */
export function RuntimeBalanceFields({
  field,
  value,
  onChange,
  chainId,
}: RuntimeBalanceFieldsProps) {
  const { messages } = useFlowBuilderContext()
  const set = (patch: Partial<RuntimeBalanceDraft>) => onChange({ ...value, ...patch })
  const constraints = [
    ['gte', messages.constraintGte],
    ['lte', messages.constraintLte],
    ['eq', messages.constraintEq],
  ] as const
  return (
    <div className="stx-flow-builder__runtime">
      <TokenField
        field={`${field}.tokenAddress`}
        label={messages.runtimeToken}
        value={value.tokenAddress}
        onChange={(tokenAddress) => set({ tokenAddress })}
        chainId={chainId}
      />
      <TextField
        field={`${field}.targetAddress`}
        label={messages.runtimeTarget}
        hint={messages.runtimeTargetHint}
        value={value.targetAddress}
        onChange={(targetAddress) => set({ targetAddress })}
        placeholder="0x…"
        mono
      />
      <p className="stx-flow-builder__hint">{messages.constraintsHint}</p>
      <div className="stx-flow-builder__row stx-flow-builder__row--three">
        {constraints.map(([key, label]) => (
          <TextField
            key={key}
            field={`${field}.${key}`}
            label={label}
            value={value[key]}
            onChange={(text) => set({ [key]: text })}
            inputMode="decimal"
            mono
          />
        ))}
      </div>
    </div>
  )
}
