import {
  BalanceChanges,
  FeeTokenSelect,
  QuoteSummary,
  SigningSteps,
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
} from '../../src/react/index.js'

// Your layout: each part reads the run from the enclosing <Supertransaction>.
export function Checkout(props: Pick<SupertransactionProps, 'composeFlows' | 'fundingTokens'>) {
  return (
    <Supertransaction mode="eoa" {...props}>
      <QuoteSummary />
      <BalanceChanges />
      <FeeTokenSelect />
      <SupertxButton labels={{ idle: 'Execute' }} />
      <SigningSteps />
    </Supertransaction>
  )
}
