'use client'
import { commonMessages } from '../../i18n/common-messages.js'
import { useErrorWords } from '../../ui/useErrorWords.js'
import { useMessages } from '../../ui/useMessages.js'

/**
 * Why tracking a receipt stopped (its error, in a sentence, once the error words are in) and a
 * way to track it again. The supertransaction was sent: the retry reads its status, it never
 * sends it again.
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
  const words = useErrorWords()
  return (
    <div className={className}>
      <p role="alert">{words?.describe(error)}</p>
      <button type="button" className="stx-button stx-button--secondary" onClick={onRetry}>
        {common.retry}
      </button>
    </div>
  )
}
