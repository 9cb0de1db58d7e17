import {
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
  useSupertxFlow,
} from '../../src/react/index.js'

// Your own part, from the same flow: useSupertxFlow() inside <Supertransaction>.
function Status() {
  const context = useSupertxFlow()
  return <p role="status">{context?.flow.status}</p>
}

export function Checkout({ composeFlows }: Pick<SupertransactionProps, 'composeFlows'>) {
  return (
    <Supertransaction mode="eoa-7702" composeFlows={composeFlows}>
      <Status />
      <SupertxButton />
    </Supertransaction>
  )
}
