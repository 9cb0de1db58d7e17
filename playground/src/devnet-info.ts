// What `npm run dev` tells the playground about the devnet it started, served as `/devnet.json` by
// the playground's dev server (scripts/dev.ts). Nothing in the playground hard-codes an address.
import type { Address } from 'viem'
import type { TokenList } from '../../src/core/tokens/token-list.js'

export type PlaygroundToken = {
  symbol: 'USDC' | 'WETH' | 'USDT'
  address: Address
  decimals: number
  /** EIP-2612 permit: `eoa` mode signs a permit instead of sending an approval. */
  permit: boolean
}

export type PlaygroundChain = {
  id: number
  name: string
  rpcUrl: string
  /** The USDC/WETH pool: `swap(tokenIn, amountIn, minAmountOut, recipient)`. */
  pool: Address
  bridge: Address
  tokens: PlaygroundToken[]
}

export type PlaygroundDevnet = {
  apiUrl: string
  apiKey: string
  explorerUrl: string
  chains: PlaygroundChain[]
  /** Every devnet token in the Uniswap Token List format: symbols and decimals without chain reads. */
  tokenList: TokenList
}

/** Where the dev server serves it. */
export const DEVNET_INFO_PATH = '/devnet.json'
