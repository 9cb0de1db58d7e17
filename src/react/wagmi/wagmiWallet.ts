'use client'
import type { Config } from 'wagmi'
import { getAccount, getClient, getConnectorClient, switchChain } from 'wagmi/actions'
import type { OwnerWalletClient, SupertxWallet } from '../../core/wallet/types.js'

/**
 * The connected wagmi wallet as the core's `SupertxWallet`: its account, its connector's viem
 * client (on a chain when asked, switching the wallet there first) and wagmi's bare per-chain
 * clients for reads. `getAccount` exists in wagmi 2 and (as an alias of `getConnection`) in
 * wagmi 3, so one adapter serves both majors. The hooks build one from `useConfig()`.
 *
 * @example
 * const supertransaction = createSupertransaction({ config, wallet: wagmiWallet(wagmiConfig) })
 */
export function wagmiWallet(config: Config): SupertxWallet {
  return {
    get address() {
      return getAccount(config).address
    },
    get name() {
      const { current, connections } = config.state
      return current ? connections.get(current)?.connector.name : undefined
    },
    async getWalletClient({ chainId } = {}) {
      if (chainId !== undefined && getAccount(config).chainId !== chainId)
        await switchChain(config, { chainId })
      return (await getConnectorClient(
        config,
        (chainId === undefined ? {} : { chainId }) as never,
      )) as OwnerWalletClient
    },
    getPublicClient: (chainId) => getClient(config, { chainId } as never),
  }
}
