'use client'
import { createContext, useContext } from 'react'
import type { GetBalanceChangesReturnType } from '../../../core/balances/getBalanceChanges.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'

/** What `<BalanceChanges>` shows: simulating, the preview, or a failure of the preview itself. */
export type BalanceChangesState =
  | { status: 'simulating' }
  | { status: 'ready'; data: GetBalanceChangesReturnType }
  | { status: 'failed'; error: unknown }

/** What `<BalanceChanges>` hands its parts (`<BalanceChangesStatus>`, `<BalanceChangesChains>`). */
export type BalanceChangesContextValue = {
  state: BalanceChangesState
  /** The quote previewed: a revert is said in the words of the token its call moves. */
  quote: QuoteResponse | undefined
}

export const BalanceChangesContext = createContext<BalanceChangesContextValue>({
  state: { status: 'simulating' },
  quote: undefined,
})

export const useBalanceChangesContext = () => useContext(BalanceChangesContext)
