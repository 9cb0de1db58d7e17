import type { TokenList } from '../core/tokens/token-list.js'
import type { DevnetDescription } from './description.js'
import { devnetTokenList } from './devnetTokenList.js'

export type DevnetProviderPropsReturnType = {
  /** The devnet's Supertransaction API (`devnet.apiUrl`). */
  baseUrl: string
  /** The devnet's test key, sent only in the `X-API-Key` header. */
  apiKey: string
  /** The devnet's explorer: the tracker's and the history's links. */
  explorerUrl: string
  /** Every devnet token (`devnetTokenList`): symbols and decimals without reading the chains. */
  tokenList: TokenList
}

/**
 * What `<SupertxProvider>` needs to talk to the devnet: its API URL and key, its explorer and its
 * token list. Spread it; a real API later takes the same four props from your own config.
 *
 * @example
 * ```tsx
 * <SupertxProvider {...devnetProviderProps(devnet)}>
 * ```
 */
export function devnetProviderProps(devnet: DevnetDescription): DevnetProviderPropsReturnType {
  return {
    baseUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    explorerUrl: devnet.explorerUrl,
    tokenList: devnetTokenList(devnet),
  }
}
