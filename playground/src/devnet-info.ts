// What the playground knows of the devnet `npm run dev` started: the description the devnet's Vite
// plugin serves (supertx-kit/devnet/vite, read with fetchDevnet), and the token list made from
// it. Nothing in the playground hard-codes an address.
import type { TokenList } from '../../src/core/tokens/token-list.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import {
  type DevnetChainDescription,
  type DevnetDescription,
  type DevnetTokenDescription,
  devnetTokenList,
} from '../../src/devnet-client/index.js'
import type { AddressLabels } from '../../src/react/index.js'

export type PlaygroundToken = DevnetTokenDescription
export type PlaygroundChain = DevnetChainDescription
export type PlaygroundDevnet = DevnetDescription & {
  /** Every devnet token in the Uniswap Token List format: symbols and decimals without chain reads. */
  tokenList: TokenList
}

/** What the page calls the contracts and accounts the presets send to (words.ts `labels`). */
export type DevnetLabelNames = { vault: string; pool: string; bridge: string }

/** The dev account that receives deposits; the playground never signs with it. */
export const VAULT_INDEX = 9

export function playgroundDevnet(description: DevnetDescription): PlaygroundDevnet {
  return { ...description, tokenList: devnetTokenList(description) }
}

/** The contracts and accounts the presets send to, by name in the page's language: the kit's `labels`. */
export function devnetLabels(devnet: DevnetDescription, names: DevnetLabelNames): AddressLabels {
  const vault = DEV_WALLET_ACCOUNTS[VAULT_INDEX]?.address
  const labels: Record<string, string | Record<string, string>> = vault
    ? { [vault]: names.vault }
    : {}
  for (const chain of devnet.chains)
    labels[chain.id] = { [chain.pool]: names.pool, [chain.bridge]: names.bridge }
  return labels
}
