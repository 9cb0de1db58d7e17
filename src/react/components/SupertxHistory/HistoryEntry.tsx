'use client'
import { useEffect } from 'react'
import { type HistoryEntry, recordHistory } from '../../../core/history/history.js'
import type { ReceiptWaitBudget } from '../../../core/query/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { useSupertxConfig } from '../../hooks/useSupertxConfig.js'
import { useSupertxReceipt } from '../../hooks/useSupertxReceipt.js'
import { supertxHistoryMessages } from '../../i18n/messages/supertx-history.js'
import { labelOf } from '../../ui/address-label.js'
import { useLoadErrorWords } from '../../ui/useErrorWords.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { AddressesInFull } from '../parts/AddressesInFull.js'
import { formatTimestamp } from '../parts/format-time.js'
import { TokenAmount } from '../parts/TokenAmount.js'
import { StatusIcon } from '../SupertxTracker/StatusIcon.js'
import { TrackingStopped } from '../SupertxTracker/TrackingStopped.js'

export function EntryView({
  entry,
  status,
}: {
  entry: HistoryEntry
  status: HistoryEntry['status']
}) {
  const { locale, labels, tokenList } = useSupertxUi()
  const m = useMessages('supertxHistory', supertxHistoryMessages)
  const explorer = useExplorer()
  const names = entry.chainIds
    ?.map((chainId) => explorer.chain(chainId)?.name ?? m.unknownChain({ chainId }))
    .join(', ')
  // The user's zone, named, as in the review's "Runs between".
  const time = { format: (ms: number) => formatTimestamp(ms / 1000, locale) }
  // What ran, as the review worded it when it was executed (checked on read, cleaned again here).
  const description = cleanText(entry.description, TEXT_LIMITS.description)
  // Where funds are now: the owner's own wallet by what it is, an app's contract by its label.
  const isOwner = (account: string) => entry.ownerAddress?.toLowerCase() === account.toLowerCase()
  const labelAt = (funds: NonNullable<HistoryEntry['funds']>[number]) =>
    labelOf(labels, funds.chainId, funds.account, tokenList)
  const fundsWords = (funds: NonNullable<HistoryEntry['funds']>[number]) => {
    const chain = explorer.chain(funds.chainId)?.name ?? m.unknownChain(funds)
    if (isOwner(funds.account)) return m.fundsInWallet({ chain })
    return (status === 'stopped' ? m.fundsNow : m.fundsAt)({
      account: labelAt(funds) ?? funds.account,
      chain,
    })
  }
  // The holders the lines name rather than address (the user's wallet, an app's label), in full.
  const named = (entry.funds ?? []).flatMap(({ account, ...funds }) => {
    const name = isOwner(account) ? m.yourWallet : labelAt({ account, ...funds })
    return name ? [{ name, address: account }] : []
  })
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
      {/* Nothing of a stopped run ran, so it has no explorer page. */}
      {status !== 'stopped' && <ExplorerLink supertxHash={entry.supertxHash} />}
      {/* A stopped run, or one that failed after part of it ran: where the funds it moved are now, per chain, a
          list under the row (after its link, which ends the row's last line). */}
      {(status === 'stopped' || !!entry.funds?.length) && (
        <ul className="stx-supertx-history__funds">
          {entry.funds?.map((funds) => (
            <li key={`${funds.chainId}:${funds.token}:${funds.account}`}>
              <TokenAmount chainId={funds.chainId} address={funds.token} amount={funds.amount} />{' '}
              {fundsWords(funds)}
            </li>
          ))}
        </ul>
      )}
      <AddressesInFull named={named} />
    </>
  )
}

/**
 * An unfinished entry: polls its receipt within the tracker's retry budget and records the end,
 * which updates every view. When the budget runs out it says why, with a way to check again.
 */
export function PendingEntry({
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
  // Why tracking stopped is said in the error words: in by the time it may stop.
  useLoadErrorWords()
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
