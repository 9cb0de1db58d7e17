import type { Account, Address, Chain, Client, Transport, WalletClient } from 'viem'

/** A viem wallet client with the owner's account attached: what the core's wallet actions sign with. */
export type OwnerWalletClient = WalletClient<Transport, Chain | undefined, Account>

/**
 * The owner's wallet as the core reaches it: viem clients, from wherever the app gets them (wagmi's
 * connector, an EIP-1193 provider, a local account). The React layer builds one from wagmi
 * (`wagmiWallet`); a script passes a viem wallet client, which `toSupertxWallet` wraps.
 */
export type SupertxWallet = {
  /** The connected account; `undefined` while none is. */
  readonly address: Address | undefined
  /** The wallet's name for messages ("MetaMask cannot sign …"), where known. */
  readonly name?: string | undefined
  /**
   * The wallet client of the connected account; with `chainId`, on that chain (the wallet is asked
   * to switch there first when it is elsewhere).
   */
  getWalletClient(parameters?: { chainId?: number | undefined }): Promise<OwnerWalletClient>
  /**
   * A client for reads on `chainId` (code, nonces, receipts), or `undefined` where none is known:
   * the actions then fall back to what the 412 or the wallet says.
   */
  getPublicClient?(chainId: number): Client | undefined
}

/** What the wallet actions take: a `SupertxWallet`, or a viem wallet client with an account. */
export type WalletParameter = SupertxWallet | OwnerWalletClient
