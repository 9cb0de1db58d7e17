// A wallet that records every request it gets and signs with a real local account: a viem wallet
// client over an EIP-1193 `custom` transport, as a browser extension would be reached. The hostile
// API tests read `prompts` to prove the wallet was never asked.
//
//   const recorder = recordingWallet()                  // json-rpc: signing goes through the transport
//   const recorder = recordingWallet({ kind: 'local' }) // a local account (it can sign EIP-7702)
//   recorder.client            // the viem wallet client to hand the kit
//   recorder.wallet(rpcUrlOf)  // a SupertxWallet reading each chain at rpcUrlOf(chainId)
//   recorder.requests          // every EIP-1193 request and every signature, in order
//   recorder.prompts()         // those a user would see: signatures, transactions, delegations
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193RequestFn,
  fromHex,
  type Hex,
  http,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { toAccount } from 'viem/accounts'
import { ownerAccount } from '../../fixtures/verifiable-quotes.js'
import type { OwnerWalletClient, SupertxWallet } from '../../src/core/wallet/types.js'

export type RecordedRequest = { method: string; params?: unknown }

/** What a user would be asked to approve. */
const promptMethods = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_sendCalls',
  'wallet_signAuthorization',
])

export type RecordingWalletParameters = {
  account?: LocalAccount
  chainId?: number
  /** `json-rpc` (default): every signature is an EIP-1193 request. `local`: a local account. */
  kind?: 'json-rpc' | 'local'
}

export function recordingWallet(parameters: RecordingWalletParameters = {}) {
  const { account = ownerAccount as unknown as LocalAccount, kind = 'json-rpc' } = parameters
  let chainId = parameters.chainId ?? 31337
  const requests: RecordedRequest[] = []
  const record = (method: string, params?: unknown) => requests.push({ method, params })

  // The local account: each signature recorded as the request a wallet would show (a call that
  // names the account by its address goes through the transport below instead, recorded there).
  const signer = toAccount({
    address: account.address,
    signMessage: async (p) => {
      record('personal_sign', p)
      return account.signMessage(p)
    },
    signTypedData: async (p) => {
      record('eth_signTypedData_v4', p)
      return account.signTypedData(p as never)
    },
    signTransaction: async (tx, o) => {
      record('eth_signTransaction', tx)
      return account.signTransaction(tx, o)
    },
    signAuthorization: async (a) => {
      record('wallet_signAuthorization', a)
      return (account.signAuthorization as NonNullable<LocalAccount['signAuthorization']>)(a)
    },
  } as Parameters<typeof toAccount>[0]) as LocalAccount

  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    const p = (params ?? []) as unknown[]
    record(method, params)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain':
        chainId = fromHex((p[0] as { chainId: Hex }).chainId, 'number')
        return null
      case 'personal_sign':
        return account.signMessage({ message: { raw: p[0] as Hex } })
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(p[1] as string))
      default:
        throw new Error(`the recording wallet does not answer ${method}`)
    }
  }) as EIP1193RequestFn

  const chain = (id: number): Chain =>
    defineChain({
      id,
      name: `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    })
  const client = createWalletClient({
    account: kind === 'local' ? signer : (account.address as Address),
    chain: chain(chainId),
    transport: custom({ request }),
  }) as OwnerWalletClient

  return {
    client,
    requests,
    prompts: () => requests.filter((r) => promptMethods.has(r.method)),
    /** A SupertxWallet over the client whose reads of each chain go to `rpcUrlOf(chainId)`. */
    wallet(rpcUrlOf: (chainId: number) => string | undefined): SupertxWallet {
      return {
        address: account.address,
        getWalletClient: async () => client,
        getPublicClient: (id) => {
          const url = rpcUrlOf(id)
          return url ? createPublicClient({ chain: chain(id), transport: http(url) }) : undefined
        },
      }
    },
  }
}
