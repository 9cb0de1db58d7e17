import { SupertxButton, type UseSupertransactionParameters, useSupertransaction } from 'supertx-kit'

// Your own button, with the label, state and reason the kit works out.
export function PayButton(parameters: UseSupertransactionParameters) {
  const tx = useSupertransaction(parameters)
  return (
    <SupertxButton state={tx} onClick={() => void tx.execute()}>
      {({ label, busy, disabled, disabledReason, onClick }) => (
        <button type="button" disabled={disabled} title={disabledReason} onClick={onClick}>
          {busy ? '⏳ ' : ''}
          {label}
        </button>
      )}
    </SupertxButton>
  )
}
