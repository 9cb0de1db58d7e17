import {
  type Address,
  type Chain,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  fromHex,
  getAddress,
  type Hex,
  http,
  type LocalAccount,
  numberToHex,
  ProviderRpcError,
  UserRejectedRequestError,
} from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'
import { createConnector } from 'wagmi'
import { DEV_WALLET_ACCOUNTS } from './accounts.js'
import { DevWalletAccountIndexError, DevWalletChainRefusedError } from './errors.js'

export type DevWalletParameters = {
  /** Which dev account (test-mnemonic index 0–9) signs at first; default 0. */
  accountIndex?: number | undefined
  /**
   * RPC URL per chain id, when it differs from the chain's `rpcUrls.default.http[0]`. Every URL the
   * wallet uses must be on 127.0.0.1, localhost or [::1], or the wallet refuses the chain.
   */
  rpcUrls?: Record<number, string> | undefined
}

/** What a dApp, a playground or a test can tell the dev wallet, beside wagmi's connector API. */
export type DevWalletControls = {
  /** The dev account signing now (0–9). */
  readonly accountIndex: number
  /** Its address. */
  readonly address: Address
  /** Signs with dev account `index` (0–9) from now on; a connected wagmi config sees the change. */
  selectAccount(index: number): void
  /**
   * The next `count` requests (default 1) that would show a wallet prompt (a signature, a
   * transaction, a delegation) fail like a user pressing "Reject": viem `UserRejectedRequestError`,
   * EIP-1193 code 4001. Replaces any count still pending; `rejectNext(0)` cancels.
   */
  rejectNext(count?: number): void
  /** How many requests are still to be rejected. */
  readonly pendingRejections: number
}

