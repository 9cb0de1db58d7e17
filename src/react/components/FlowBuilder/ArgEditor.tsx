'use client'
import type { AbiParameter } from 'viem'
import {
  arrayType,
  components,
  defaultArgDraft,
  integerType,
  itemParameter,
} from '../../../core/flow-drafts/abi-params.js'
import type { ArgDraft } from '../../../core/flow-drafts/types.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { AmountField } from './AmountField.js'
import { useFlowBuilderContext } from './builder-context.js'
import { TextField } from './fields.js'

export type ArgEditorProps = {
  param: AbiParameter
  value: ArgDraft
  onChange: (value: ArgDraft) => void
  /** Where this argument's errors are: `args.0`, `args.0.items.2`. */
  field: string
  label: string
  /** The flow's chain, for token suggestions in runtime balances. */
  chainId: string
  /** The contract called, when it is a listed token: its amounts are offered in its decimals. */
  token?: TokenInfo | undefined
  /** This argument is an amount drawn from the owner's balance of a token: it offers Max. */
  source?: { chainId: string; token: string } | undefined
}

/** One argument, its control chosen by the ABI type; arrays and tuples hold one editor per item. */
export function ArgEditor(props: ArgEditorProps) {
  const { param, value, onChange, field, label, chainId, token } = props
  const { messages } = useFlowBuilderContext()
  const array = arrayType(param.type)
  if (value.kind === 'list') {
    const fields = param.type === 'tuple' ? components(param) : undefined
    const dynamic = array !== undefined && array.length === undefined
    const itemParam = (i: number) =>
      (fields ? fields[i] : itemParameter(param, array?.item ?? '')) as AbiParameter
    const setItem = (i: number, item: ArgDraft) =>
      onChange({ kind: 'list', items: value.items.map((old, j) => (j === i ? item : old)) })
    return (
      <fieldset className="stx-flow-builder__group">
        <legend className="stx-flow-builder__group-legend">{label}</legend>
        {value.items.map((item, i) => {
          const itemLabel = fields
            ? messages.argument({
                name: fields[i]?.name || `#${i + 1}`,
                type: fields[i]?.type ?? '',
              })
            : messages.item({ number: i + 1 })
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positional, like the ABI values
            <div className="stx-flow-builder__item" key={i}>
              <ArgEditor
                param={itemParam(i)}
                value={item}
                onChange={(next) => setItem(i, next)}
                field={`${field}.items.${i}`}
                label={itemLabel}
                chainId={chainId}
                token={token}
              />
              {dynamic && (
                <button
                  type="button"
                  className="stx-flow-builder__button stx-flow-builder__button--quiet"
                  onClick={() =>
                    onChange({ kind: 'list', items: value.items.filter((_, j) => j !== i) })
                  }
                >
                  {messages.removeItem({ name: label, number: i + 1 })}
                </button>
              )}
            </div>
          )
        })}
        {dynamic && (
          <button
            type="button"
            className="stx-flow-builder__button"
            onClick={() =>
              onChange({
                kind: 'list',
                items: [...value.items, defaultArgDraft(itemParam(value.items.length))],
              })
            }
          >
            {messages.addItem({ name: label })}
          </button>
        )}
      </fieldset>
    )
  }
  if (value.kind === 'bool')
    return (
      <label className="stx-flow-builder__check">
        <input
          type="checkbox"
          checked={value.value}
          onChange={(event) => onChange({ kind: 'bool', value: event.target.checked })}
        />
        <span>{label}</span>
      </label>
    )
  if (value.kind === 'amount' || value.kind === 'runtimeBalance')
    return (
      <AmountField
        field={field}
        label={label}
        value={value}
        onChange={onChange}
        allowRuntime={integerType(param.type)?.signed === false}
        chainId={chainId}
        token={token}
        source={props.source}
      />
    )
  return (
    <TextField
      field={field}
      label={label}
      value={value.value}
      onChange={(text) => onChange({ kind: 'text', value: text })}
      placeholder={param.type === 'string' ? undefined : '0x…'}
      mono={param.type !== 'string'}
    />
  )
}
