'use client'
import { type ForwardedRef, forwardRef, useEffect, useState } from 'react'
import type { HistoryEntry } from '../../../core/history/history.js'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import { supertxHistoryMessages } from '../../i18n/messages/supertx-history.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { EntryView, PendingEntry } from './HistoryEntry.js'

type OwnProps = {
  /** The entries, newest first; undefined while they are read. */
  entries: readonly HistoryEntry[] | undefined
  /**
   * Entries rendered at first, and added by each "Show more" (default 50): a long history renders
   * in bounded time, and only the pending entries shown poll their receipts.
   */
  pageSize?: number | undefined
  className?: string | undefined
} & ReceiptWaitBudget
export type SupertxHistoryViewProps = OwnProps & RootAttributes<OwnProps>

/** The history for given entries (what `<SupertxHistory>` renders), from props alone. */
export const SupertxHistoryView = /* @__PURE__ */ forwardRef(function SupertxHistoryView(
  props: SupertxHistoryViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const {
    entries,
    pageSize = 50,
    timeoutMs,
    unavailableTimeoutMs,
    notFoundTimeoutMs,
    className,
    ...rest
  } = props
  const budget = { timeoutMs, unavailableTimeoutMs, notFoundTimeoutMs }
  const m = useMessages('supertxHistory', supertxHistoryMessages)
  const { locale } = useSupertxUi()
  const root = useRootProps('supertx-history', className)
  const [pages, setPages] = useState(1)
  // The pending entries' receipts are read from the task after the rows are first shown: starting
  // 25 requests in the commit that shows them held the first paint back.
  const [polling, setPolling] = useState(false)
  const ready = entries !== undefined
  useEffect(() => {
    if (!ready) return
    const timer = setTimeout(() => setPolling(true))
    return () => clearTimeout(timer)
  }, [ready])
  const page = Math.max(1, Math.floor(pageSize))
  const shown = entries?.slice(0, page * pages)
  const hidden = entries && shown ? entries.length - shown.length : 0
  return (
    <section {...rest} {...root} ref={ref} aria-label={m.title} aria-busy={!entries}>
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
})
