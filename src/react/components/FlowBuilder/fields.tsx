'use client'
import { type ReactNode, useId } from 'react'
import { useFlowBuilderContext, useFlowFields } from './builder-context.js'

/** The props a field hands its control: id, invalid state and the hint/error it is described by. */
export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-label': string | undefined
  onBlur: () => void
}

export type FieldProps = {
  /** Dotted path of the field in the draft (`to`, `args.1`, `amount.gte`): where its error is. */
  field: string
  label: ReactNode
  hint?: ReactNode
  /** An accessible name holding the visible label, where the label alone is ambiguous. */
  ariaLabel?: string | undefined
  /** The name its error sentence starts with; default the label (e.g. `Amount` for its value). */
  issueLabel?: string | undefined
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, a control, an optional hint and the field's error, wired for assistive technology. */
export function Field(props: FieldProps) {
  const { field, label, hint, ariaLabel, className, children } = props
  const id = useId()
  const { messages } = useFlowBuilderContext()
  const { errorFor, touch } = useFlowFields()
  const error = errorFor(
    field,
    props.issueLabel ?? (typeof label === 'string' ? label : (ariaLabel ?? field)),
  )
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={`stx-flow-builder__field${className ? ` ${className}` : ''}`}>
      <label className="stx-flow-builder__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-label': ariaLabel,
        onBlur: () => touch(field),
      })}
      {hint && (
        <p className="stx-flow-builder__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="stx-flow-builder__error" id={errorId} role="alert">
          <span className="stx-flow-builder__error-icon" aria-hidden="true">
            !
          </span>
          <span className="stx-flow-builder__sr-only">{messages.errorPrefix} </span>
          {error}
        </p>
      )}
    </div>
  )
}

type TextFieldProps = Omit<FieldProps, 'children'> & {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  mono?: boolean
  multiline?: boolean
  list?: string
  inputMode?: 'decimal' | 'text'
}

export function TextField({
  value,
  onChange,
  placeholder,
  mono,
  multiline,
  list,
  inputMode,
  ...field
}: TextFieldProps) {
  const className = `stx-flow-builder__input${mono ? ' stx-flow-builder__input--mono' : ''}`
  return (
    <Field {...field}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className={className}
            value={value}
            placeholder={placeholder}
            rows={3}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className={className}
            type="text"
            value={value}
            placeholder={placeholder}
            list={list}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  )
}

type SelectFieldProps = Omit<FieldProps, 'children'> & {
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
}

export function SelectField({ value, onChange, options, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          className="stx-flow-builder__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

type ChainFieldProps = Omit<SelectFieldProps, 'options'>

/** A chain picked by name from the builder's chains (props, else wagmi's config). */
export function ChainField(props: ChainFieldProps) {
  const { chains, messages } = useFlowBuilderContext()
  const known = chains.some((chain) => String(chain.id) === props.value)
  const options = [
    { value: '', label: messages.selectChain },
    // A chain id from `defaultValue` that is not among the chains stays selectable.
    ...(props.value && !known ? [{ value: props.value, label: props.value }] : []),
    ...chains.map((chain) => ({ value: String(chain.id), label: chain.name })),
  ]
  return <SelectField {...props} options={options} />
}
