// One devnet per test file: anvil chains with the contracts deployed as docs/devnet-protocol.md
// says, the service on top, and helpers that sign like a user's wallet would.
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { DevnetNetwork } from '../../../src/devnet/chains/chain-context.js'
import { startChains } from '../../../src/devnet/chains/start-chains.js'
import {
  type CreateDevnetServiceOptions,
  createDevnetService,
} from '../../../src/devnet/service/create-devnet-service.js'

const mnemonic = 'test test test test test test test test test test test junk'
export const devAccount = (addressIndex: number) => mnemonicToAccount(mnemonic, { addressIndex })
export type TestDevnet = {
  network: DevnetNetwork
  service: ReturnType<typeof createDevnetService>
  publicClient: (chainId: number) => PublicClient<Transport, Chain>
  walletFor: (chainId: number, account: Account) => WalletClient<Transport, Chain, Account>
  balanceOf: (chainId: number, token: Address, owner: Address) => Promise<bigint>
  stop: () => Promise<void>
}

export async function startTestDevnet(
  chainIds: number[],
  options: CreateDevnetServiceOptions = {},
): Promise<TestDevnet> {
  const network = await startChains({ chainIds })
  const { stop } = network
  const service = createDevnetService(network, options)
  const chainOf = (id: number) => network.chains.find((c) => c.id === id)!
  const publicClient = (id: number) =>
    createPublicClient({ chain: chainOf(id), transport: http(), pollingInterval: 25 })
  const walletFor = (id: number, account: Account) =>
    createWalletClient({ chain: chainOf(id), transport: http(), account, pollingInterval: 25 })
  const balanceOf = (id: number, token: Address, owner: Address) =>
    publicClient(id).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  return {
    network,
    service,
    publicClient,
    walletFor,
    balanceOf,
    stop: async () => {
      await service.close()
      await stop()
    },
  }
}

/** Polls the receipt until the supertransaction and all its ops are final (success or failed). */
export async function waitForFinal(
  devnet: { service: Pick<TestDevnet['service'], 'getReceipt'> },
  hash: Hex,
  timeoutMs = 30_000,
) {
  const started = Date.now()
  for (;;) {
    const receipt = await devnet.service.getReceipt(hash)
    const allFinal = receipt?.userOps.every(
      (op) => !['PENDING', 'MINING'].includes(op.executionStatus),
    )
    if (receipt && receipt.status !== 'pending' && allFinal) return receipt
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `supertransaction ${hash} not final after ${timeoutMs} ms: ${JSON.stringify(receipt)}`,
      )
    }
    await new Promise((r) => setTimeout(r, 25))
  }
}
