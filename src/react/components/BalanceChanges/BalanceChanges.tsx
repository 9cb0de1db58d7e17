'use client'
import type { ForwardedRef, ReactNode } from 'react'
import type {
  GetBalanceChangesParameters,
  GetBalanceChangesReturnType,
} from '../../../core/balances/getBalanceChanges.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { useBalanceChanges } from '../../hooks/useBalanceChanges.js'
import { withErrorBoundary } from '../../ui/ErrorBoundary.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'
import { BalanceChangesView } from './BalanceChangesView.js'
import type { BalanceChangesState } from './balance-changes-context.js'

export type { BalanceChangesState } from './balance-changes-context.js'

type OwnProps = {
  /** The quote to preview; inside `<Supertransaction>`, by default the one under review. */
  quote?: QuoteResponse | undefined
  /** The request it answers (owner, mode, flows); inside `<Supertransaction>`, by default its own. */
  request?: GetBalanceChangesParameters['request'] | undefined
  /**
   * smart-account mode: what the wallet tops the smart account up to first; inside
   * `<Supertransaction fundAccount>`, what its funding step will send.
   */
  accountFunding?: GetBalanceChangesParameters['accountFunding']
  /**
   * A preview made elsewhere (`getBalanceChanges`, your own `useBalanceChanges`): shown as it is,
   * nothing simulated here.
   */
  changes?: GetBalanceChangesReturnType | undefined
  /**
   * A function: render your own preview from its state. Elements: your own layout of the parts
   * (`<BalanceChangesStatus>`, `<BalanceChangesChains>`, `<BalanceChangesChain>`) under the title.
   */
  children?: ReactNode | ((state: BalanceChangesState) => ReactNode)
  className?: string | undefined
}
export type BalanceChangesProps = OwnProps & RootAttributes<OwnProps>

const readyState = (data: GetBalanceChangesReturnType): BalanceChangesState => ({
  status: 'ready',
  data,
})

/**
 * What the quote will do to your balances, per chain, simulated before signing: each account's
 * token differences (estimated where a swap decides, "all of it" for a runtime balance), what
 * arrives from other chains, an operation that would revert with its reason, and a chain that
 * cannot be simulated, said for that chain alone.
 */
function BalanceChangesContent(props: BalanceChangesProps, ref: ForwardedRef<HTMLElement>) {
  if (props.changes) return <Shown {...props} state={readyState(props.changes)} rootRef={ref} />
  return <Simulated {...props} rootRef={ref} />
}

type InnerProps = BalanceChangesProps & { rootRef: ForwardedRef<HTMLElement> }

function Simulated(given: InnerProps) {
  const context = useSupertransactionContext()
  // Inside a root, what is not given is the root's: its quote under review and its request.
  const props = {
    ...given,
    quote: given.quote ?? context?.supertransaction.data.quote,
    request: given.request ?? context?.supertransaction.data.request,
  }
  // Inside <Supertransaction>, the preview is taken while the quote is under review; once it is
  // signed the one the user read stays (the chain has moved on: a new simulation would mislead).
  const reviewing = !context || context.supertransaction.status === 'quoted'
  // The root's own quote: the preview its engine took, the very one that gates signing.
  const taken =
    context && props.quote === context.supertransaction.data.quote
      ? context.supertransaction.data.preview
      : undefined
  const query = useBalanceChanges({
    quote: props.quote,
    request: props.request,
    accountFunding: props.accountFunding ?? context?.accountFunding,
    query: { enabled: reviewing && !taken },
  })
  const data = taken ? (taken.status === 'ready' ? taken.data : undefined) : query.data
  const error = taken ? (taken.status === 'error' ? taken.error : null) : query.error
  // Signed before its preview was taken: there is none to show.
  if (!reviewing && !data && !error) return null
  // A root with no request yet (nothing entered): nothing to preview.
  if (context && !props.request) return null
  const state: BalanceChangesState = data
    ? readyState(data)
    : error
      ? { status: 'failed', error }
      : { status: 'simulating' }
  return <Shown {...props} state={state} />
}

function Shown(props: InnerProps & { state: BalanceChangesState }) {
  const { request, changes, accountFunding, children, rootRef, ...rest } = props
  const custom = typeof children === 'function' ? children : undefined
  if (custom) return <>{custom(props.state)}</>
  return (
    <BalanceChangesView {...rest} ref={rootRef}>
      {children as ReactNode}
    </BalanceChangesView>
  )
}

export const BalanceChanges = /* @__PURE__ */ withErrorBoundary(
  'balance-changes',
  BalanceChangesContent,
)
