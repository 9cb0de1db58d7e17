'use client'
import { useState } from 'react'
import { supertxTrackerMessages } from '../../i18n/messages/supertx-tracker.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { type IndexedOp, OperationItem } from './OperationItem.js'

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
