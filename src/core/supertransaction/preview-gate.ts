// The balance preview as the run's gate before signing: what the preview of the quote under
// review says of signing it. The preview itself is `getBalanceChanges` (or the adapter's cached
// query of it), taken by the run once the quote is checked (`previewBalances`).
import type {
  GetBalanceChangesParameters,
  GetBalanceChangesReturnType,
} from '../balances/getBalanceChanges.js'
import type { QuoteParameters } from '../client/types.js'
import { isUnreachableReason } from '../errors/balances.js'
import type { AccountFundingNeed } from './account-funding-needs.js'

/** The preview of the quote under review: running, taken, or failed outright. */
export type BalancePreview =
  | { status: 'pending' }
  | { status: 'ready'; data: GetBalanceChangesReturnType }
  | { status: 'error'; error: Error }

/**
 * Takes the balance preview of a quote: `getBalanceChanges` with the reader and token list of the
 * adapter's choice (React: through the query cache, so `<BalanceChanges>` shows the same one).
 */
export type PreviewBalances = (parameters: {
  quote: GetBalanceChangesParameters['quote']
  request: QuoteParameters
  /** What the funding step tops the smart account up to first (`accountFundingNeedsOf`). */
  accountFunding: readonly AccountFundingNeed[]
}) => Promise<GetBalanceChangesReturnType>

/** What the balance preview says of signing the quote under review (`previewGateOf`). */
export type PreviewGate =
  | { reverts: number }
  | { unreachable: number }
  | 'pending'
  | 'unavailable'
  | undefined

/**
 * What the preview says of signing: a chain whose calls would revert (its id), a chain whose node
 * did not answer or that no client reaches (its id: the run would most likely stop half-way
 * there, after money moved elsewhere), or `pending` block always; `unavailable` (a node that cannot
 * simulate, an operation the preview cannot read, or the preview failed outright) blocks only
 * with `requirePreview`; undefined lets it be signed. A run without a preview (`previewBalances`
 * off) is never held here.
 *
 * @example
 * previewGateOf(state.data, false) // { reverts: 31337 } | { unreachable: 31338 } | 'pending' | 'unavailable' | undefined
 */
export function previewGateOf(
  data: { preview?: BalancePreview | undefined },
  requirePreview: boolean,
): PreviewGate {
  const { preview } = data
  if (!preview) return undefined
  if (preview.status === 'pending') return 'pending'
  if (preview.status === 'error') return requirePreview ? 'unavailable' : undefined
  const reverting = preview.data.chains.find((chain) => chain.status === 'reverts')
  if (reverting) return { reverts: reverting.chainId }
  const unreachable = preview.data.chains.find(
    (chain) => chain.status === 'unavailable' && isUnreachableReason(chain.error.reason),
  )
  if (unreachable) return { unreachable: unreachable.chainId }
  const unavailable = preview.data.chains.some((chain) => chain.status === 'unavailable')
  return unavailable && requirePreview ? 'unavailable' : undefined
}
