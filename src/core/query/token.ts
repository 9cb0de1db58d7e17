// The query of one ERC-20 read (`readToken`), apart from the API's: the components that show a
// token's symbol, a balance or a shortfall reach this and the token module, nothing else. Key
// `['supertx', 'readToken', { chainId, token, fact, holder? }]`; the client is not in the key (it
// does not serialize): one chain, one token, one fact, one answer.
import { IncompleteParametersError } from '../actions/errors.js'
import {
  readToken,
  type TokenFact,
  type TokenRead,
  type TokenReader,
} from '../tokens/read-token.js'
import { missingParameters } from './define.js'
import { hashQueryKey } from './hash.js'
import type { SupertxQueryOptions } from './types.js'

export type ReadTokenQueryParameters<fact extends TokenFact = TokenFact> = {
  chainId: number | undefined
  token: `0x${string}` | undefined
  fact: fact
  /** `balanceOf`: whose balance (the query waits while it is undefined). */
  holder?: `0x${string}` | undefined
}

export type ReadTokenQueryKey<fact extends TokenFact = TokenFact> = readonly [
  'supertx',
  'readToken',
  ReadTokenQueryParameters<fact>,
]

/** The query name every token read's key has second (`['supertx', 'readToken', …]`). */
export const readTokenQueryName = 'readToken' as const

export function readTokenQueryKey<fact extends TokenFact>(
  parameters: ReadTokenQueryParameters<fact>,
): ReadTokenQueryKey<fact> {
  const { chainId, token, fact, holder } = parameters
  return [
    'supertx',
    readTokenQueryName,
    fact === 'balanceOf' ? { chainId, token, fact, holder } : { chainId, token, fact },
  ] as const
}

/**
 * One ERC-20 fact of `token` on `chainId` as a query, read through `reader` (the chain's client;
 * without one the fact is `unreadable`, reason `no-chain`). Enabled once the chain, the token and
 * (for `balanceOf`) the holder are given. What the token answers is data (`TokenRead`, a value or
 * why it is unreadable); the query fails only when the node could not be asked. No retry of its
 * own: viem's transport retries the request.
 *
 * @example
 * const client = getClient(wagmiConfig, { chainId })
 * useQuery(readTokenQueryOptions(client, { chainId, token, fact: 'symbol' }))
 */
export function readTokenQueryOptions<fact extends TokenFact>(
  reader: TokenReader | undefined,
  parameters: ReadTokenQueryParameters<fact>,
): SupertxQueryOptions<TokenRead<fact>, ReadTokenQueryKey<fact>> {
  const { token, fact, holder } = parameters
  const missing = missingParameters(
    parameters,
    fact === 'balanceOf' ? ['chainId', 'token', 'holder'] : ['chainId', 'token'],
  )
  return {
    queryKey: readTokenQueryKey(parameters),
    queryFn: () =>
      missing.length
        ? Promise.reject(new IncompleteParametersError({ action: readTokenQueryName, missing }))
        : readToken(reader, { token: token as `0x${string}`, fact, holder }),
    queryKeyHashFn: hashQueryKey,
    retry: false,
    enabled: missing.length === 0,
  }
}
