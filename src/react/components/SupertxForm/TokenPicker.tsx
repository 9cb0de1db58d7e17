'use client'
import { useId, useMemo } from 'react'
import { type Address, isAddress } from 'viem'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import type { SupertxFormMessages } from '../../i18n/messages/supertx-form.js'
import { shortAddress } from '../../ui/short-address.js'
import { useListCombobox } from './useListCombobox.js'
import type { TokenOption } from './useSupertxForm.js'

export type TokenPickerProps = {
  label: string
  /** The token picked (its address), or undefined. */
  value: Address | undefined
  /** The tokens to offer (on one chain), with balances. */
  options: readonly TokenOption[]
  /** Picks a token: its address and chain (an option may be on another chain than the step's). */
  onChange: (address: Address, chainId: number | undefined) => void
  /** The chain of the step: its tokens first, a pasted address is read there. */
  chainId?: number | undefined
  /** A chain's name, shown on an option of another chain ("on Devnet B"). */
  chainName?: ((chainId: number) => string) | undefined
  messages: SupertxFormMessages
  locale: string
  /** Shown under the field (an error: also `invalid`). */
  describedBy?: string | undefined
  invalid?: boolean | undefined
  /** A pasted address that does not answer as a token. */
  unreadable?: boolean | undefined
  /** Reads again the balances whose chain did not answer (offered beside that sentence). */
  onRetry?: (() => void) | undefined
}

/**
 * A token as an ARIA combobox over a listbox (WAI-ARIA APG "editable combobox with list
 * autocomplete"): type a symbol, a name or an address to filter; Arrow keys move, Enter picks,
 * Escape closes. A full address the list lacks is offered as its own option, marked unlisted with
 * its short address; the form then reads it from the chain.
 */
export function TokenPicker(props: TokenPickerProps) {
  const { label, value, options, onChange, messages: m, locale } = props
  const id = useId()
  const listId = `${id}-list`
  const { open, query, active, setActive, close, inputProps } = useListCombobox()
  const picked = value
    ? options.find(
        (t) =>
          t.address.toLowerCase() === value.toLowerCase() &&
          (props.chainId === undefined || t.chainId === props.chainId),
      )
    : undefined
  const q = query.trim().toLowerCase()
  const matches = useMemo(() => {
    const here = (t: TokenOption) => (t.chainId === props.chainId ? 0 : 1)
    const found = [...options]
      .sort((a, b) => here(a) - here(b))
      .filter(
        (t) =>
          !q ||
          t.symbol.toLowerCase().includes(q) ||
          t.name.toLowerCase().includes(q) ||
          t.address.toLowerCase() === q ||
          (q.startsWith('0x') && t.address.toLowerCase().startsWith(q)),
      )
    const pasted =
      isAddress(query.trim(), { strict: false }) &&
      !options.some((t) => t.address.toLowerCase() === q)
        ? [query.trim() as Address]
        : []
    return { found, pasted }
  }, [options, q, query, props.chainId])
  const count = matches.found.length + matches.pasted.length
  const choose = (address: Address, chainId: number | undefined = props.chainId) => {
    onChange(address, chainId)
    close()
  }
  const pick = (index: number) => {
    const option = matches.found[index]
    if (option) choose(option.address, option.chainId)
    else {
      const address = matches.pasted[index - matches.found.length]
      if (address) choose(address)
    }
  }
  const balanceText = (t: TokenOption) =>
    t.balance === undefined
      ? t.balanceUnknown
        ? m.balanceUnavailable
        : m.balanceUnknown
      : m.balance({
          amount: formatAmount({ amount: t.balance, decimals: t.decimals, locale }),
          symbol: t.symbol,
          chain: '',
        })
  const shown = open ? query : picked ? `${picked.symbol}` : value ? shortAddress(value) : ''
  const optionId = (index: number) => `${id}-option-${index}`
  return (
    <div className="stx-supertx-form__field stx-token-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="stx-token-picker__box">
        <input
          id={`${id}-input`}
          className="stx-supertx-form__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && count ? optionId(active) : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={
            [picked && !picked.listed ? `${id}-unlisted` : '', props.describedBy ?? '']
              .join(' ')
              .trim() || undefined
          }
          autoComplete="off"
          spellCheck={false}
          placeholder={m.picker.search}
          value={shown}
          {...inputProps(count, pick)}
        />
        {picked && picked.balanceUnknown !== 'unreachable' ? (
          <span className="stx-token-picker__balance" aria-hidden="true">
            {balanceText(picked)}
          </span>
        ) : null}
      </div>
      {picked?.balanceUnknown === 'unreachable' ? (
        // Its chain does not answer: said in words, with the one thing that can help (ask again).
        <p className="stx-supertx-form__warning">
          {m.picker.unreachable({ chain: props.chainName?.(picked.chainId) ?? '' })}{' '}
          {props.onRetry ? (
            <button type="button" onClick={props.onRetry}>
              {m.picker.retry}
            </button>
          ) : null}
        </p>
      ) : null}
      {picked && !picked.listed ? (
        <p id={`${id}-unlisted`} className="stx-supertx-form__warning">
          {m.picker.unlistedWarning({ address: shortAddress(picked.address) })}
        </p>
      ) : null}
      {props.unreadable ? <p className="stx-supertx-form__error">{m.picker.unreadable}</p> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="stx-token-picker__list"
        hidden={!open || count === 0}
      >
        {matches.found.map((t, index) => (
          <div
            key={`${t.chainId}:${t.address}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="stx-token-picker__option"
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(t.address, t.chainId)
            }}
            onMouseMove={() => setActive(index)}
          >
            <span className="stx-token-picker__symbol">{t.symbol}</span>
            <span className="stx-token-picker__name">
              {t.name}
              {t.chainId !== props.chainId && props.chainName
                ? ` · ${m.picker.onChain({ chain: props.chainName(t.chainId) })}`
                : null}
              {t.listed ? null : ` · ${m.picker.unlisted} · ${shortAddress(t.address)}`}
            </span>
            <span className="stx-token-picker__amount">{balanceText(t)}</span>
          </div>
        ))}
        {matches.pasted.map((address, i) => {
          const index = matches.found.length + i
          return (
            <div
              key={address}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="stx-token-picker__option"
              onMouseDown={(event) => {
                event.preventDefault()
                choose(address)
              }}
              onMouseMove={() => setActive(index)}
            >
              <span className="stx-token-picker__symbol">{shortAddress(address)}</span>
              <span className="stx-token-picker__name">{m.picker.unlisted}</span>
            </div>
          )
        })}
      </div>
      {open && count === 0 ? <p className="stx-token-picker__empty">{m.picker.noMatch}</p> : null}
      <span className="stx-visually-hidden" aria-live="polite">
        {open ? m.picker.count({ count }) : ''}
      </span>
    </div>
  )
}
