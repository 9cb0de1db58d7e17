import {
  SupertxButton,
  type UseSupertransactionParameters,
  useSupertransaction,
} from '../../src/react/index.js'

// Outside <Supertransaction>: give it the supertransaction's state and the action.
export function PayButton(parameters: UseSupertransactionParameters) {
  const tx = useSupertransaction(parameters)
  return <SupertxButton state={tx} onClick={() => void tx.execute()} />
}
