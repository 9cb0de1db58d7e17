import {
  QuoteSummary,
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
} from '../../src/react/index.js'

// The review of the supertransaction's current quote, above its button.
export function Review(props: Pick<SupertransactionProps, 'composeFlows' | 'fundingTokens'>) {
  return (
    <Supertransaction mode="eoa" {...props}>
      <QuoteSummary />
      <SupertxButton />
    </Supertransaction>
  )
}
