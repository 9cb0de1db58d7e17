import type { Address } from 'viem'
import { getChainId, switchChain } from 'viem/actions'
import { WalletAccountMismatchError, WalletNotConnectedError } from '../errors/wallet.js'
import type { OwnerWalletClient, SupertxWallet, WalletParameter } from './types.js'

/**
 * A `SupertxWallet` over one viem wallet client (`createWalletClient({ account, transport })`):
 * asked for another chain, it asks the wallet to switch (`wallet_switchEthereumChain`, which an
 * EIP-1193 wallet answers); reads go through the client itself while it is on that chain. For a
 * local account on several chains, give a `SupertxWallet` whose `getWalletClient` returns the
 * client of the asked chain.
 *
 * @example
 * const wallet = toSupertxWallet(createWalletClient({ account, chain, transport: custom(window.ethereum) }))
 */
export function toSupertxWallet(wallet: WalletParameter): SupertxWallet {
  if ('getWalletClient' in wallet) return wallet
  const client: OwnerWalletClient = wallet
  return {
    address: client.account?.address,
    async getWalletClient({ chainId } = {}) {
      if (chainId !== undefined && (await getChainId(client)) !== chainId)
        await switchChain(client, { id: chainId })
      return client
    },
    getPublicClient: (chainId) => (client.chain?.id === chainId ? client : undefined),
  }
}

/**
 * The connected account, checked against `owner` when given: every wallet action starts here, so
 * nothing is asked of a wallet on another account.
 */
export function connectedAccount(wallet: SupertxWallet, action: string, owner?: string): Address {
  const { address } = wallet
  if (!address) throw new WalletNotConnectedError({ action })
  if (owner && address.toLowerCase() !== owner.toLowerCase())
    throw new WalletAccountMismatchError({ expected: owner, connected: address })
  return address
}
