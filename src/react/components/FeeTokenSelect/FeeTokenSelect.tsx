'use client'
import { useId, useState } from 'react'
import { isAddress } from 'viem'
import type { Mode } from '../../../core/schemas/common.js'
import type { FundingToken } from '../../../core/schemas/quote.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { feeTokenSelectMessages } from '../../i18n/messages/fee-token-select.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { isSponsored, QuoteFee } from '../parts/QuoteFee.js'
import { type FeeChoice, useSupertxFlow } from '../Supertransaction/flow-context.js'

export type FeeTokenSelectProps = {
  /** Controlled choice; with `onChange`. Default the enclosing `<Supertransaction>`'s. */
  value?: FeeChoice | undefined
  /** Uncontrolled start value. Default sponsored. */
  defaultValue?: FeeChoice | undefined
  onChange?: ((value: FeeChoice) => void) | undefined
  /** The tokens the fee may be paid with; default the root's `feeTokens`, else the provider's list. */
  tokens?: readonly TokenInfo[] | undefined
  /** The request's mode; default the root's. In `eoa` mode only `fundingTokens` can pay the fee. */
  mode?: Mode | undefined
  /** The request's funding tokens; default the root's. */
  fundingTokens?: readonly FundingToken[] | undefined
  /** The quote whose fee to show; default the root's current quote. */
  quote?: QuoteResponse | undefined
  disabled?: boolean | undefined
  className?: string | undefined
}

/** Whether a choice can go into a request (its refund address, if any, is an address). */
export function isValidFeeChoice(fee: FeeChoice): boolean {
  const refund = fee.type === 'token' ? fee.gasRefundAddress?.trim() : undefined
  return !refund || isAddress(refund, { strict: false })
}

const keyOf = (t: { chainId: number; address: string }) => `${t.chainId}:${t.address.toLowerCase()}`

/**
 * The tokens that can pay the fee in `mode`: in `eoa` mode only the request's funding tokens, since
 * the owner's one permit or approve covers the funding amount and the fee together (any other fee
 * token is refused by the service).
 */
export function usableFeeTokens<T extends { chainId: number; address: string }>(
  tokens: readonly T[],
  mode: string | undefined,
  fundingTokens: readonly FundingToken[] | undefined,
): readonly T[] {
  if (mode !== 'eoa') return tokens
  const funding = new Set(
    fundingTokens?.map((f) => keyOf({ chainId: f.chainId, address: f.tokenAddress })),
  )
  return tokens.filter((t) => funding.has(keyOf(t)))
}

function FeeTokenSelectContent(props: FeeTokenSelectProps) {
  const root = useRootProps('fee-token-select', props.className)
  const { tokenList } = useSupertxUi()
  const chains = useChainInfo()
  const flowContext = useSupertxFlow()
  const id = useId()
  const m = useMessages('feeTokenSelect', feeTokenSelectMessages)
  const [own, setOwn] = useState<FeeChoice>(props.defaultValue ?? { type: 'sponsored' })
  const [touched, setTouched] = useState(false)
  const value = props.value ?? flowContext?.fee ?? own
  const listed = props.tokens ?? flowContext?.feeTokens ?? tokenList?.tokens ?? []
  const tokens = usableFeeTokens(
    listed,
    props.mode ?? flowContext?.mode,
    props.fundingTokens ?? flowContext?.fundingTokens,
  )
  const leftOut = tokens.length < listed.length
  const quote = props.quote ?? flowContext?.flow.data.quote
  const change = (next: FeeChoice) => {
    if (props.value === undefined && !flowContext) setOwn(next)
    ;(props.onChange ?? flowContext?.setFee)?.(next)
  }
  const first = tokens[0]
  const selected =
    value.type === 'token' ? tokens.find((t) => keyOf(t) === keyOf(value)) : undefined
  const refund = value.type === 'token' ? (value.gasRefundAddress ?? '') : ''
  const refundInvalid = touched && !isValidFeeChoice(value)

  return (
    <div {...root}>
      <fieldset className="stx-fee-token-select__fieldset" disabled={props.disabled}>
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
        {quote && !isSponsored(quote) && (
          <p className="stx-fee-token-select__quoted">
            <span className="stx-muted">{m.quotedFee}: </span>
            <QuoteFee
              quote={quote}
              usd={m.usd}
              token={tokens.find(
                (t) => keyOf(t) === keyOf({ chainId: quote.fee.chainId, address: quote.fee.token }),
              )}
            />
          </p>
        )}
      </fieldset>
    </div>
  )
}

/**
 * How the fee is paid: sponsored, or with a token on a chain, plus an optional gas refund address
 * (checked as an address, the error inline). Its value maps to the quote request's `feeToken`
 * (absent when sponsored). In `eoa` mode it offers only the request's funding tokens and says why.
 * Shows the quoted fee in the token's decimals and symbol, and its USD
 * value when the quote has one.
 */
export const FeeTokenSelect = /* @__PURE__ */ withErrorBoundary(
  'fee-token-select',
  FeeTokenSelectContent,
)
