'use client'
import { useState } from 'react'
import type { SupertxReceipt } from '../../../core/schemas/receipt.js'
import { cleanText, TEXT_LIMITS } from '../../../core/text/clean-text.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { shortenAddresses } from '../../i18n/token-error.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink.js'
import { StatusIcon } from './StatusIcon.js'

/**
 * Past this many operations on one chain the list is grouped: the succeeded ones are one line
 * ("9,998 operations succeeded", listed on request) and at most this many others are listed, so a
 * receipt of any size renders in bounded time.
 */
export const TRACKER_GROUP_AT = 50

/** The quote's ops in words, by op index − 1 (see useOperationTexts); empty when unknown. */
export type OpTexts = readonly (string | undefined)[]

/** One chain's operations; grouped past {@link TRACKER_GROUP_AT} (the succeeded ones in one line). */
export function ChainOperations({
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
          <OperationItem
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

/** A receipt's operation with its 1-based index in the receipt. */
type IndexedOp = { op: SupertxReceipt['userOps'][number]; index: number }

/**
 * One operation of the tracker's list: its name (in words when the quote is known), its status,
 * its transaction and, unless the run's error is shown elsewhere, its revert reason.
 */
function OperationItem({
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
