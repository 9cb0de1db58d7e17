'use client'
import { rescaleAmount, toBaseUnits } from '../../../core/flow-drafts/parse-fields.js'
import {
  type AmountDraft,
  emptyAmount,
  emptyRuntimeBalance,
  type RuntimeBalanceDraft,
} from '../../../core/flow-drafts/types.js'
import { findToken, type TokenInfo } from '../../../core/tokens/token-list.js'
import { useFlowBuilderContext } from './builder-context.js'
import { SelectField, TextField } from './fields.js'
import { canOfferMax, MaxAmount } from './MaxAmount.js'
import { RuntimeBalanceFields } from './RuntimeBalanceFields.js'

const COMMON_DECIMALS = [0, 6, 8, 18]

export type AmountFieldProps = {
  /** Where the amount's errors are: `amount`, `args.1`, `args.1.items.0`. */
  field: string
  label: string
  value: AmountDraft | RuntimeBalanceDraft
  onChange: (value: AmountDraft | RuntimeBalanceDraft) => void
  /** Offer the runtime ERC-20 balance (uint amounts only). */
  allowRuntime: boolean
  /** Chain of the token suggestions (a chain id string). */
  chainId: string
  /** The token the amount is in, when the token list knows it: its decimals are offered by name. */
  token?: TokenInfo | undefined
  /**
   * Where the amount is drawn from (the owner's balance of `token` on `chainId`): offers Max
   * inside a WagmiProvider.
   */
  source?: { chainId: string; token: string } | undefined
}

/** The amount (a runtime balance: its bounds) in another unit, meaning the same base units. */
function rescale<T extends AmountDraft | RuntimeBalanceDraft>(value: T, decimals: number): T {
  const to = (text: string) => rescaleAmount(text, value.decimals, decimals)
  return value.kind === 'amount'
    ? { ...value, decimals, value: to(value.value) }
    : { ...value, decimals, gte: to(value.gte), lte: to(value.lte), eq: to(value.eq) }
}

/** A decimal amount with the decimals that scale it, or the runtime balance in its place. */
export function AmountField(props: AmountFieldProps) {
  const { field, label, value, onChange, allowRuntime, chainId } = props
  const { messages, tokenList, wagmi } = useFlowBuilderContext()
  const runtime = value.kind === 'runtimeBalance'
  // A runtime balance is counted in its own token.
  const token =
    value.kind === 'runtimeBalance'
      ? chainId && value.tokenAddress
        ? findToken(tokenList, Number(chainId), value.tokenAddress.trim())
        : undefined
      : props.token
  const choices = [...new Set([...COMMON_DECIMALS, token?.decimals ?? 0, value.decimals])]
  const decimals = choices
    .sort((a, b) => a - b)
    .map((n) => ({
      value: String(n),
      label:
        n === 0
          ? messages.baseUnits
          : token?.decimals === n
            ? messages.decimalsOfToken({ decimals: n, symbol: token.symbol })
            : messages.decimalsOption({ decimals: n }),
    }))
  const baseUnits =
    !runtime && value.decimals > 0 ? toBaseUnits(value.value, value.decimals) : undefined
  return (
    <fieldset className="stx-flow-builder__group">
      <legend className="stx-flow-builder__group-legend">{label}</legend>
      <div
        className={`stx-flow-builder__row stx-flow-builder__row--${runtime ? 'decimals' : 'amount'}`}
      >
        {!runtime && (
          <TextField
            field={field}
            label={messages.amountValue}
            issueLabel={label}
            value={value.value}
            onChange={(text) => onChange({ ...value, value: text })}
            inputMode="decimal"
            placeholder="0.0"
            mono
            hint={baseUnits ? messages.inBaseUnits({ value: baseUnits }) : undefined}
            className="stx-flow-builder__field--grow"
          />
        )}
        <SelectField
          field={`${field}.decimals`}
          label={messages.decimals}
          value={String(value.decimals)}
          onChange={(n) => onChange(rescale(value, Number(n)))}
          options={decimals}
        />
      </div>
      {value.kind === 'amount' &&
        wagmi &&
        props.source &&
        canOfferMax(props.source.chainId, props.source.token) && (
          <MaxAmount
            label={label}
            chainId={props.source.chainId}
            token={props.source.token}
            decimals={value.decimals}
            known={
              token ?? findToken(tokenList, Number(props.source.chainId), props.source.token.trim())
            }
            onMax={(text) => onChange({ ...value, value: text })}
          />
        )}
      {allowRuntime && (
        <label className="stx-flow-builder__check">
          <input
            type="checkbox"
            checked={runtime}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? emptyRuntimeBalance(value.decimals)
                  : emptyAmount(value.decimals),
              )
            }
          />
          <span>{messages.useRuntimeBalance}</span>
        </label>
      )}
      {value.kind === 'runtimeBalance' && (
        <RuntimeBalanceFields field={field} value={value} onChange={onChange} chainId={chainId} />
      )}
    </fieldset>
  )
}
