'use client'
import { useId, useMemo } from 'react'
import type { SupertxFormMessages } from '../../i18n/messages/supertx-form.js'
import { useListCombobox } from './useListCombobox.js'

export type ChainPickerProps = {
  label: string
  /** The chain picked (its id), or undefined. */
  value: number | undefined
  /** The chains to offer. */
  options: readonly { id: number; name: string }[]
  onChange: (chainId: number) => void
  messages: SupertxFormMessages
  /** Shown under the field (an error: also `invalid`). */
  describedBy?: string | undefined
  invalid?: boolean | undefined
  disabled?: boolean | undefined
  /** The field was left (its problem may show now). */
  onBlur?: (() => void) | undefined
}

/**
 * A chain as the token picker's ARIA combobox over a listbox, in its classes: type a name or a
 * chain id to filter; Arrow keys move, Enter picks, Escape closes. Each option names the chain
 * and its id (two chains may share a name).
 */
export function ChainPicker(props: ChainPickerProps) {
  const { label, value, options, onChange, messages: m } = props
  const id = useId()
  const listId = `${id}-list`
  const { open, query, active, setActive, close, inputProps } = useListCombobox()
  const picked = options.find((c) => c.id === value)
  const q = query.trim().toLowerCase()
  const matches = useMemo(
    () => options.filter((c) => !q || c.name.toLowerCase().includes(q) || String(c.id) === q),
    [options, q],
  )
  const choose = (chainId: number) => {
    onChange(chainId)
    close()
  }
  const pick = (index: number) => {
    const chain = matches[index]
    if (chain) choose(chain.id)
  }
  const keys = inputProps(matches.length, pick)
  const optionId = (index: number) => `${id}-option-${index}`
  return (
    <div className="stx-supertx-form__field stx-token-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        className="stx-supertx-form__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches.length ? optionId(active) : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        autoComplete="off"
        spellCheck={false}
        disabled={props.disabled}
        placeholder={m.chooseChain}
        value={open ? query : (picked?.name ?? '')}
        {...keys}
        onBlur={() => {
          keys.onBlur()
          props.onBlur?.()
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="stx-token-picker__list"
        hidden={!open || matches.length === 0}
      >
        {matches.map((chain, index) => (
          <div
            key={chain.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="stx-token-picker__option"
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(chain.id)
            }}
            onMouseMove={() => setActive(index)}
          >
            <span className="stx-token-picker__symbol">{chain.name}</span>
            <span className="stx-token-picker__name">
              {m.chainPicker.chainId({ id: chain.id })}
            </span>
          </div>
        ))}
      </div>
      {open && matches.length === 0 ? (
        <p className="stx-token-picker__empty">{m.chainPicker.noMatch}</p>
      ) : null}
      <span className="stx-visually-hidden" aria-live="polite">
        {open ? m.chainPicker.count({ count: matches.length }) : ''}
      </span>
    </div>
  )
}
