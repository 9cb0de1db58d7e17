'use client'
import { useId } from 'react'
import type { Address } from 'viem'
import { amountInputText } from '../../../core/forms/amount-text.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import type { SupertxFormMessages } from '../../i18n/messages/supertx-form.js'
import { shortAddress } from '../../ui/short-address.js'
import { ChainPicker } from './ChainPicker.js'
import type { FormField, StepDraft } from './form-draft.js'
import { TokenPicker } from './TokenPicker.js'
import type { UseSupertxFormReturnType } from './useSupertxForm.js'

export type StepFieldsProps = {
  form: UseSupertxFormReturnType
  index: number
  messages: SupertxFormMessages
  locale: string
  /** The sentence of a field's first issue, once the field is touched; undefined when none. */
  issueText: (field: FormField) => string | undefined
  touch: (field: FormField) => void
}

/** The fields of one step: chain(s), token(s), amount with Max, recipient or slippage. */
export function StepFields({
  form,
  index,
  messages: m,
  locale,
  issueText,
  touch,
}: StepFieldsProps) {
  const id = useId()
  const d = form.drafts[index] as StepDraft
  const update = (patch: Partial<StepDraft>) => form.update(index, patch)
  const errorId = (field: FormField) => `${id}-${field}-error`
  const error = (field: FormField) => {
    const text = issueText(field)
    return text ? (
      <p id={errorId(field)} className="stx-supertx-form__error">
        {text}
      </p>
    ) : null
  }
  const described = (field: FormField, ...more: string[]) =>
    [issueText(field) ? errorId(field) : '', ...more].join(' ').trim() || undefined
  const chainPicker = (field: 'chain' | 'toChain', label: string) => (
    <>
      <ChainPicker
        label={label}
        value={field === 'chain' ? d.chainId : d.toChainId}
        options={form.chains}
        messages={m}
        invalid={Boolean(issueText(field))}
        describedBy={described(field)}
        disabled={field === 'chain' && d.previous}
        onBlur={() => touch(field)}
        onChange={(chainId) => {
          // A new chain drops a token of the old one.
          update(
            field === 'chain'
              ? chainId === d.chainId
                ? {}
                : { chainId, token: undefined, toToken: undefined }
              : { toChainId: chainId },
          )
          touch(field)
        }}
      />
      {error(field)}
    </>
  )
  const tokens = form.tokensOn(d.chainId)
  const chainName = (chainId: number) =>
    form.chains.find((c) => c.id === chainId)?.name ?? String(chainId)
  const token = d.chainId !== undefined && d.token ? form.tokenOf(d.chainId, d.token) : undefined
  const max = form.maxOf(index)
  const amountLabel = d.kind === 'swap' ? `${m.amount} (${m.fromToken})` : m.amount
  const maxHintId = `${id}-max-hint`
  return (
    <div className="stx-supertx-form__fields">
      {chainPicker('chain', d.kind === 'bridge' ? m.fromChain : m.chain)}
      {d.kind === 'bridge' ? chainPicker('toChain', m.toChain) : null}
      <TokenPicker
        label={d.kind === 'swap' ? m.fromToken : m.token}
        value={d.token}
        // Every chain's tokens with their balances; one on another chain moves the step there.
        options={d.previous ? tokens : form.tokensOn(undefined)}
        chainId={d.chainId}
        chainName={chainName}
        onChange={(address: Address, chainId: number | undefined) => {
          update(
            chainId !== undefined && chainId !== d.chainId
              ? { token: address, chainId, toToken: undefined }
              : { token: address },
          )
          touch('token')
        }}
        messages={m}
        locale={locale}
        invalid={Boolean(issueText('token'))}
        describedBy={issueText('token') ? errorId('token') : undefined}
        unreadable={
          d.chainId !== undefined && d.token ? form.unreadable(d.chainId, d.token) : false
        }
        onRetry={form.retryBalances}
      />
      {error('token')}
      {d.kind === 'swap' ? (
        <>
          <TokenPicker
            label={m.toToken}
            value={d.toToken}
            options={tokens}
            chainId={d.chainId}
            chainName={chainName}
            onRetry={form.retryBalances}
            onChange={(address: Address) => {
              update({ toToken: address })
              touch('toToken')
            }}
            messages={m}
            locale={locale}
            invalid={Boolean(issueText('toToken'))}
            describedBy={issueText('toToken') ? errorId('toToken') : undefined}
          />
          {error('toToken')}
        </>
      ) : null}
      {index > 0 && form.chaining ? (
        <label className="stx-supertx-form__check">
          <input
            type="checkbox"
            checked={d.previous}
            onChange={(event) => update({ previous: event.target.checked })}
          />{' '}
          {m.previous}
        </label>
      ) : null}
      {d.previous ? (
        token ? (
          <p className="stx-supertx-form__hint">
            {m.previousHint({
              symbol: token.symbol,
              chain: form.chains.find((c) => c.id === d.chainId)?.name ?? '',
            })}
          </p>
        ) : null
      ) : (
        <div className="stx-supertx-form__field">
          <label htmlFor={`${id}-amount`}>{amountLabel}</label>
          <div className="stx-supertx-form__amount">
            <input
              id={`${id}-amount`}
              className="stx-supertx-form__input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={new Intl.NumberFormat(locale).format(0)}
              value={d.amount}
              aria-invalid={Boolean(issueText('amount')) || undefined}
              aria-describedby={described('amount', max?.reserved ? maxHintId : '')}
              onBlur={() => touch('amount')}
              onChange={(event) => update({ amount: event.target.value })}
            />
            {token ? <span className="stx-supertx-form__unit">{token.symbol}</span> : null}
            <button
              type="button"
              className="stx-supertx-form__max"
              aria-label={m.maxLabel({ field: amountLabel })}
              disabled={!max || max.amount === 0n || !token}
              onClick={() => {
                if (!max || !token) return
                update({ amount: amountInputText(max.amount, token.decimals, locale) })
                touch('amount')
              }}
            >
              {m.max}
            </button>
          </div>
          {max?.reserved && token ? (
            <p id={maxHintId} className="stx-supertx-form__hint">
              {m.maxLeavesFee({
                fee: `${formatAmount({ amount: max.reserved, decimals: token.decimals, locale })} ${token.symbol}`,
              })}
            </p>
          ) : null}
        </div>
      )}
      {error('amount')}
      {d.kind === 'send' ? (
        <div className="stx-supertx-form__field">
          <label htmlFor={`${id}-recipient`}>{m.recipient}</label>
          <input
            id={`${id}-recipient`}
            className="stx-supertx-form__input stx-supertx-form__input--mono"
            autoComplete="off"
            spellCheck={false}
            placeholder={
              form.chains.find((c) => c.id === d.chainId)?.hasEns
                ? m.recipientPlaceholderEns
                : m.recipientPlaceholder
            }
            value={d.recipient}
            aria-invalid={Boolean(issueText('recipient')) || undefined}
            aria-describedby={described('recipient', `${id}-recipient-hint`)}
            onBlur={() => touch('recipient')}
            onChange={(event) => update({ recipient: event.target.value })}
          />
          <p id={`${id}-recipient-hint`} className="stx-supertx-form__hint">
            {form.ensAddress(index)
              ? m.ensResolved({
                  name: d.recipient.trim(),
                  address: form.ensAddress(index) as string,
                })
              : m.recipientHint}
          </p>
          {error('recipient')}
        </div>
      ) : null}
      {d.kind === 'deposit' && d.chainId !== undefined && form.vaults?.[d.chainId] ? (
        <p className="stx-supertx-form__hint">
          {m.vault({ vault: shortAddress(form.vaults[d.chainId] as string) })}
        </p>
      ) : null}
      {d.kind === 'swap' ? (
        <div className="stx-supertx-form__field">
          <label htmlFor={`${id}-slippage`}>{m.slippage}</label>
          <input
            id={`${id}-slippage`}
            className="stx-supertx-form__input stx-supertx-form__input--short"
            inputMode="decimal"
            value={d.slippage}
            aria-invalid={Boolean(issueText('slippage')) || undefined}
            aria-describedby={described('slippage', `${id}-slippage-hint`)}
            onBlur={() => touch('slippage')}
            onChange={(event) => update({ slippage: event.target.value })}
          />
          <p id={`${id}-slippage-hint`} className="stx-supertx-form__hint">
            {m.slippageHint}
          </p>
          {error('slippage')}
        </div>
      ) : null}
    </div>
  )
}
