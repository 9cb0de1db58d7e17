import {
  type Address,
  createWalletClient,
  type EIP1193RequestFn,
  fromHex,
  type Hex,
  http,
  numberToHex,
  ProviderRpcError,
} from 'viem'
import type { DevSigner } from './dev-signer.js'
import type { LocalChains } from './local-chains.js'

/** What the connector and its provider share: connected or not, and the chain in use. */
export type DevWalletSession = { connected: boolean; chainId: number }

export type DevProviderParameters = {
  signer: DevSigner
  chains: LocalChains
  session: DevWalletSession
  /** Tells the wagmi config the chain changed. */
  onChainChanged: (chainId: number) => void
}

/**
 * The wallet's EIP-1193 `request`: accounts and chain from the session, signatures by the dev
 * account (each a prompt), transactions signed here and sent raw to the chain's RPC, every other
 * method read from the chain's RPC.
 */
export function devProviderRequest({
  signer,
  chains,
  session,
  onChainChanged,
}: DevProviderParameters): EIP1193RequestFn {
  const { rpcUrlOf, chainOf } = chains
  /** Signing requests must name the selected account: never let the RPC node sign. */
  const checkSigner = (address: unknown) => {
    const { address: own } = signer.account()
    if (typeof address === 'string' && address.toLowerCase() !== own.toLowerCase())
      throw new ProviderRpcError(new Error(`The dev wallet signs as ${own}.`), {
        code: 4100,
        shortMessage: `The dev wallet holds ${own}, not ${address}; pick that dev account first.`,
      })
  }
  /** Signs locally (every signature prompts), sends the raw transaction to the chain's RPC. */
  const sendTransaction = (tx: {
    from?: Address
    to?: Address
    data?: Hex
    value?: Hex
    gas?: Hex
  }) => {
    checkSigner(tx.from)
    const id = session.chainId
    const url = rpcUrlOf(id)
    const wallet = createWalletClient({
      account: signer.account(),
      chain: chainOf(id),
      transport: http(url),
    })
    return wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: tx.value ? fromHex(tx.value, 'bigint') : undefined,
      gas: tx.gas ? fromHex(tx.gas, 'bigint') : undefined,
    } as never)
  }

  return (async ({ method, params }: { method: string; params?: unknown }) => {
    const p = (params ?? []) as unknown[]
    const account = signer.account()
    switch (method) {
      case 'eth_accounts':
        return session.connected ? [account.address] : []
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(session.chainId)
      case 'wallet_switchEthereumChain': {
        const next = fromHex((p[0] as { chainId: Hex }).chainId, 'number')
        rpcUrlOf(next)
        session.chainId = next
        onChainChanged(next)
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
      case 'eth_sendTransaction':
        return sendTransaction(p[0] as Parameters<typeof sendTransaction>[0])
      default:
        return http(rpcUrlOf(session.chainId))({ chain: chainOf(session.chainId) }).request({
          method,
          params,
        } as never)
    }
  }) as EIP1193RequestFn
}
