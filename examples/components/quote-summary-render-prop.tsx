import { QuoteSummary, type QuoteSummaryProps } from '../../src/react/index.js'

// Your markup from the quote.
export function Review({ quote }: Pick<QuoteSummaryProps, 'quote'>) {
  return (
    <QuoteSummary quote={quote}>
      {(q) =>
        q ? (
          <p>
            Operations: {q.quote.userOps.length}, fee {q.fee.amount} (base units)
          </p>
        ) : (
          <p>No quote yet.</p>
        )
      }
    </QuoteSummary>
  )
}
