'use client'
import type { ReactNode } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { liveRegion } from '../../ui/live-region.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { groupByChain } from '../parts/group-by-chain.js'
import { useOperationTexts } from '../parts/useOperationTexts.js'
import { StatusIcon } from './StatusIcon.js'

const final = new Set(['MINED_SUCCESS', 'MINED_FAIL', 'FAILED'])

export type TrackerViewProps = {
  receipt: SupertxReceipt
  /** The quote the receipt runs: each operation said in words ("Operation 1: Send 1.5 USDC to …"). */
  quote?: QuoteResponse | undefined
  className?: string | undefined
  /** Said after the progress in the live region (e.g. that reads are being retried). */
  notice?: string | undefined
  /** Shown under the operations (e.g. why tracking stopped, with a retry). */
  children?: ReactNode
}

/** The receipt as a person reads it: overall status, then each chain's operations. */
export function TrackerView({
  receipt,
  quote,
  className,
  notice,
  children,
}: TrackerViewProps): ReactNode {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  const common = useMessages('common', commonMessages)
  // The quote's ops in words, when they are this receipt's (same count, same chains, in order).
  const texts = useOperationTexts(
    quote &&
      quote.quote.userOps.length === receipt.userOps.length &&
      quote.quote.userOps.every((op, i) => op.chainId === receipt.userOps[i]?.chainId)
      ? quote
      : undefined,
  )
  const explorer = useExplorer()
  const root = useRootProps('supertx-tracker', className)
  const done = receipt.userOps.filter((op) => final.has(op.executionStatus)).length
  return (
    <section {...root} aria-label={m.title} data-status={receipt.status}>
      <header className="stx-supertx-tracker__header">
        <span className={`stx-supertx-tracker__status stx-status--${receipt.status}`}>
          <StatusIcon status={receipt.status} />
          {m.status[receipt.status]}
        </span>{' '}
        <ExplorerLink supertxHash={receipt.supertxHash} />
      </header>
      <p className="stx-supertx-tracker__progress" {...liveRegion}>
        {receipt.userOps.length ? m.progress({ done, total: receipt.userOps.length }) : m.noOps}
        {notice && ` ${notice}`}
      </p>
      {groupByChain(receipt.userOps).map(({ chainId, ops }) => (
        <div key={chainId} className="stx-supertx-tracker__chain">
          <h4 className="stx-supertx-tracker__chain-name">
            {explorer.chain(chainId)?.name ?? m.unknownChain({ chainId })}
          </h4>
          <ol className="stx-supertx-tracker__ops">
            {ops.map(({ op, index }) => (
              <li
                key={index}
                className={`stx-supertx-tracker__op stx-op--${op.executionStatus.toLowerCase()}`}
              >
                <StatusIcon status={op.executionStatus} />
                <span className="stx-supertx-tracker__op-name">
                  {texts[index - 1]
                    ? common.operations.numbered({ index, text: texts[index - 1] as string })
                    : op.isCleanUpUserOp
                      ? m.cleanUp({ index })
                      : m.operation({ index })}
                </span>{' '}
                <span className="stx-supertx-tracker__op-status">
                  {m.opStatus[op.executionStatus]}
                </span>
                {op.transactionHash && (
                  <>
                    {' '}
                    <ExplorerLink chainId={chainId} transactionHash={op.transactionHash} />
                  </>
                )}
                {op.error && (
                  // A revert reason is outside text: cleaned, and isolated from the status beside it.
                  <bdi className="stx-supertx-tracker__reason">
                    {m.reason({ reason: cleanText(op.error, TEXT_LIMITS.reason) })}
                  </bdi>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {children}
    </section>
  )
}
