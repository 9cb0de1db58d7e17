// What the playground knows of the devnet `npm run dev` started: the description the devnet's Vite
// plugin serves (supertx-kit/devnet/vite, read with fetchDevnet), and the token list made from
// it. Nothing in the playground hard-codes an address.
import type { TokenList } from '../../src/core/tokens/token-list.js'
import {
  type DevnetChainDescription,
  type DevnetDescription,
  type DevnetTokenDescription,
  devnetTokenList,
} from '../../src/devnet-client/index.js'

export type PlaygroundToken = DevnetTokenDescription
export type PlaygroundChain = DevnetChainDescription
export type PlaygroundDevnet = DevnetDescription & {
  /** Every devnet token in the Uniswap Token List format: symbols and decimals without chain reads. */
  tokenList: TokenList
}

export function playgroundDevnet(description: DevnetDescription): PlaygroundDevnet {
  return { ...description, tokenList: devnetTokenList(description) }
}
