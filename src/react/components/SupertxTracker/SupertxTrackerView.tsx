'use client'
import { type ForwardedRef, forwardRef, type ReactNode } from 'react'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { liveRegion } from '../../ui/live-region.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useMessages } from '../../ui/useMessages.js'
import { useNamedAddresses, useOperationTexts } from '../../ui/useOperationTexts.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { AddressesInFull } from '../parts/AddressesInFull.js'
import { groupByChain } from '../parts/group-by-chain.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { ChainOperations } from './ChainOperations.js'
import { StatusIcon } from './StatusIcon.js'

const final = new Set(['MINED_SUCCESS', 'MINED_FAIL', 'FAILED'])

type OwnProps = {
  receipt: SupertxReceipt
  /** The quote the receipt runs: each operation said in words ("Operation 1: Send 1.5 USDC to …"). */
  quote?: QuoteResponse | undefined
  /** The checks before signing of `quote`: the transfer they proved pays the fee says so. */
  check?: QuoteCheck | undefined
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
  {
    receipt,
    quote,
    check,
    className,
    notice,
    children,
    errorShownIn,
    ...rest
  }: SupertxTrackerViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const m = useMessages('supertxTracker', supertxTrackerMessages)
  // The quote's ops in words, when they are this receipt's (same count, same chains, in order).
  const ours =
    quote &&
    quote.quote.userOps.length === receipt.userOps.length &&
    quote.quote.userOps.every((op, i) => op.chainId === receipt.userOps[i]?.chainId)
      ? quote
      : undefined
  const texts = useOperationTexts(ours, check)
  // The full address behind each name and short address those words show.
  const named = useNamedAddresses(ours)
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
          <ChainOperations chainId={chainId} ops={ops} texts={texts} errorShownIn={errorShownIn} />
        </div>
      ))}
      <AddressesInFull named={named} />
      {children}
    </section>
  )
})
