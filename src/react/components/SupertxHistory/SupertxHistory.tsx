'use client'
import { type ReactNode, useEffect, useState } from 'react'
import { type HistoryEntry, recordHistory } from '../../../core/history/history.js'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { useSupertxConfig } from '../../hooks/useSupertxConfig.js'
import { useSupertxHistory } from '../../hooks/useSupertxHistory.js'
import { useSupertxReceipt } from '../../hooks/useSupertxReceipt.js'
import { supertxHistoryMessages } from '../../i18n/messages/supertx-history.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { formatTimestamp } from '../parts/format-time.js'
import { StatusIcon } from '../SupertxTracker/StatusIcon.js'
import { TrackingStopped } from '../SupertxTracker/TrackingStopped.js'

export type SupertxHistoryProps = {
  className?: string | undefined
  /**
   * Read at most this many entries of the stored history (newest first). Default: the history's
   * own limit (50), the number the kit keeps.
   */
  limit?: number | undefined
  /**
   * Entries rendered at first, and added by each "Show more" (default 50): a long history renders
   * in bounded time, and only the pending entries shown poll their receipts.
   */
  pageSize?: number | undefined
  /** Render the entries your way. */
  children?: ((entries: readonly HistoryEntry[]) => ReactNode) | undefined
} & ReceiptWaitBudget

function SupertxHistoryContent({
  className,
  limit,
  pageSize = 50,
  children,
  ...budget
}: SupertxHistoryProps) {
  const { entries: read } = useSupertxHistory(limit === undefined ? {} : { limit })
  const m = useMessages('supertxHistory', supertxHistoryMessages)
  const { locale } = useSupertxUi()
  const root = useRootProps('supertx-history', className)
  const [pages, setPages] = useState(1)
  // The pending entries' receipts are read from the task after the rows are first shown: starting
  // 25 requests in the commit that shows them held the first paint back.
  const [polling, setPolling] = useState(false)
  const ready = read !== undefined
  useEffect(() => {
    if (!ready) return
    const timer = setTimeout(() => setPolling(true))
    return () => clearTimeout(timer)
  }, [ready])
  const entries = read?.slice(0, limit)
  if (entries && children) return children(entries)
  const page = Math.max(1, Math.floor(pageSize))
  const shown = entries?.slice(0, page * pages)
  const hidden = entries && shown ? entries.length - shown.length : 0
  return (
    <section {...root} aria-label={m.title} aria-busy={!entries}>
      <h3 className="stx-supertx-history__title">{m.title}</h3>
      {!shown ? (
        <p className="stx-supertx-history__note">{m.loading}</p>
      ) : shown.length === 0 ? (
        <p className="stx-supertx-history__note">{m.empty}</p>
      ) : (
        <ul className="stx-supertx-history__list">
          {shown.map((entry) => (
            <li key={entry.supertxHash} className="stx-supertx-history__entry">
              {entry.status === 'pending' ? (
                <PendingEntry entry={entry} budget={budget} polling={polling} />
              ) : (
                <EntryView entry={entry} status={entry.status} />
              )}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className="stx-button stx-button--secondary"
          onClick={() => setPages((n) => n + 1)}
        >
          {m.showMore({ count: new Intl.NumberFormat(locale).format(Math.min(page, hidden)) })}
        </button>
      )}
    </section>
  )
}

function EntryView({ entry, status }: { entry: HistoryEntry; status: HistoryEntry['status'] }) {
  const { locale } = useSupertxUi()
  const m = useMessages('supertxHistory', supertxHistoryMessages)
  const explorer = useExplorer()
  const names = entry.chainIds
    ?.map((chainId) => explorer.chain(chainId)?.name ?? m.unknownChain({ chainId }))
    .join(', ')
  // The user's zone, named, as in the review's "Runs between".
  const time = { format: (ms: number) => formatTimestamp(ms / 1000, locale) }
  // What ran, as the review worded it when it was executed (checked on read, cleaned again here).
  const description = cleanText(entry.description, TEXT_LIMITS.description)
  return (
    <>
      <span className={`stx-supertx-history__status stx-status--${status}`}>
        <StatusIcon status={status} />
        {m.status[status]}
      </span>{' '}
      <time dateTime={new Date(entry.createdAt).toISOString()}>{time.format(entry.createdAt)}</time>{' '}
      {description && (
        <>
          <bdi className="stx-supertx-history__description">{description}</bdi>{' '}
        </>
      )}
      <span className="stx-supertx-history__detail">
        {[entry.mode && m.mode[entry.mode], names && m.chains({ names })].filter(Boolean).join(' ')}
      </span>{' '}
      <ExplorerLink supertxHash={entry.supertxHash} />
    </>
  )
}

/**
 * An unfinished entry: polls its receipt within the tracker's retry budget and records the end,
 * which updates every view. When the budget runs out it says why, with a way to check again.
 */
function PendingEntry({
  entry,
  budget,
  polling,
}: {
  entry: HistoryEntry
  budget: ReceiptWaitBudget
  polling: boolean
}) {
  const config = useSupertxConfig('SupertxHistory')
  const { data, error, isFetching, refetch } = useSupertxReceipt({
    supertxHash: entry.supertxHash,
    ...budget,
    query: { enabled: polling },
  })
  const status = data?.status ?? 'pending'
  useEffect(() => {
    if (status !== 'pending')
      void recordHistory(config.storage, {
        supertxHash: entry.supertxHash,
        explorerUrl: entry.explorerUrl,
        status,
      })
  }, [status, config, entry.supertxHash, entry.explorerUrl])
  return (
    <>
      <EntryView entry={entry} status={status} />
      {error && !isFetching && (
        <TrackingStopped
          error={error}
          onRetry={() => void refetch()}
          className="stx-supertx-history__stopped"
        />
      )}
    </>
  )
}

/**
 * The supertransactions this app executed, newest first, each with its status, what it did (the
 * review's words, e.g. "Send 25 USDC to 0xa0Ee…9720", when the kit recorded them), time, chains and
 * explorer link. Unfinished ones are tracked again until they end, so a reload loses nothing.
 * Inside `<SupertxProvider>` (the history lives in its config's storage).
 *
 * @example
 * <SupertxHistory limit={10} />
 */
export const SupertxHistory = /* @__PURE__ */ withErrorBoundary(
  'supertx-history',
  SupertxHistoryContent,
)
