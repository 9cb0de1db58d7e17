'use client'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { TokenInfo } from '../../../core/tokens/token-list.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { TokenAmount } from './TokenAmount.js'

/** A sponsored quote's fee is 0 (of the zero address, naming no token): nothing to show. */
export const isSponsored = (quote: QuoteResponse) =>
  quote.quote.paymentInfo.sponsored === true || quote.fee.amount === '0'

/**
 * The quoted fee in its token, then its USD value when the quote has one (`usd` words it, e.g.
 * `≈ $0.12`). Shared by the quote summary and the fee token select.
 */
export function QuoteFee(props: {
  quote: QuoteResponse
  token?: TokenInfo | undefined
  usd: (v: { value: string }) => string
}) {
  const { locale } = useSupertxUi()
  const { fee, quote } = props.quote
  const usd = Number(quote.paymentInfo.tokenValue)
  return (
    <>
      <TokenAmount
        chainId={fee.chainId}
        address={fee.token}
        amount={fee.amount}
        token={props.token}
        precision="compact"
      />
      {Number.isFinite(usd) && quote.paymentInfo.tokenValue !== '' && (
        <span className="stx-muted">
          {' '}
          {props.usd({
            value: new Intl.NumberFormat(locale, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: usd < 1 ? 4 : 2,
            }).format(usd),
          })}
        </span>
      )}
    </>
  )
}
