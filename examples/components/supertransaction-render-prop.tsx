import {
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
  useSupertransactionContext,
} from '../../src/react/index.js'

// Your own part, from the same supertransaction: useSupertransactionContext() inside
// <Supertransaction>.
function Status() {
  const context = useSupertransactionContext()
  return <p role="status">{context?.supertransaction.status}</p>
}

export function Checkout({ composeFlows }: Pick<SupertransactionProps, 'composeFlows'>) {
  return (
    <Supertransaction mode="eoa-7702" composeFlows={composeFlows}>
      <Status />
      <SupertxButton />
    </Supertransaction>
  )
}
