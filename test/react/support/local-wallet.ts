// A wagmi connector over a viem private-key account, for hook tests with REAL signatures. It
// counts every wallet prompt (so a test can prove the wallet was never asked) and can be told to
// reject the next prompts like a user pressing "Reject" (EIP-1193 code 4001).
import { createConnector } from '@wagmi/core'
import {
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
  UserRejectedRequestError,
} from 'viem'
import { toAccount } from 'viem/accounts'

export type WalletPrompt = { method: string }

export type TestWallet = {
  /** Every prompt the wallet showed (signatures, transactions, delegations), in order. */
  prompts: WalletPrompt[]
  /** The next `count` prompts are rejected by the "user". */
  rejectNext(count?: number): void
}

export type LocalWalletParameters = {
  account: LocalAccount
  /**
   * `local` (default): the connector hands wagmi a wallet client holding the local account, like
   * embedded wallets do, so viem can sign EIP-7702 authorizations. `json-rpc`: everything goes
   * through EIP-1193 requests, like a browser extension (no authorization signing).
   */
  kind?: 'local' | 'json-rpc'
}

export function localWallet({ account, kind = 'local' }: LocalWalletParameters) {
  const wallet: TestWallet & { rejections: number } = {
    prompts: [],
    rejections: 0,
    rejectNext(count = 1) {
      wallet.rejections += count
    },
  }
  const prompt = (method: string) => {
    wallet.prompts.push({ method })
    if (wallet.rejections > 0) {
      wallet.rejections--
      throw new UserRejectedRequestError(new Error('The user rejected the request.'))
    }
  }
  // The account the wallet signs with: every signature is a prompt first.
  const prompting =
    <args extends unknown[], result>(method: string, sign: (...args: args) => Promise<result>) =>
    async (...args: args) => {
      prompt(method)
      return sign(...args)
    }
  const prompted = toAccount({
    address: account.address,
    signMessage: prompting('personal_sign', (p) => account.signMessage(p)),
    signTypedData: prompting('eth_signTypedData_v4', (p) => account.signTypedData(p as never)),
    signTransaction: prompting('eth_sendTransaction', (tx, o) => account.signTransaction(tx, o)),
    signAuthorization: prompting('wallet_signAuthorization', (a) => account.signAuthorization!(a)),
  } as Parameters<typeof toAccount>[0]) as LocalAccount

  const connector = createConnector((config) => {
    let chainId = config.chains[0].id
    let connected = false
    const chainOf = (id: number): Chain =>
      config.chains.find((c) => c.id === id) ?? config.chains[0]
    const rpc = (id: number) => http(chainOf(id).rpcUrls.default.http[0])({ chain: chainOf(id) })
    const walletFor = (id: number) =>
      createWalletClient({
        account: prompted,
        chain: chainOf(id),
        transport: http(chainOf(id).rpcUrls.default.http[0]),
      })

    const request = (async ({ method, params }: { method: string; params?: unknown }) => {
      const p = params as unknown[]
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account.address]
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'wallet_switchEthereumChain': {
          chainId = fromHex((p[0] as { chainId: Hex }).chainId, 'number')
          config.emitter.emit('change', { chainId })
          return null
        }
        case 'personal_sign':
          return prompted.signMessage({ message: { raw: p[0] as Hex } })
        case 'eth_signTypedData_v4':
          return prompted.signTypedData(JSON.parse(p[1] as string))
        case 'eth_sendTransaction': {
          const tx = p[0] as { to: Hex; data?: Hex; value?: Hex }
          return walletFor(chainId).sendTransaction({
            to: tx.to,
            data: tx.data,
            value: tx.value ? fromHex(tx.value, 'bigint') : 0n,
          })
        }
        default:
          return rpc(chainId).request({ method, params } as never)
      }
    }) as EIP1193RequestFn
    const provider = { request }

    return {
      id: `test-wallet-${kind}`,
      name: kind === 'local' ? 'Test local wallet' : 'Test extension wallet',
      type: 'test',
      async setup() {},
      async connect() {
        connected = true
        return { accounts: [account.address], chainId } as never
      },
      async disconnect() {
        connected = false
      },
      async getAccounts() {
        return connected ? [getAddress(account.address)] : []
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return connected
      },
      async switchChain({ chainId: next }) {
        await request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(next) }],
        } as never)
        return chainOf(next)
      },
      onAccountsChanged() {},
      onChainChanged(id) {
        config.emitter.emit('change', { chainId: Number(id) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
      ...(kind === 'local'
        ? {
            async getClient({ chainId: id }: { chainId?: number } = {}) {
              return createWalletClient({
                account: prompted,
                chain: chainOf(id ?? chainId),
                transport: custom(provider),
              })
            },
          }
        : {}),
    }
  })
  return { connector, wallet: wallet as TestWallet }
}
