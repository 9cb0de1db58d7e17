'use client'
import type { ForwardedRef, ReactNode } from 'react'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { SupertxFormView } from './SupertxFormView.js'
import {
  type UseSupertxFormParameters,
  type UseSupertxFormReturnType,
  useSupertxForm,
} from './useSupertxForm.js'

export { newStepDraft, type StepDraft } from './form-draft.js'
export { TokenPicker, type TokenPickerProps } from './TokenPicker.js'

type OwnProps = UseSupertxFormParameters & {
  /** Your own markup from the form's state. */
  children?: ((form: UseSupertxFormReturnType) => ReactNode) | undefined
  className?: string | undefined
}
export type SupertxFormProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

function SupertxFormContent(props: SupertxFormProps, ref: ForwardedRef<HTMLDivElement>) {
  const { defaultSteps, kinds, vaults, holder, account, mode, fee, onChange, ...rest } = props
  const form = useSupertxForm({ defaultSteps, kinds, vaults, holder, account, mode, fee, onChange })
  return <SupertxFormView {...rest} form={form} ref={ref} />
}

/**
 * What an end user wants, in tokens, chains and amounts: send, swap, bridge and deposit steps
 * (a step may spend what the one before it gives), with a token picker showing balances on every
 * chain, amounts in the token's units and the locale's format with a Max that leaves the fee, and
 * a recipient checked against its checksum. `onChange` hands back the compose flows (`build`,
 * `intent-simple`, `build-ccip`) for `<Supertransaction composeFlows>`; `<FlowBuilder>` stays for
 * contract calls a developer writes.
 *
 * @example
 * const [flows, setFlows] = useState<ComposeFlow[]>()
 * <SupertxForm onChange={setFlows} vaults={{ 8453: vault }} />
 * <Supertransaction mode="smart-account" composeFlows={flows ?? []} />
 */
export const SupertxForm = /* @__PURE__ */ withErrorBoundary('supertx-form', SupertxFormContent)
