import {
  Supertransaction,
  type SupertransactionProps,
  SupertxButton,
} from '../../src/react/index.js'

// Inside <Supertransaction> it runs the supertransaction itself; only the words are yours.
export function PayButton({ composeFlows }: Pick<SupertransactionProps, 'composeFlows'>) {
  return (
    <Supertransaction mode="smart-account" composeFlows={composeFlows}>
      <SupertxButton labels={{ idle: 'Execute', quoted: 'Execute' }} />
    </Supertransaction>
  )
}
