'use client'
import { type ForwardedRef, forwardRef, type ReactNode, useState } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { liveRegion } from '../../ui/live-region.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useOperationTexts } from '../../ui/useOperationTexts.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { groupByChain } from '../parts/group-by-chain.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { StatusIcon } from './StatusIcon.js'

/** `0x1234…abcd` for each full address in a revert reason. */
const shortenAddresses = (text: string) =>
  text.replace(/0x[0-9a-fA-F]{40}\b/g, (a) => `${a.slice(0, 6)}…${a.slice(-4)}`)

const final = new Set(['MINED_SUCCESS', 'MINED_FAIL', 'FAILED'])

/**
 * Past this many operations on one chain the list is grouped: the succeeded ones are one line
 * ("9,998 operations succeeded", listed on request) and at most this many others are listed, so a
 * receipt of any size renders in bounded time.
 */
export const TRACKER_GROUP_AT = 50

type OwnProps = {
  receipt: SupertxReceipt
  /** The quote the receipt runs: each operation said in words ("Operation 1: Send 1.5 USDC to …"). */
  quote?: QuoteResponse | undefined
  className?: string | undefined
  /** Said after the progress in the live region (e.g. that reads are being retried). */
  notice?: string | undefined
  /** Shown under the operations (e.g. why tracking stopped, with a retry). */
  children?: ReactNode
  /** The id of the element that already says why the run failed: failed ops point to it. */
  errorShownIn?: string | undefined
}
export type SupertxTrackerViewProps = OwnProps & RootAttributes<OwnProps>

/**
 * The receipt as a person reads it (what `<SupertxTracker>` renders), from props alone: overall
 * status, then each chain's operations.
 */
export const SupertxTrackerView = /* @__PURE__ */ forwardRef(function SupertxTrackerView(
  { receipt, quote, className, notice, children, errorShownIn, ...rest }: SupertxTrackerViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
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
  // Done is what succeeded: a reverted operation is counted as failed, never as done.
  const done = receipt.userOps.filter((op) => op.executionStatus === 'MINED_SUCCESS').length
  const failed = receipt.userOps.filter((op) => final.has(op.executionStatus)).length - done
  return (
    <section {...rest} {...root} ref={ref} aria-label={m.title} data-status={receipt.status}>
      <header className="stx-supertx-tracker__header">
        <span className={`stx-supertx-tracker__status stx-status--${receipt.status}`}>
          <StatusIcon status={receipt.status} />
          {m.status[receipt.status]}
        </span>{' '}
        <ExplorerLink supertxHash={receipt.supertxHash} />
      </header>
      <p className="stx-supertx-tracker__progress" {...liveRegion}>
        {!receipt.userOps.length
          ? m.noOps
          : failed
            ? m.progressFailed({ done, failed, total: receipt.userOps.length })
            : m.progress({ done, total: receipt.userOps.length })}
        {notice && ` ${notice}`}
      </p>
      {groupByChain(receipt.userOps).map(({ chainId, ops }) => (
        <div key={chainId} className="stx-supertx-tracker__chain">
          <h4 className="stx-supertx-tracker__chain-name">
            {explorer.chain(chainId)?.name ?? m.unknownChain({ chainId })}
          </h4>
          <ChainOps chainId={chainId} ops={ops} texts={texts} errorShownIn={errorShownIn} />
        </div>
      ))}
      {children}
    </section>
  )
})

type IndexedOp = { op: SupertxReceipt['userOps'][number]; index: number }

/** One chain's operations; grouped past {@link TRACKER_GROUP_AT} (the succeeded ones in one line). */
/** The quote's ops in words, by op index − 1 (see useOperationTexts); empty when unknown. */
type OpTexts = readonly (string | undefined)[]

function ChainOps({
  chainId,
  ops,
  texts,
  errorShownIn,
}: {
  chainId: number
  ops: readonly IndexedOp[]
  texts: OpTexts
  errorShownIn: string | undefined
}) {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  const { locale } = useSupertxUi()
  const [all, setAll] = useState(false)
  const grouped = ops.length > TRACKER_GROUP_AT && !all
  const others = grouped ? ops.filter(({ op }) => op.executionStatus !== 'MINED_SUCCESS') : ops
  const listed = grouped ? others.slice(0, TRACKER_GROUP_AT) : others
  const succeeded = ops.length - others.length
  const number = new Intl.NumberFormat(locale)
  return (
    <>
      <ol className="stx-supertx-tracker__ops">
        {listed.map(({ op, index }) => (
          <OpItem
            key={index}
            chainId={chainId}
            op={op}
            index={index}
            text={texts[index - 1]}
            errorShownIn={errorShownIn}
          />
        ))}
      </ol>
      {grouped && (
        <p className="stx-supertx-tracker__group">
          {[
            succeeded > 0 && m.succeededGroup({ count: number.format(succeeded) }),
            others.length > listed.length &&
              m.moreOps({ count: number.format(others.length - listed.length) }),
          ]
            .filter(Boolean)
            .join(' ')}{' '}
          <button
            type="button"
            className="stx-button stx-button--secondary"
            onClick={() => setAll(true)}
          >
            {m.showAllOps({ count: number.format(ops.length) })}
          </button>
        </p>
      )}
    </>
  )
}

function OpItem({
  chainId,
  op,
  index,
  text,
  errorShownIn,
}: { chainId: number; text: string | undefined; errorShownIn: string | undefined } & IndexedOp) {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  const common = useMessages('common', commonMessages)
  return (
    <li
      className={`stx-supertx-tracker__op stx-op--${op.executionStatus.toLowerCase()}`}
      aria-describedby={op.error && errorShownIn ? errorShownIn : undefined}
    >
      <StatusIcon status={op.executionStatus} />
      <span className="stx-supertx-tracker__op-name">
        {text
          ? common.operations.numbered({ index, text })
          : op.isCleanUpUserOp
            ? m.cleanUp({ index })
            : m.operation({ index })}
      </span>{' '}
      <span className="stx-supertx-tracker__op-status">{m.opStatus[op.executionStatus]}</span>
      {op.transactionHash && (
        <>
          {' '}
          <ExplorerLink chainId={chainId} transactionHash={op.transactionHash} />
        </>
      )}
      {op.error && !errorShownIn && (
        // A revert reason is outside text: cleaned, its addresses shortened, and isolated from
        // the status beside it.
        <bdi className="stx-supertx-tracker__reason">
          {m.reason({ reason: shortenAddresses(cleanText(op.error, TEXT_LIMITS.reason)) })}
        </bdi>
      )}
    </li>
  )
}
