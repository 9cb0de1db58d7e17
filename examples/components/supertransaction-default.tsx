import { Supertransaction, type SupertransactionProps } from '../../src/react/index.js'

// The whole run from props: review, fee, the one button, signing steps and tracking.
export function Checkout({ composeFlows }: Pick<SupertransactionProps, 'composeFlows'>) {
  return (
    <Supertransaction
      mode="smart-account"
      composeFlows={composeFlows}
      onStatus={(state) => console.log(state.status)}
      onSuccess={(receipt) => console.log('landed', receipt.supertxHash)}
    />
  )
}
