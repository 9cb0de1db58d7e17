import {
  SigningSteps,
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
} from '../../src/react/index.js'

// The steps of the enclosing supertransaction, with its retry.
export function Progress({ composeFlows }: Pick<SupertransactionProps, 'composeFlows'>) {
  return (
    <Supertransaction mode="eoa-7702" composeFlows={composeFlows}>
      <SupertxButton />
      <SigningSteps />
    </Supertransaction>
  )
}
