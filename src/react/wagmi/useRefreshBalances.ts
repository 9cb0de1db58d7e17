'use client'
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect, useRef } from 'react'

/** wagmi's query keys that hold what an account has on a chain (balances, token reads). */
const chainReads = new Set(['balance', 'readContract', 'readContracts', 'token'])

/**
 * Marks every chain read in wagmi's query cache stale and refetches the ones shown: balances,
 * `balanceOf` reads (FlowBuilder's Max, the drop-in's shortfall check) and the app's own.
 */
export function refreshBalances(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => chainReads.has(String(query.queryKey[0])),
  })
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
