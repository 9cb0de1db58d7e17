'use client'
import { type ForwardedRef, forwardRef, useId, useState } from 'react'
import {
  type FeeChoice,
  isValidFeeChoice,
  tokenKeyOf as keyOf,
} from '../../../core/supertransaction/fee-choice.js'
import { feeTokenSelectMessages } from '../../i18n/messages/fee-token-select.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { isSponsored, QuoteFee } from '../parts/QuoteFee.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import type { UseFeeTokenSelectReturnType } from './useFeeTokenSelect.js'

type OwnProps = Pick<UseFeeTokenSelectReturnType, 'value' | 'tokens'> &
  Partial<Pick<UseFeeTokenSelectReturnType, 'leftOut' | 'quote' | 'check'>> & {
    onChange?: ((value: FeeChoice) => void) | undefined
    disabled?: boolean | undefined
    className?: string | undefined
  }
export type FeeTokenSelectViewProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

/** The fee choice for a given value and tokens (what `<FeeTokenSelect>` renders), from props alone. */
export const FeeTokenSelectView = /* @__PURE__ */ forwardRef(function FeeTokenSelectView(
  props: FeeTokenSelectViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { value, tokens, leftOut, quote, check, onChange, disabled, className, ...rest } = props
  const root = useRootProps('fee-token-select', className)
  const chains = useChainInfo()
  const id = useId()
  const m = useMessages('feeTokenSelect', feeTokenSelectMessages)
  const [touched, setTouched] = useState(false)
  const change = (next: FeeChoice) => onChange?.(next)
  const first = tokens[0]
  const selected =
    value.type === 'token' ? tokens.find((t) => keyOf(t) === keyOf(value)) : undefined
  const refund = value.type === 'token' ? (value.gasRefundAddress ?? '') : ''
  const refundInvalid = touched && !isValidFeeChoice(value)

  return (
    <div {...rest} {...root} ref={ref}>
      <fieldset className="stx-fee-token-select__fieldset" disabled={disabled}>
        <legend className="stx-title">{m.legend}</legend>
        <label className="stx-choice">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={value.type === 'sponsored'}
            onChange={() => change({ type: 'sponsored' })}
          />
          <span>{m.sponsored}</span>
        </label>
        <label className="stx-choice">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={value.type === 'token'}
            disabled={!first}
            aria-describedby={leftOut ? `${id}-eoa` : undefined}
            onChange={() =>
              first &&
              change({
                type: 'token',
                chainId: first.chainId,
                address: first.address,
                gasRefundAddress: refund,
              })
            }
          />
          <span>{m.payWithToken}</span>
        </label>
        {leftOut ? (
          <p id={`${id}-eoa`} className="stx-muted stx-fee-token-select__note">
            {m.eoaFundingOnly}
          </p>
        ) : (
          !first && <p className="stx-muted stx-fee-token-select__note">{m.noTokens}</p>
        )}
        {value.type === 'token' && (
          <div className="stx-fee-token-select__token">
            <div className="stx-field">
              <label htmlFor={`${id}-token`}>{m.token}</label>
              <select
                id={`${id}-token`}
                aria-describedby={leftOut ? `${id}-eoa` : undefined}
                value={selected ? keyOf(selected) : keyOf(value)}
                onChange={(event) => {
                  const token = tokens.find((t) => keyOf(t) === event.target.value)
                  if (token) change({ ...value, chainId: token.chainId, address: token.address })
                }}
              >
                {!selected && (
                  <option value={keyOf(value)}>
                    {m.tokenOption({ symbol: value.address, chain: chains.name(value.chainId) })}
                  </option>
                )}
                {tokens.map((t) => (
                  <option key={keyOf(t)} value={keyOf(t)}>
                    {m.tokenOption({ symbol: t.symbol, chain: chains.name(t.chainId) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="stx-field">
              <label htmlFor={`${id}-refund`}>{m.refundAddress}</label>
              <input
                id={`${id}-refund`}
                type="text"
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                placeholder="0x…"
                value={refund}
                aria-invalid={refundInvalid || undefined}
                aria-describedby={refundInvalid ? `${id}-refund-error` : `${id}-refund-hint`}
                onChange={(event) => change({ ...value, gasRefundAddress: event.target.value })}
                onBlur={() => setTouched(true)}
              />
              {refundInvalid ? (
                <p id={`${id}-refund-error`} className="stx-field__error" role="alert">
                  {m.refundInvalid}
                </p>
              ) : (
                <p id={`${id}-refund-hint`} className="stx-field__hint">
                  {m.refundHint}
                </p>
              )}
            </div>
          </div>
        )}
        {quote && !isSponsored(check) && (
          <p className="stx-fee-token-select__quoted">
            <span className="stx-muted">{m.quotedFee}: </span>
            <QuoteFee
              quote={quote}
              check={check}
              sponsored={m.sponsored}
              unchecked={m.feeUnchecked}
              token={tokens.find(
                (t) => keyOf(t) === keyOf({ chainId: quote.fee.chainId, address: quote.fee.token }),
              )}
            />
          </p>
        )}
      </fieldset>
    </div>
  )
})
