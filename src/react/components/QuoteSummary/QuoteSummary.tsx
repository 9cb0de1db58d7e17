'use client'
import { type ReactNode, useId } from 'react'
import type { GetBalanceChangesParameters } from '../../../core/balances/getBalanceChanges.js'
import { describeOperations } from '../../../core/operations/describeOperations.js'
import type { Mode } from '../../../core/schemas/common.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { quoteSummaryMessages } from '../../i18n/messages/quote-summary.js'
import { describeStep } from '../../ui/describe-operation.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { BalanceChanges } from '../BalanceChanges/BalanceChanges.js'
import { formatTimestamp, isNoExpiry } from '../parts/format-time.js'
import { groupByChain } from '../parts/group-by-chain.js'
import { isSponsored, QuoteFee } from '../parts/QuoteFee.js'
import { TokenAmount } from '../parts/TokenAmount.js'
import { useSupertxFlow } from '../Supertransaction/flow-context.js'
import { chainOfFlow, describeFlow } from './describeFlow.js'

export { formatTimestamp, isNoExpiry } from '../parts/format-time.js'

export type QuoteSummaryProps = {
  /** The quote to show; default the enclosing `<Supertransaction>`'s (an empty note before one). */
  quote?: QuoteResponse | undefined
  /** The request's compose flows, described per chain; default the enclosing flow's request. */
  composeFlows?: readonly { type: string; data: object }[] | undefined
  /**
   * Time zone of the time window (IANA name). Default the user's own (as `<SupertxHistory>`), named
   * beside each time.
   */
  timeZone?: string | undefined
  /**
   * The request the quote answers; default the enclosing flow's. With it, the summary shows the
   * simulated balance changes (`<BalanceChanges>`).
   */
  request?: GetBalanceChangesParameters['request'] | undefined
  /** Show the simulated balance changes (default `true`, once the request is known). */
  balanceChanges?: boolean | undefined
  /** Render your own summary from the quote (undefined before one). */
  render?: ((quote: QuoteResponse | undefined) => ReactNode) | undefined
  className?: string | undefined
}

/**
 * The badge: how the quote is signed, or for `simple` (one message signature, used by both
 * `smart-account` and `eoa-7702`) the mode it was made for: the response's `mode`, else the
 * request's. Neither known: the signature kind only, never a guessed mode.
 */
function kindOf(
  quote: QuoteResponse,
  requestMode: Mode | undefined,
  m: typeof quoteSummaryMessages,
): string {
  const mode = quote.mode ?? requestMode
  if (quote.quoteType === 'simple' && mode) return m.modes[mode]
  return m.quoteTypes[quote.quoteType] ?? quote.quoteType
}

/**
 * What the owner agrees to before signing: each chain's operations, the funding taken from the
 * wallet, the fee (with its USD value when the quote has one), the time window, the quote type and
 * how many signatures (or approval transactions) it needs.
 */
