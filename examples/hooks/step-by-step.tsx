// docs/hooks.md's step-by-step example: useQuote fetches as soon as the request is complete (in
// eoa-7702 the request carries the `authorizations` usePrepare7702 signed), useSignPayloads signs
// each item with progress, useExecute submits, useSupertxReceipt polls until final.
import type { QuoteRequestInput } from '../../src/core/index.js'
import { useExecute, useQuote, useSignPayloads, useSupertxReceipt } from '../../src/react/index.js'

export function StepByStep({ request }: { request: QuoteRequestInput }) {
  const quote = useQuote(request)
  const sign = useSignPayloads()
  const execute = useExecute()
  const receipt = useSupertxReceipt({ supertxHash: execute.data?.supertxHash })

  async function confirm() {
    if (!quote.data) return
    // The request as quoted (its owner and, in eoa, its funding tokens filled in): typed complete
    // once `quote.data` is there.
    const { signedQuote } = await sign.signPayloadsAsync({
      quote: quote.data,
      request: quote.request,
    })
    await execute.executeAsync({ signedQuote })
  }

  if (quote.error) return <p role="alert">{quote.error.message}</p>
  if (!quote.data) return <p>Quoting…</p>
  return (
    <div>
      <p>
        Fee: {quote.data.fee.amount} of {quote.data.fee.token}
      </p>
      <ul>
        {sign.items.map((item) => (
          <li key={item.index}>
            {item.kind}: {item.status}
          </li>
        ))}
      </ul>
      <button type="button" onClick={confirm} disabled={!sign.isIdle}>
        Confirm
      </button>
      {sign.error && <p role="alert">{sign.error.message}</p>}
      {execute.explorerUrl && <a href={execute.explorerUrl}>View on the explorer</a>}
      <p role="status">{receipt.data?.status ?? 'not sent'}</p>
    </div>
  )
}
