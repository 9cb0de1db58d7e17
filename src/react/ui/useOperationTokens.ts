'use client'
// The tokens a quote's operations move that the app's token list does not know, read from their
// contracts (`symbol()`, `decimals()`, the same queries `<TokenAmount>` reads): so the review says
// "Send 25 USDC (unlisted token 0xfbfb…1234) to …", the number the fee and balance lines beside it
// show, never "25000000 base units of 0xfbfb…". Outside a WagmiProvider (or a QueryClientProvider)
// nothing is read and the words keep base units.
import {
  QueryClient,
  QueryClientContext,
  type UseQueryResult,
  useQueries,
} from '@tanstack/react-query'
import { useCallback, useContext, useMemo } from 'react'
import type { Hex } from 'viem'
import { WagmiContext } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { describeOperations } from '../../core/operations/describeOperations.js'
import { readTokenQueryKey, readTokenQueryOptions } from '../../core/query/token.js'
import type { QuoteResponse } from '../../core/schemas/quote-response.js'
import { cleanText, TEXT_LIMITS } from '../../core/text/clean-text.js'
import type { TokenRead, TokenReader } from '../../core/tokens/read-token.js'
import {
  findToken,
  isTokenDecimals,
  type TokenInfo,
  type TokenList,
} from '../../core/tokens/token-list.js'
import { useSupertxUi } from './useSupertxUi.js'

/** A token read from its own contract, by chain and address; `undefined` while unknown. */
export type OnchainTokenLookup = (chainId: number, address: string) => TokenInfo | undefined

type TokenRef = { chainId: number; token: Hex }

// Only reached when there is no QueryClientProvider: it then runs no query (none is asked for).
// Made on first use, not at import.
let idle: QueryClient | undefined
const idleClient = () => {
  idle ??= new QueryClient()
  return idle
}

/** The tokens `quote`'s steps move that `tokenList` does not hold, each once. */
function unlistedTokens(
  quote: QuoteResponse | undefined,
  tokenList: TokenList | undefined,
): TokenRef[] {
  if (!quote) return []
  const seen = new Map<string, TokenRef>()
  for (const d of describeOperations(quote))
    for (const step of d.steps ?? []) {
      if (!('token' in step)) continue
      const chainId = d.chainId
      const key = `${chainId}:${step.token.toLowerCase()}`
      if (!seen.has(key) && !findToken(tokenList, chainId, step.token))
        seen.set(key, { chainId, token: step.token })
    }
  return [...seen.values()]
}

/** Symbol and decimals from two reads, or `undefined` unless both read (symbol cleaned). */
function tokenOf(
  { chainId, token }: TokenRef,
  symbolRead: TokenRead | undefined,
  decimalsRead: TokenRead | undefined,
): TokenInfo | undefined {
  if (symbolRead?.status !== 'read' || decimalsRead?.status !== 'read') return undefined
  const decimals = decimalsRead.value
  if (typeof symbolRead.value !== 'string' || !isTokenDecimals(decimals)) return undefined
  const symbol = cleanText(symbolRead.value, TEXT_LIMITS.symbol)
  if (!symbol) return undefined
  return { chainId, address: token, symbol, name: symbol, decimals }
}

const keyOf = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/**
 * Reads (and re-renders on) the symbol and decimals of every token `quote`'s operations move that
 * the token list lacks; returns the lookup `describeStep` takes as `onchainToken`.
 */
export function useOperationTokens(quote: QuoteResponse | undefined): OnchainTokenLookup {
  const { tokenList } = useSupertxUi()
  const wagmi = useContext(WagmiContext)
  const queryClient = useContext(QueryClientContext)
  const refs = useMemo(
    () => (wagmi && queryClient ? unlistedTokens(quote, tokenList) : []),
    [quote, tokenList, wagmi, queryClient],
  )
  const results = useQueries(
    {
      queries: refs.flatMap((ref) =>
        (['symbol', 'decimals'] as const).map((fact) => {
          const reader = wagmi
            ? (getClient(wagmi, { chainId: ref.chainId }) as TokenReader | undefined)
            : undefined
          return {
            ...readTokenQueryOptions(reader, { ...ref, fact }),
            staleTime: Number.POSITIVE_INFINITY,
          }
        }),
      ),
    },
    queryClient ?? idleClient(),
  ) as UseQueryResult<TokenRead>[]
  const read = new Map<string, TokenInfo>()
  refs.forEach((ref, i) => {
    const info = tokenOf(ref, results[2 * i]?.data, results[2 * i + 1]?.data)
    if (info) read.set(keyOf(ref.chainId, ref.token), info)
  })
  const signature = [...read.values()]
    .map((t) => `${keyOf(t.chainId, t.address)}=${t.symbol}/${t.decimals}`)
    .join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `read`'s contents
  return useCallback((chainId, address) => read.get(keyOf(chainId, address)), [signature])
}

/**
 * The lookup from what the query cache already holds (the review's reads), without reading or
 * re-rendering: for words made once, outside a render (the history entry of a run).
 */
export function useCachedOperationTokens(): OnchainTokenLookup {
  const queryClient = useContext(QueryClientContext)
  return useCallback(
    (chainId, address) => {
      if (!queryClient) return undefined
      const token = address as Hex
      const data = (fact: 'symbol' | 'decimals') =>
        queryClient
          .getQueryCache()
          .find<TokenRead>({ queryKey: readTokenQueryKey({ chainId, token, fact }), exact: true })
          ?.state.data
      return tokenOf({ chainId, token }, data('symbol'), data('decimals'))
    },
    [queryClient],
  )
}
