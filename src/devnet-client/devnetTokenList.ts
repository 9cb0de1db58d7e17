import type { TokenList } from '../core/tokens/token-list.js'
import type { DevnetDescription } from './description.js'

/**
 * Every devnet token in the Uniswap Token List format, for `<SupertxProvider tokenList>`: the
 * components show symbols and amounts without reading the chains.
 *
 * @example
 * ```tsx
 * <SupertxProvider baseUrl={devnet.apiUrl} apiKey={devnet.apiKey} tokenList={devnetTokenList(devnet)}>
 * ```
 */
export function devnetTokenList(devnet: DevnetDescription): TokenList {
  return {
    name: 'supertx-kit devnet',
    tokens: devnet.chains.flatMap((chain) =>
      chain.tokens.map(({ symbol, name, address, decimals }) => ({
        chainId: chain.id,
        address,
        symbol,
        name,
        decimals,
      })),
    ),
  }
}
