'use client'
import type { ForwardedRef, ReactNode } from 'react'
import type { HistoryEntry } from '../../../core/history/history.js'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import { useSupertxHistory } from '../../hooks/useSupertxHistory.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { SupertxHistoryView } from './SupertxHistoryView.js'

type OwnProps = {
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
export type SupertxHistoryProps = OwnProps & RootAttributes<OwnProps>

function SupertxHistoryContent(
  { limit, children, ...rest }: SupertxHistoryProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const { entries: read } = useSupertxHistory(limit === undefined ? {} : { limit })
  const entries = read?.slice(0, limit)
  if (entries && children) return children(entries)
  return <SupertxHistoryView {...rest} entries={entries} ref={ref} />
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
