'use client'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { useMessages } from '../../ui/useMessages.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { StatusIcon } from './StatusIcon.js'

/** A receipt's operation with its 1-based index in the receipt. */
export type IndexedOp = { op: SupertxReceipt['userOps'][number]; index: number }

/** `0x1234…abcd` for each full address in a revert reason. */
const shortenAddresses = (text: string) =>
  text.replace(/0x[0-9a-fA-F]{40}\b/g, (a) => `${a.slice(0, 6)}…${a.slice(-4)}`)

/**
 * One operation of the tracker's list: its name (in words when the quote is known), its status,
 * its transaction and, unless the run's error is shown elsewhere, its revert reason.
 */
export function OperationItem({
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
