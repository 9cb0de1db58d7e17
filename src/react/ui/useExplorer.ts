'use client'
import { useContext } from 'react'
import type { Chain } from 'viem'
import { SupertxContext } from '../config-context.js'
import { useChainInfo } from './useChainInfo.js'

export type Explorer = {
  /** The chain of `chainId` from wagmi's config, where there is one. */
  chain(chainId: number): Chain | undefined
  /** A transaction's page: the provider's `blockExplorers` override, else the chain's explorer. */
  transactionUrl(chainId: number, transactionHash: string): string | undefined
  /** The supertransaction's page on the config's explorer; undefined outside a provider. */
  supertxUrl(supertxHash: string): string | undefined
}

/**
 * Where the explorer pages are. Works outside `<WagmiProvider>` and `<SupertxProvider>` too (no
 * chain names, no links), so presentational parts render anywhere, Storybook and SSR included.
 */
export function useExplorer(): Explorer {
  const config = useContext(SupertxContext)
  const chains = useChainInfo()
  return {
    chain: chains.chain,
    transactionUrl: chains.txUrl,
    supertxUrl: (supertxHash) => config?.getExplorerUrl(supertxHash),
  }
}
