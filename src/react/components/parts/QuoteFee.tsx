'use client'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { TokenAmount } from './TokenAmount.js'

/**
 * Where a quote's fee line comes from: the checks before signing (`check`, the fee as the checked
 * operations pay it), never the quote's own word for it. `sponsored`: the checked operations pay
 * none; `paid`: that token, chain and amount; `unknown`: not checked (a quote outside a run, or
 * operations the kit cannot read), or refused.
 */
export type FeeFact =
  | { kind: 'sponsored' }
  | { kind: 'paid'; token: `0x${string}`; chainId: number; amount: bigint }
  | { kind: 'unknown' }

export function feeFactOf(check: QuoteCheck | undefined): FeeFact {
  if (check?.status !== 'verified' || check.fee === 'unchecked') return { kind: 'unknown' }
  return check.fee === undefined ? { kind: 'sponsored' } : { kind: 'paid', ...check.fee }
}

/**
 * A sponsored quote: only when the checked operations pay nothing. Without a check, never (the
 * quote's `sponsored` flag and fee are its own word).
 */
export const isSponsored = (check: QuoteCheck | undefined) => feeFactOf(check).kind === 'sponsored'

/**
 * The fee in its token, as the checked operations pay it; a fee the kit could not check reads as
 * the quote states it, marked `unchecked` (e.g. "(not checked)"). No USD value: the quote's is its
 * own word, and the kit has no price it trusts. Shared by the quote summary and the fee token
 * select.
 */
export function QuoteFee(props: {
  quote: QuoteResponse
  check: QuoteCheck | undefined
  token?: TokenInfo | undefined
  sponsored: string
  unchecked: string
}) {
  const fact = feeFactOf(props.check)
  if (fact.kind === 'sponsored') return <>{props.sponsored}</>
  if (fact.kind === 'paid')
    return (
      <TokenAmount
        chainId={fact.chainId}
        address={fact.token}
        amount={fact.amount.toString()}
        token={props.token}
        precision="debit"
      />
    )
  const { fee } = props.quote
  return (
    <>
      <TokenAmount
        chainId={fee.chainId}
        address={fee.token}
        amount={fee.amount}
        token={props.token}
        precision="debit"
      />{' '}
      <span className="stx-muted">{props.unchecked}</span>
    </>
  )
}
