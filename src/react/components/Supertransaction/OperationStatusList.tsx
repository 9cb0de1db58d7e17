'use client'
import { useId } from 'react'
import type { UseSupertransactionReturnType } from '../../hooks/useSupertransaction.js'
import { supertransactionMessages } from '../../i18n/messages/supertransaction.js'
import { cx } from '../../ui/class-names.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useOperationTexts } from '../../ui/useOperationTexts.js'

const opIcons: Record<string, string> = {
  PENDING: '○',
  MINING: '◔',
  MINED_SUCCESS: '✓',
  MINED_FAIL: '✕',
  FAILED: '✕',
}

/** The default tracking part: each operation's status on its chain and the explorer link. */
export function OperationStatusList({
  supertransaction,
}: {
  supertransaction: UseSupertransactionReturnType
}) {
  const chains = useChainInfo()
  const titleId = useId()
  const m = useMessages('supertransaction', supertransactionMessages)
  // Each operation in the review's words, where the kit reads it.
  // The review's words, the fee named where the checks proved it.
  const texts = useOperationTexts(supertransaction.data.quote, supertransaction.data.check)
  const receiptOps = supertransaction.data.receipt?.userOps
  const ops =
    receiptOps ??
    supertransaction.data.quote?.quote.userOps.map((op) => ({
      chainId: op.chainId,
      executionStatus: 'PENDING' as const,
    })) ??
    []
  return (
    <section className="stx-status-list" aria-labelledby={titleId}>
      <h3 id={titleId} className="stx-title">
        {m.tracking}
      </h3>
      <ul className="stx-status-list__ops">
        {ops.map((op, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: operations keep their quote order
            key={index}
            className={cx('stx-status-list__op', `stx-status-list__op--${op.executionStatus}`)}
          >
            <span className="stx-status-list__icon" aria-hidden="true">
              {opIcons[op.executionStatus] ?? '○'}
            </span>
            <span>
              {texts[index]
                ? m.opDescribed({
                    index: index + 1,
                    chain: chains.name(op.chainId),
                    text: texts[index],
                  })
                : m.op({ index: index + 1, chain: chains.name(op.chainId) })}
            </span>
            <span className="stx-status-list__state">
              {m.opStates[op.executionStatus] ?? op.executionStatus}
            </span>
          </li>
        ))}
      </ul>
      {supertransaction.status === 'success' && (
        <p className="stx-status-list__done">{m.success}</p>
      )}
      {supertransaction.explorerUrl && (
        <a href={supertransaction.explorerUrl} target="_blank" rel="noreferrer">
          {m.viewInExplorer}
        </a>
      )}
    </section>
  )
}
