'use client'
import { type ForwardedRef, forwardRef, useId } from 'react'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import { quoteSummaryMessages } from '../../i18n/messages/quote-summary.js'
import { provenFee } from '../../ui/describe-operation.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { QuoteFee } from '../parts/QuoteFee.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { TokenAmount } from '../parts/TokenAmount.js'
import { QuoteOperations } from './QuoteOperations.js'
import { kindOf, windowText } from './quote-facts.js'
import type { UseQuoteSummaryReturnType } from './useQuoteSummary.js'

type OwnProps = Partial<UseQuoteSummaryReturnType> & {
  /**
   * Time zone of the time window (IANA name). Default the user's own (as `<SupertxHistory>`), named
   * beside each time.
   */
  timeZone?: string | undefined
  className?: string | undefined
}
export type QuoteSummaryViewProps = OwnProps & RootAttributes<OwnProps>

type FundingLine = { tokenAddress: string; chainId: number; amount: string }

/**
 * What leaves the owner's wallet (eoa): the request's own funding tokens, plus the checked fee
 * where it is paid in that token on that chain, which is what the checked permit or approval
 * covers. Never the quote's `fundingTokens`, its own word for what it takes.
 */
function fundingOf(request: unknown, check: QuoteCheck | undefined): FundingLine[] {
  const tokens = (request as { fundingTokens?: unknown } | undefined)?.fundingTokens
  if (!Array.isArray(tokens)) return []
  const fee = provenFee(check)
  return (tokens as { tokenAddress: string; chainId: number; amount: string | bigint }[]).map(
    (token) => {
      const paysFee =
        fee !== undefined &&
        fee.chainId === token.chainId &&
        fee.token.toLowerCase() === token.tokenAddress.toLowerCase()
      return {
        tokenAddress: token.tokenAddress,
        chainId: token.chainId,
        amount: (BigInt(token.amount) + (paysFee ? fee.amount : 0n)).toString(),
      }
    },
  )
}

/** The check's own sentence: the field it names, what was expected and what the quote says. */
function refusalOf(error: Error): string {
  const { shortMessage } = error as { shortMessage?: unknown }
  return typeof shortMessage === 'string' ? shortMessage : error.message
}

/** The summary of a given quote (what `<QuoteSummary>` renders), from props alone. */
export const QuoteSummaryView = /* @__PURE__ */ forwardRef(function QuoteSummaryView(
  props: QuoteSummaryViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const {
    quote,
    check,
    composeFlows,
    request,
    mode,
    timeZone,
    authorizationsToSign,
    className,
    ...rest
  } = props
  const root = useRootProps('quote-summary', className)
  const { locale } = useSupertxUi()
  const chains = useChainInfo()
  const titleId = useId()
  const m = useMessages('quoteSummary', quoteSummaryMessages)
  if (!quote)
    return (
      <section {...rest} {...root} ref={ref} aria-labelledby={titleId}>
        <h3 id={titleId} className="stx-title">
          {m.title}
        </h3>
        {authorizationsToSign?.length ? (
          // eoa-7702 before its quote: what will be signed, and why there is no fee yet (the
          // service quotes an account only once its delegation is signed).
          <>
            <p className="stx-quote-summary__empty">
              {m.authorizationsFirst({ count: authorizationsToSign.length })}
            </p>
            <p className="stx-quote-summary__empty">{m.feeAfterAuthorizing}</p>
          </>
        ) : (
          <p className="stx-quote-summary__empty">{m.empty}</p>
        )}
      </section>
    )
  const ops = quote.quote.userOps
  const count = quote.payloadToSign.length
  const funding = fundingOf(request, check)
  return (
    <section {...rest} {...root} ref={ref} aria-labelledby={titleId}>
      <div className="stx-quote-summary__header">
        <h3 id={titleId} className="stx-title">
          {m.title}
        </h3>
        <span className="stx-badge">{kindOf(quote, mode, m)}</span>
      </div>
      {check?.status === 'refused' && (
        <p className="stx-quote-summary__refused" role="alert">
          {m.refused} <span className="stx-muted">{refusalOf(check.error)}</span>
        </p>
      )}
      {ops.length === 0 && <p className="stx-quote-summary__empty">{m.noOperations}</p>}
      <QuoteOperations quote={quote} composeFlows={composeFlows ?? []} check={check} />
      <dl className="stx-quote-summary__facts">
        {funding.length ? (
          <div className="stx-quote-summary__fact">
            <dt>{m.funding}</dt>
            <dd>
              {funding.map((f) => (
                <span key={`${f.chainId}:${f.tokenAddress}`} className="stx-quote-summary__line">
                  <TokenAmount
                    chainId={f.chainId}
                    address={f.tokenAddress}
                    amount={f.amount}
                    precision="debit"
                  />{' '}
                  <span className="stx-muted">
                    {m.fundingOn({ chain: chains.name(f.chainId) })}
                  </span>{' '}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        <div className="stx-quote-summary__fact">
          <dt>{m.fee}</dt>
          <dd>
            <QuoteFee
              quote={quote}
              check={check}
              sponsored={m.sponsored}
              unchecked={m.feeUnchecked}
            />
          </dd>
        </div>
        <div className="stx-quote-summary__fact">
          <dt>{m.window}</dt>
          <dd>{windowText(ops, m, locale, timeZone)}</dd>
        </div>
        <div className="stx-quote-summary__fact">
          <dt>{m.signatures}</dt>
          <dd>
            {quote.quoteType === 'onchain'
              ? m.transactionCount({ count })
              : m.signatureCount({ count })}
          </dd>
        </div>
      </dl>
    </section>
  )
})
