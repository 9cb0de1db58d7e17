import {
  SigningSteps,
  type UseSupertransactionParameters,
  useSupertransaction,
} from '../../src/react/index.js'

// Authorize, quote, sign (each signature), execute, track: where the supertransaction is.
export function Progress(parameters: UseSupertransactionParameters) {
  const tx = useSupertransaction(parameters)
  return <SigningSteps state={tx} onRetry={() => tx.retry()} />
}
