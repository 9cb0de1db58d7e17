'use client'
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect, useRef } from 'react'
import { readTokenQueryName } from '../../core/query/token.js'

/** wagmi's query keys that hold what an account has on a chain (balances, token reads). */
const chainReads = new Set(['balance', 'readContract', 'readContracts', 'token'])

/** Whether a query key is a read of what an account holds: wagmi's, or the kit's `balanceOf`. */
function isBalanceRead(key: readonly unknown[]): boolean {
  if (chainReads.has(String(key[0]))) return true
  const read = key[2] as { fact?: unknown } | undefined
  return key[0] === 'supertx' && key[1] === readTokenQueryName && read?.fact === 'balanceOf'
}

/**
 * Marks every chain read in the query cache stale and refetches the ones shown: wagmi's balances
 * and contract reads (the app's own), and the kit's `balanceOf` reads (FlowBuilder's Max, the
 * drop-in's shortfall check). A token's symbol and decimals do not change, so are not read again.
 */
export function refreshBalances(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isBalanceRead(query.queryKey) })
}

/**
 * Once a supertransaction lands (its status turns `success` or `failed`: both spent gas or
 * tokens), the balances on the page are read again instead of showing what was there before.
 * Without a QueryClientProvider it does nothing.
 */
export function useRefreshBalancesOnEnd(status: string): void {
  const queryClient = useContext(QueryClientContext)
  const last = useRef(status)
  useEffect(() => {
    const was = last.current
    last.current = status
    if (!queryClient || was === status) return
    if (status === 'success' || status === 'failed') void refreshBalances(queryClient)
  }, [status, queryClient])
}