function QuoteSummaryContent(props: QuoteSummaryProps) {
  const root = useRootProps('quote-summary', props.className)
  const { locale, tokenList } = useSupertxUi()
  const chains = useChainInfo()
  const flowContext = useSupertxFlow()
  const titleId = useId()
  const m = useMessages('quoteSummary', quoteSummaryMessages)
  const common = useMessages('common', commonMessages)
  const quote = props.quote ?? flowContext?.flow.data.quote
  if (props.render) return <>{props.render(quote)}</>

  if (!quote)
    return (
      <section {...root} aria-labelledby={titleId}>
        <h3 id={titleId} className="stx-title">
          {m.title}
        </h3>
        <p className="stx-quote-summary__empty">{m.empty}</p>
      </section>
    )

  // What the request's flows do, by the chain they run on: shown for that chain's operations.
  const flowsByChain = new Map<number, string[]>()
  const composeFlows = props.composeFlows ?? flowContext?.flow.data.request?.composeFlows ?? []
  for (const flow of composeFlows as readonly { type: string; data: Record<string, unknown> }[]) {
    const chainId = chainOfFlow(flow)
    const said = describeFlow(flow, { tokenList, locale, chainName: chains.name, m })
    if (chainId === undefined || !said) continue
    flowsByChain.set(chainId, [...(flowsByChain.get(chainId) ?? []), said])
  }
  const ops = quote.quote.userOps
  const count = quote.payloadToSign.length
  // What runs, read back from the ops (the devnet's encoding): preferred over the request's words.
  const described = describeOperations(quote)
  const readable = described.length > 0 && described.every((d) => d.steps !== undefined)
  const stepContext = (d: (typeof described)[number]) => ({
    chainId: d.chainId,
    sender: d.sender,
    owner: quote.ownerAddress,
    tokenList,
    locale,
    chainName: chains.name,
    m: common.operations,
  })
  const window = windowText(ops, m, locale, props.timeZone)
  const request = props.request ?? flowContext?.flow.data.request

  return (
    <section {...root} aria-labelledby={titleId}>
      <div className="stx-quote-summary__header">
        <h3 id={titleId} className="stx-title">
          {m.title}
        </h3>
        <span className="stx-badge">{kindOf(quote, flowContext?.flow.data.request?.mode, m)}</span>
      </div>
      {ops.length === 0 && <p className="stx-quote-summary__empty">{m.noOperations}</p>}
      <ul className="stx-quote-summary__chains">
        {groupByChain(ops).map(({ chainId, ops: items }) => (
          <li key={chainId} className="stx-quote-summary__chain">
            <span className="stx-quote-summary__chain-name">
              {m.onChain({ chain: chains.name(chainId) })}
            </span>
            <ul className="stx-quote-summary__ops">
              {readable &&
                items.flatMap(({ index }) => {
                  const d = described[index - 1] as (typeof described)[number]
                  return (d.steps ?? []).map((step, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an op's calls, fixed per quote
                    <li key={`${index}:${j}`} className="stx-quote-summary__op">
                      {describeStep(step, stepContext(d))}
                    </li>
                  ))
                })}
              {!readable &&
                flowsByChain.get(chainId)?.map((said, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per render
                  <li key={i} className="stx-quote-summary__op">
                    {said}
                  </li>
                ))}
              {!readable &&
                (flowsByChain.has(chainId)
                  ? items.filter(({ op }) => op.isCleanUpUserOp)
                  : items
                ).map(({ op, index }) => (
                  <li key={`${index}:${op.meeUserOpHash}`} className="stx-quote-summary__op">
                    {op.isCleanUpUserOp ? m.cleanUp : m.operation({ index })}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <dl className="stx-quote-summary__facts">
        {quote.quote.fundingTokens?.length ? (
          <div className="stx-quote-summary__fact">
            <dt>{m.funding}</dt>
            <dd>
              {quote.quote.fundingTokens.map((f) => (
                <span key={`${f.chainId}:${f.tokenAddress}`} className="stx-quote-summary__line">
                  <TokenAmount chainId={f.chainId} address={f.tokenAddress} amount={f.amount} />{' '}
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
          <dd>{isSponsored(quote) ? m.sponsored : <QuoteFee quote={quote} usd={m.usd} />}</dd>
        </div>
        <div className="stx-quote-summary__fact">
          <dt>{m.window}</dt>
          <dd>{window}</dd>
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
      {props.balanceChanges !== false && request && (
        <BalanceChanges quote={quote} request={request} />
      )}
    </section>
  )
}

/** "Runs between": from the ops' earliest start to their latest end, or open when it has none. */
function windowText(
  ops: QuoteResponse['quote']['userOps'],
  m: typeof quoteSummaryMessages,
  locale: string,
  timeZone: string | undefined,
): string {
  if (!ops.length) return m.noOperations
  const from = Math.min(...ops.map((o) => o.lowerBoundTimestamp))
  const to = Math.max(...ops.map((o) => o.upperBoundTimestamp))
  const start = formatTimestamp(from, locale, timeZone)
  return isNoExpiry(to)
    ? m.windowOpen({ from: start })
    : m.windowRange({ from: start, to: formatTimestamp(to, locale, timeZone) })
}

export const QuoteSummary = /* @__PURE__ */ withErrorBoundary('quote-summary', QuoteSummaryContent)
