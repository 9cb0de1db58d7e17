'use client'
import { useContext } from 'react'
import type { Chain } from 'viem'
import { WagmiContext } from 'wagmi'
import { chainFallback } from '../i18n/chain-fallback.js'
import { useSupertxUi } from './useSupertxUi.js'

/**
 * Names and explorers of the app's chains, from wagmi's config when there is one (components also
 * render outside a WagmiProvider, e.g. in Storybook; then chains read `chain <id>`).
 */
export function useChainInfo() {
  const config = useContext(WagmiContext)
  const { blockExplorers, messages } = useSupertxUi()
  const chains = (config?.chains ?? []) as readonly Chain[]
  const find = (id: number) => chains.find((c) => c.id === id)
  return {
    /** The chain of `id` in wagmi's config, where there is one. */
    chain: find,
    name: (id: number) =>
      find(id)?.name ?? (messages.errors?.chainFallback ?? chainFallback)({ id }),
    /** The transaction page on the chain's explorer, or undefined when no explorer is known. */
    txUrl: (id: number, hash: string) => {
      const base = blockExplorers?.[id] ?? find(id)?.blockExplorers?.default.url
      return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : undefined
    },
  }
}
