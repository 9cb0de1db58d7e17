'use client'
import { useDescribeError } from '../../hooks/useDescribeError.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { useMessages } from '../../ui/useMessages.js'

/**
 * Why tracking a receipt stopped (its error, in a sentence) and a way to track it again. The
 * supertransaction was sent: the retry reads its status, it never sends it again.
 */
export function TrackingStopped({
  error,
  onRetry,
  className,
}: {
  error: unknown
  onRetry: () => void
  className: string
}) {
  const common = useMessages('common', commonMessages)
  const describe = useDescribeError()
  return (
    <div className={className}>
      <p role="alert">{describe(error)}</p>
      <button type="button" className="stx-button stx-button--secondary" onClick={onRetry}>
        {common.retry}
      </button>
    </div>
  )
}
