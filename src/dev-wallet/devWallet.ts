import {
  type Address,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  getAddress,
  numberToHex,
} from 'viem'
import { createConnector } from 'wagmi'
import { type DevWalletSession, devProviderRequest } from './dev-provider.js'
import { createDevSigner, type DevSigner, type DevWalletControls } from './dev-signer.js'
import { localChains } from './local-chains.js'

export type { DevWalletControls } from './dev-signer.js'
export { isLocalRpcUrl } from './local-chains.js'

export type DevWalletParameters = {
  /** Which dev account (test-mnemonic index 0–9) signs at first; default 0. */
  accountIndex?: number | undefined
  /**
   * RPC URL per chain id, when it differs from the chain's `rpcUrls.default.http[0]`. Every URL the
   * wallet uses must be on 127.0.0.1, localhost or [::1], or the wallet refuses the chain.
   */
  rpcUrls?: Record<number, string> | undefined
}

/** The connector `type`, e.g. to find it in `config.connectors`. */
export const DEV_WALLET_TYPE = 'devWallet'

const STORAGE_KEY = 'devWallet.connected'

/**
 * A wagmi connector that signs with the devnet's funded dev accounts (the public test mnemonic,
 * indices 0–9), sends transactions through the chain's own RPC, and signs EIP-7702 authorizations
 * (wagmi hands viem a wallet client holding a local account). It runs only against chains whose
 * RPC is on this machine (127.0.0.1 / localhost / [::1]): anything else throws
 * `DevWalletChainRefusedError`, because anyone knows these keys. Browser-safe: no Node imports.
 *
 * The returned value is the connector function for `createConfig({ connectors })` and, at the same
 * time, its remote control (`selectAccount`, `rejectNext`).
 *
 * @example
 * import { devWallet } from 'supertx-kit/dev-wallet'
 *
 * const wallet = devWallet({ accountIndex: 1 })
 * const config = createConfig({ chains: [devnetA, devnetB], connectors: [wallet], transports })
 * wallet.rejectNext() // the next signature request is rejected (code 4001)
 */
export function devWallet(parameters: DevWalletParameters = {}) {
  const signer = createDevSigner(parameters.accountIndex ?? 0)
  const connectorFn = createConnector<{ request: EIP1193RequestFn }, DevWalletControls>((config) =>
    devWalletConnector(config, signer, parameters.rpcUrls),
  )
  // Property descriptors, not Object.assign: the getters must stay live.
  return Object.defineProperties(
    connectorFn,
    Object.getOwnPropertyDescriptors(signer.controls),
  ) as typeof connectorFn & DevWalletControls
}

/** What `createConnector` hands the connector: the config's chains, emitter and storage. */
type ConnectorConfig = Parameters<Parameters<typeof createConnector>[0]>[0]

/** The connector wagmi calls for one config: connect, switch chains, hand out the client. */
function devWalletConnector(
  config: ConnectorConfig,
  signer: DevSigner,
  rpcUrls: Record<number, string> | undefined,
) {
  const chains = localChains(config.chains, rpcUrls)
  const { chainOf, rpcUrlOf } = chains
  const session: DevWalletSession = { connected: false, chainId: chains.firstChainId() }
  const provider = {
    request: devProviderRequest({
      signer,
      chains,
      session,
      onChainChanged: (chainId) => config.emitter.emit('change', { chainId }),
    }),
  }
  /** Tells a connected config the account `selectAccount` picked. */
  const emitAccounts = (accounts: Address[]) => {
    if (session.connected) config.emitter.emit('change', { accounts })
  }
  const { controls } = signer

  return {
    ...controls,
    get accountIndex() {
      return controls.accountIndex
    },
    get address() {
      return controls.address
    },
    get pendingRejections() {
      return controls.pendingRejections
    },
    id: DEV_WALLET_TYPE,
    name: 'Dev wallet (devnet test accounts)',
    type: DEV_WALLET_TYPE,
    async setup() {
      signer.listeners.add(emitAccounts)
    },
    async connect(
      options: { chainId?: number | undefined; withCapabilities?: boolean | undefined } = {},
    ) {
      const target = options.chainId ?? session.chainId
      rpcUrlOf(target)
      session.chainId = target
      session.connected = true
      await config.storage?.setItem(STORAGE_KEY as never, true as never)
      // wagmi 3 may ask for accounts with their capabilities (EIP-5792); the wallet has none.
      const { address } = signer.account()
      const accounts = options.withCapabilities ? [{ address, capabilities: {} }] : [address]
      return { accounts, chainId: session.chainId } as never
    },
    async disconnect() {
      session.connected = false
      await config.storage?.removeItem(STORAGE_KEY as never)
    },
    async getAccounts() {
      return [getAddress(signer.account().address)]
    },
    async getChainId() {
      return session.chainId
    },
    async getProvider() {
      return provider
    },
    // A client holding the local account (so viem can sign EIP-7702 authorizations) whose
    // transport is this wallet: requests naming the account by address (personal_sign,
    // eth_signTypedData_v4, eth_sendTransaction) reach the wallet, not the RPC node.
    async getClient({ chainId: id }: { chainId?: number | undefined } = {}) {
      const target = id ?? session.chainId
      rpcUrlOf(target)
      return createWalletClient({
        account: signer.account(),
        chain: chainOf(target),
        transport: custom(provider),
      })
    },
    async isAuthorized() {
      return Boolean(await config.storage?.getItem(STORAGE_KEY as never))
    },
    async switchChain({ chainId: next }: { chainId: number }) {
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(next) }],
      } as never)
      return chainOf(next)
    },
    onAccountsChanged(accounts: string[]) {
      config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    },
    onChainChanged(id: string) {
      config.emitter.emit('change', { chainId: Number(id) })
    },
    onDisconnect() {
      session.connected = false
      config.emitter.emit('disconnect')
    },
  }
}
