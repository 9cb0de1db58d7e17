import type { Chain } from 'viem'
import { DevWalletChainRefusedError } from './errors.js'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** True when `url` points at this machine (127.0.0.1, localhost, *.localhost or [::1]). */
export function isLocalRpcUrl(url: string | undefined): boolean {
  if (!url) return false
  try {
    const { hostname } = new URL(url)
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')
  } catch {
    return false
  }
}

/** The chains of the wagmi config the wallet may use: those whose RPC is on this machine. */
export type LocalChains = {
  /** The config's chain `id`; a chain the config lacks is refused. */
  chainOf(id: number): Chain
  /** The chain's RPC URL, checked to be local; otherwise the refusal. */
  rpcUrlOf(id: number): string
  /** The first chain with a local RPC, else the config's first (refused when used). */
  firstChainId(): number
}

export function localChains(
  chains: readonly [Chain, ...Chain[]],
  rpcUrls: Record<number, string> | undefined,
): LocalChains {
  const chainOf = (id: number): Chain => {
    const chain = chains.find((c) => c.id === id)
    if (!chain) throw new DevWalletChainRefusedError({ chainId: id, rpcUrl: undefined })
    return chain
  }
  const rpcUrlOf = (id: number): string => {
    const url = rpcUrls?.[id] ?? chainOf(id).rpcUrls.default.http[0]
    if (!isLocalRpcUrl(url)) throw new DevWalletChainRefusedError({ chainId: id, rpcUrl: url })
    return url as string
  }
  const isLocal = (id: number) => {
    try {
      rpcUrlOf(id)
      return true
    } catch {
      return false
    }
  }
  return {
    chainOf,
    rpcUrlOf,
    firstChainId: () => chains.find((c) => isLocal(c.id))?.id ?? chains[0].id,
  }
}