/** The connector `type`, e.g. to find it in `config.connectors`. */
export const DEV_WALLET_TYPE = 'devWallet'

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
  let index = checkIndex(parameters.accountIndex ?? 0)
  let rejections = 0
  /** Emitters of the connected configs, told when the account changes. */
  const listeners = new Set<(accounts: Address[]) => void>()

  const prompt = (method: string) => {
    if (rejections <= 0) return
    rejections--
    throw new UserRejectedRequestError(
      new Error(`The dev wallet rejected ${method}, as rejectNext() asked.`),
    )
  }
  const prompting =
    <args extends unknown[], result>(method: string, sign: (...args: args) => Promise<result>) =>
    async (...args: args) => {
      prompt(method)
      return sign(...args)
    }
  const accountAt = (at: number): LocalAccount => {
    const key = privateKeyToAccount((DEV_WALLET_ACCOUNTS[at] as { privateKey: Hex }).privateKey)
    return toAccount({
      address: key.address,
      signMessage: prompting('personal_sign', (p) => key.signMessage(p)),
      signTypedData: prompting('eth_signTypedData_v4', (p) => key.signTypedData(p as never)),
      signTransaction: prompting('eth_sendTransaction', (tx, o) =>
        key.signTransaction(tx, o as never),
      ),
      signAuthorization: prompting('wallet_signAuthorization', (a) => key.signAuthorization(a)),
    } as Parameters<typeof toAccount>[0]) as LocalAccount
  }
  let account = accountAt(index)

  const controls: DevWalletControls = {
    get accountIndex() {
      return index
    },
    get address() {
      return account.address
    },
    get pendingRejections() {
      return rejections
    },
    selectAccount(next: number) {
      index = checkIndex(next)
      account = accountAt(index)
      for (const listener of listeners) listener([account.address])
    },
    rejectNext(count = 1) {
      if (!Number.isInteger(count) || count < 0)
        throw new TypeError(`rejectNext takes a whole number of requests, got ${count}.`)
      rejections = count
    },
  }

  const connectorFn = createConnector<{ request: EIP1193RequestFn }, DevWalletControls>(
    (config) => {
      let connected = false
      const chainOf = (id: number): Chain => {
        const chain = config.chains.find((c) => c.id === id)
        if (!chain) throw new DevWalletChainRefusedError({ chainId: id, rpcUrl: undefined })
        return chain
      }
      /** The chain's RPC URL, checked to be local; otherwise the refusal. */
      const rpcUrlOf = (id: number): string => {
        const url = parameters.rpcUrls?.[id] ?? chainOf(id).rpcUrls.default.http[0]
        if (!isLocalRpcUrl(url)) throw new DevWalletChainRefusedError({ chainId: id, rpcUrl: url })
        return url as string
      }
      const firstLocal = config.chains.find((c) => {
        try {
          rpcUrlOf(c.id)
          return true
        } catch {
          return false
        }
      })
      let chainId = firstLocal?.id ?? config.chains[0].id
      /** Signs locally (every signature prompts), sends raw transactions to the chain's RPC. */
      const rpcWallet = (id: number) => {
        const url = rpcUrlOf(id)
        return createWalletClient({ account, chain: chainOf(id), transport: http(url) })
      }
      /** Signing requests must name the selected account: never let the RPC node sign. */
      const checkSigner = (address: unknown) => {
        if (typeof address === 'string' && address.toLowerCase() !== account.address.toLowerCase())
          throw new ProviderRpcError(new Error(`The dev wallet signs as ${account.address}.`), {
            code: 4100,
            shortMessage: `The dev wallet holds ${account.address}, not ${address}; pick that dev account first.`,
          })
      }
      const emitAccounts = (accounts: Address[]) => {
        if (connected) config.emitter.emit('change', { accounts })
      }

      const request = (async ({ method, params }: { method: string; params?: unknown }) => {
        const p = (params ?? []) as unknown[]
        switch (method) {
          case 'eth_accounts':
            return connected ? [account.address] : []
          case 'eth_requestAccounts':
            return [account.address]
          case 'eth_chainId':
            return numberToHex(chainId)
          case 'wallet_switchEthereumChain': {
            const next = fromHex((p[0] as { chainId: Hex }).chainId, 'number')
            rpcUrlOf(next)
            chainId = next
            config.emitter.emit('change', { chainId })
            return null
          }
          case 'personal_sign':
            checkSigner(p[1])
            return account.signMessage({ message: { raw: p[0] as Hex } })
          case 'eth_signTypedData_v4': {
            checkSigner(p[0])
            const typed = typeof p[1] === 'string' ? JSON.parse(p[1]) : p[1]
            return account.signTypedData(typed)
          }
          case 'eth_sign':
          case 'eth_signTransaction':
            throw new ProviderRpcError(new Error(`${method} is not offered`), {
              code: 4200,
              shortMessage: `The dev wallet does not offer ${method}.`,
            })
          case 'eth_sendTransaction': {
            const tx = p[0] as { from?: Address; to?: Address; data?: Hex; value?: Hex; gas?: Hex }
            checkSigner(tx.from)
            return rpcWallet(chainId).sendTransaction({
              to: tx.to,
              data: tx.data,
              value: tx.value ? fromHex(tx.value, 'bigint') : undefined,
              gas: tx.gas ? fromHex(tx.gas, 'bigint') : undefined,
            } as never)
          }
          default:
            return http(rpcUrlOf(chainId))({ chain: chainOf(chainId) }).request({
              method,
              params,
            } as never)
        }
      }) as EIP1193RequestFn
      const provider = { request }

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
          listeners.add(emitAccounts)
        },
        async connect(
          options: { chainId?: number | undefined; withCapabilities?: boolean | undefined } = {},
        ) {
          const target = options.chainId ?? chainId
          rpcUrlOf(target)
          chainId = target
          connected = true
          await config.storage?.setItem(STORAGE_KEY as never, true as never)
          // wagmi 3 may ask for accounts with their capabilities (EIP-5792); the wallet has none.
          const accounts = options.withCapabilities
            ? [{ address: account.address, capabilities: {} }]
            : [account.address]
          return { accounts, chainId } as never
        },
        async disconnect() {
          connected = false
          await config.storage?.removeItem(STORAGE_KEY as never)
        },
        async getAccounts() {
          return [getAddress(account.address)]
        },
        async getChainId() {
          return chainId
        },
        async getProvider() {
          return provider
        },
        // A client holding the local account (so viem can sign EIP-7702 authorizations) whose
        // transport is this wallet: requests naming the account by address (personal_sign,
        // eth_signTypedData_v4, eth_sendTransaction) reach the wallet, not the RPC node.
        async getClient({ chainId: id }: { chainId?: number | undefined } = {}) {
          const target = id ?? chainId
          rpcUrlOf(target)
          return createWalletClient({
            account,
            chain: chainOf(target),
            transport: custom(provider),
          })
        },
        async isAuthorized() {
          return Boolean(await config.storage?.getItem(STORAGE_KEY as never))
        },
        async switchChain({ chainId: next }: { chainId: number }) {
          await request({
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
          connected = false
          config.emitter.emit('disconnect')
        },
      }
    },
  )
  // Property descriptors, not Object.assign: the getters must stay live.
  return Object.defineProperties(
    connectorFn,
    Object.getOwnPropertyDescriptors(controls),
  ) as typeof connectorFn & DevWalletControls
}

function checkIndex(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_WALLET_ACCOUNTS.length)
    throw new DevWalletAccountIndexError({ index, count: DEV_WALLET_ACCOUNTS.length })
  return index
}
