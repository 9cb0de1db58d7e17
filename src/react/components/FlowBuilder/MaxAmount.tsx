'use client'
import { useEffect, useId } from 'react'
import { type Address, formatUnits, isAddress } from 'viem'
import { useBlockNumber } from 'wagmi'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { tokenUnreadable, tokenValue, useTokenReads } from '../../wagmi/useTokenReads.js'
import { useFlowBuilderContext } from './builder-context.js'
import { useFundingAccount } from './useFundingAccount.js'

export type MaxAmountProps = {
  /** The amount's name, for the button's accessible name ("Max (Amount)"). */
  label: string
  /** Where the amount is drawn from: the token's address and its chain (a chain id string). */
  chainId: string
  token: string
  /** The decimals the amount is typed in: Max is written in them, to the base unit. */
  decimals: number
  /** The token as the token list knows it: the balance is shown in its decimals and symbol. */
  known: TokenInfo | undefined
  onMax: (value: string) => void
}

/**
 * "Max" for an amount drawn from one token on one chain: the balance (an `eth_call` through
 * wagmi's client of the chain) of the account the amount comes out of in the builder's mode
 * (`useFundingAccount`: the owner, or in smart-account mode the owner's orchestrator account).
 * When the quoted fee is paid in that token on that chain, Max leaves the fee. While the balance
 * is unknown (no wallet, the smart account still being looked up or unreadable, still reading,
 * unreadable: the token reverts or answers nothing or garbage) or nothing is left after the fee,
 * the button stays focusable but off, with the reason as text it is described by. The balance is
 * read again on each new block of the chain (and when a supertransaction lands, see
 * `useRefreshBalancesOnEnd`), so "holds none" turns into a Max once funded. Needs a WagmiProvider.
 */
export function MaxAmount(props: MaxAmountProps) {
  const { messages, fee } = useFlowBuilderContext()
  const { locale } = useSupertxUi()
  const reasonId = useId()
  const chainId = Number(props.chainId)
  const token = props.token.trim()
  // The smart account's balance is worded as its own, never as the owner's.
  const { words, ...holder } = useFundingAccount(chainId)
  const [balance] = useTokenReads([
    { chainId, token: token as Address, fact: 'balanceOf', holder: holder.address },
  ])
  // Live: read again on every new block of the chain (a transfer in, a supertransaction landing).
  const block = useBlockNumber({
    chainId,
    watch: Boolean(holder.address),
    query: { enabled: Boolean(holder.address) },
  })
  const refetch = balance?.refetch
  useEffect(() => {
    if (block.data !== undefined) void refetch?.()
  }, [block.data, refetch])
  const feeHere =
    fee &&
    fee.chainId === chainId &&
    fee.token.toLowerCase() === token.toLowerCase() &&
    BigInt(fee.amount) > 0n
      ? BigInt(fee.amount)
      : 0n
  const show = (amount: bigint) =>
    props.known
      ? `${formatAmount({ amount, decimals: props.known.decimals, locale })} ${props.known.symbol}`
      : formatAmount({ amount, decimals: props.decimals, locale })
  const held = tokenValue(balance, 'balanceOf')
  const max = held === undefined ? undefined : held - feeHere
  const reason =
    holder.reason ??
    (tokenUnreadable(balance)
      ? words.maxUnreadable
      : held === undefined
        ? words.maxReading
        : max !== undefined && max <= 0n
          ? feeHere
            ? words.maxNothingAfterFee({ balance: show(held), fee: show(feeHere) })
            : words.maxNothing
          : undefined)
  const info =
    held === undefined || reason
      ? undefined
      : feeHere
        ? words.balanceAfterFee({ balance: show(held), fee: show(feeHere) })
        : words.balance({ balance: show(held) })
  return (
    <div className="stx-flow-builder__max">
      <button
        type="button"
        className="stx-flow-builder__button stx-flow-builder__button--quiet"
        aria-label={messages.maxFor({ label: props.label })}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reasonId}
        onClick={() => {
          if (reason || max === undefined) return
          props.onMax(formatUnits(max, props.decimals))
        }}
      >
        {messages.max}
      </button>
      <p className="stx-flow-builder__hint" id={reasonId}>
        {reason ?? info}
      </p>
    </div>
  )
}

/** Whether an amount can offer Max: a token address and a chain to read the balance on. */
export function canOfferMax(chainId: string, token: string): boolean {
  return /^\d+$/.test(chainId.trim()) && isAddress(token.trim(), { strict: false })
}
