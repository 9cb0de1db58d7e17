'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import type {
  GetBalanceChangesErrorType,
  GetBalanceChangesParameters,
  GetBalanceChangesReturnType,
} from '../../core/balances/getBalanceChanges.js'
import { getBalanceChangesQueryOptions } from '../../core/query/balance-changes.js'
import type { TokenList } from '../../core/tokens/token-list.js'
import { useSupertxUi } from '../ui/useSupertxUi.js'
import { useWagmiWallet } from '../wagmi/useWagmiWallet.js'
import type { QueryParameter } from './types.js'
import { useApiQuery } from './useApiQuery.js'
import { useSupertxConfig } from './useSupertxConfig.js'

export type UseBalanceChangesParameters<data = GetBalanceChangesReturnType> = {
  /** The quote to preview; the query waits while there is none. */
  quote?: GetBalanceChangesParameters['quote'] | undefined
  /** The request it answers (owner, mode, flows); the query waits while there is none. */
  request?: GetBalanceChangesParameters['request'] | undefined
  /** Default: the provider's `tokenList`. */
  tokenList?: TokenList | undefined
  /** smart-account mode: what the wallet tops the smart account up to first (see `getBalanceChanges`). */
  accountFunding?: GetBalanceChangesParameters['accountFunding']
  query?: QueryParameter<data, GetBalanceChangesErrorType> | undefined
}
export type UseBalanceChangesReturnType<data = GetBalanceChangesReturnType> = UseQueryResult<
  data,
  GetBalanceChangesErrorType
>

/**
 * What a quote will do to the balances of the wallet and the smart account on each chain,
 * simulated before signing (`getBalanceChanges`), read through wagmi's clients of each chain. A
 * chain that cannot be simulated is `unavailable` in `data.chains`, a call that would revert is
 * `reverts` with its reason: the query itself does not fail for them.
 *
 * @example
 * const { data: quote } = useQuote(request)
 * const { data } = useBalanceChanges({ quote, request })
 * data?.chains[0]?.status // 'ready' | 'reverts' | 'unavailable'
 */
export function useBalanceChanges(
  parameters: UseBalanceChangesParameters = {},
): UseBalanceChangesReturnType {
  const { query, ...given } = parameters
  const config = useSupertxConfig('useBalanceChanges')
  const wallet = useWagmiWallet()
  const ui = useSupertxUi()
  const tokenList = given.tokenList ?? ui.tokenList
  return useApiQuery(
    getBalanceChangesQueryOptions(config, {
      quote: given.quote,
      request: given.request,
      reader: wallet,
      tokenList,
      ...(given.accountFunding?.length ? { accountFunding: given.accountFunding } : {}),
    }),
    query,
  )
}
