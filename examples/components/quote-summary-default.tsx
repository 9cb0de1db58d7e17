import {
  QuoteSummary,
  type UseSupertransactionParameters,
  useSupertransaction,
} from '../../src/react/index.js'

// What the quote does on each chain, what it takes from the wallet, the fee and the window.
export function Review(parameters: UseSupertransactionParameters) {
  const tx = useSupertransaction(parameters)
  return (
    <>
      <QuoteSummary quote={tx.data.quote} />
      <button type="button" onClick={() => void tx.quote()}>
        Get quote
      </button>
    </>
  )
}
