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
  /** The contracts and accounts the presets send to, by name: the kit's `labels`. */
  labels: AddressLabels
}

/** The dev account that receives deposits; the playground never signs with it. */
export const VAULT_INDEX = 9

export function playgroundDevnet(description: DevnetDescription): PlaygroundDevnet {
  const vault = DEV_WALLET_ACCOUNTS[VAULT_INDEX]?.address
  const labels: Record<string, string | Record<string, string>> = vault ? { [vault]: 'Vault' } : {}
  for (const chain of description.chains)
    labels[chain.id] = { [chain.pool]: 'USDC/WETH pool', [chain.bridge]: 'Devnet bridge' }
  return { ...description, tokenList: devnetTokenList(description), labels }
}
