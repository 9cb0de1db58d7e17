import {
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
  SupertxTracker,
  useSupertransactionContext,
} from '../../src/react/index.js'

// The enclosing supertransaction's receipt, once there is one.
function Tracking() {
  const receipt = useSupertransactionContext()?.supertransaction.data.receipt
  return receipt ? <SupertxTracker receipt={receipt} /> : null
}

export function Send({ composeFlows }: Pick<SupertransactionProps, 'composeFlows'>) {
  return (
    <Supertransaction mode="smart-account" composeFlows={composeFlows}>
      <SupertxButton />
      <Tracking />
    </Supertransaction>
  )
}
