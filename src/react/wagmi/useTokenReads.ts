'use client'
import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { type ReadTokenQueryParameters, readTokenQueryOptions } from '../../core/query/token.js'
import type {
  TokenFact,
  TokenFactValue,
  TokenRead,
  TokenReader,
} from '../../core/tokens/read-token.js'

export type UseTokenReadsOptions = {
  /** False: no read runs (each waits as a disabled query). */
  enabled?: boolean | undefined
  /** How long an answer stays fresh (TanStack's `staleTime`); symbols and decimals never change. */
  staleTime?: number | undefined
}

/**
 * ERC-20 facts (`readToken`) through the enclosing WagmiProvider's client of each read's chain,
 * one query each, in parallel. A chain the wagmi config lacks reads as `unreadable` (`no-chain`).
 */
export function useTokenReads(
  reads: readonly ReadTokenQueryParameters[],
  { enabled = true, staleTime }: UseTokenReadsOptions = {},
): UseQueryResult<TokenRead>[] {
  const config = useConfig()
  return useQueries({
    queries: reads.map((read) => {
      const reader =
        read.chainId === undefined
          ? undefined
          : (getClient(config, { chainId: read.chainId }) as TokenReader | undefined)
      const options = readTokenQueryOptions(reader, read)
      return {
        ...options,
        enabled: options.enabled && enabled,
        ...(staleTime === undefined ? {} : { staleTime }),
      }
    }),
  }) as UseQueryResult<TokenRead>[]
}

/** The value a read gave, or undefined while reading, when unreadable or failed. */
export function tokenValue<fact extends TokenFact>(
  result: UseQueryResult<TokenRead> | undefined,
  _fact: fact,
): TokenFactValue[fact] | undefined {
  const data = result?.data
  return data?.status === 'read' ? (data.value as TokenFactValue[fact]) : undefined
}

/** Whether a read ended without a value: the token's answer was unreadable, or the node failed. */
export function tokenUnreadable(result: UseQueryResult<TokenRead> | undefined): boolean {
  return Boolean(result?.isError || result?.data?.status === 'unreadable')
}
