'use client'
import { type ReactNode, useMemo } from 'react'
import type { ChainBalanceChanges } from '../../../core/balances/getBalanceChanges.js'
import { balanceChangesMessages } from '../../i18n/messages/balance-changes.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { tokensOfQuote } from '../parts/useFailureReason.js'
import { useBalanceChangesContext } from './balance-changes-context.js'
import { ChainChanges } from './ChainChanges.js'

/** The preview's own state while there is no preview: simulating, or it could not be made. */
export function BalanceChangesStatus() {
  const { state } = useBalanceChangesContext()
  const m = useMessages('balanceChanges', balanceChangesMessages)
  if (state.status === 'simulating') return <p className="stx-muted">{m.simulating}</p>
  if (state.status === 'failed') return <p className="stx-muted">{m.failed}</p>
  return null
}

/** Every chain of the preview, each as `<BalanceChangesChain>` or your own (`children`). */
export function BalanceChangesChains({
  children,
}: {
  /** Render one chain your way; default `<BalanceChangesChain>`. */
  children?: ((chain: ChainBalanceChanges) => ReactNode) | undefined
}) {
  const { state } = useBalanceChangesContext()
  if (state.status !== 'ready') return null
  return (
    <ul className="stx-balance-changes__chains">
      {state.data.chains.map((chain) =>
        children ? (
          <li key={chain.chainId} className="stx-balance-changes__chain">
            {children(chain)}
          </li>
        ) : (
          <BalanceChangesChain key={chain.chainId} chain={chain} />
        ),
      )}
    </ul>
  )
}

/**
 * One chain of the preview (a list item): each account's token differences, what arrives from
 * other chains, an operation that would revert with its reason, or why it cannot be previewed.
 */
export function BalanceChangesChain({ chain }: { chain: ChainBalanceChanges }) {
  const { quote } = useBalanceChangesContext()
  const { tokenList } = useSupertxUi()
  const tokenOfCall = useMemo(() => tokensOfQuote(quote, tokenList), [quote, tokenList])
  return <ChainChanges chain={chain} tokenOfCall={tokenOfCall} />
}
