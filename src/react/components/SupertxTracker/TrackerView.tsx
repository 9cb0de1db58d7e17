'use client'
import { type ReactNode, useState } from 'react'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { liveRegion } from '../../ui/live-region.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { groupByChain } from '../parts/group-by-chain.js'
import { StatusIcon } from './StatusIcon.js'

const final = new Set(['MINED_SUCCESS', 'MINED_FAIL', 'FAILED'])

/**
 * Past this many operations on one chain the list is grouped: the succeeded ones are one line
 * ("9,998 operations succeeded", listed on request) and at most this many others are listed, so a
 * receipt of any size renders in bounded time.
 */
export const TRACKER_GROUP_AT = 50

export type TrackerViewProps = {
  receipt: SupertxReceipt
  className?: string | undefined
  /** Said after the progress in the live region (e.g. that reads are being retried). */
  notice?: string | undefined
  /** Shown under the operations (e.g. why tracking stopped, with a retry). */
  children?: ReactNode
}

/** The receipt as a person reads it: overall status, then each chain's operations. */
export function TrackerView({ receipt, className, notice, children }: TrackerViewProps): ReactNode {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
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
          <ChainOps chainId={chainId} ops={ops} />
        </div>
      ))}
      {children}
    </section>
  )
}

type IndexedOp = { op: SupertxReceipt['userOps'][number]; index: number }

/** One chain's operations; grouped past {@link TRACKER_GROUP_AT} (the succeeded ones in one line). */
function ChainOps({ chainId, ops }: { chainId: number; ops: readonly IndexedOp[] }) {
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
          <OpItem key={index} chainId={chainId} op={op} index={index} />
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

function OpItem({ chainId, op, index }: { chainId: number } & IndexedOp) {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  return (
    <li className={`stx-supertx-tracker__op stx-op--${op.executionStatus.toLowerCase()}`}>
      <StatusIcon status={op.executionStatus} />
      <span className="stx-supertx-tracker__op-name">
        {op.isCleanUpUserOp ? m.cleanUp({ index }) : m.operation({ index })}
      </span>{' '}
      <span className="stx-supertx-tracker__op-status">{m.opStatus[op.executionStatus]}</span>
      {op.transactionHash && (
        <>
          {' '}
          <ExplorerLink chainId={chainId} transactionHash={op.transactionHash} />
        </>
      )}
      {op.error && (
        <span className="stx-supertx-tracker__reason">{m.reason({ reason: op.error })}</span>
      )}
    </li>
  )
}
