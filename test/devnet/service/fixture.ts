// One devnet per test file: anvil chains with the contracts deployed as docs/devnet-protocol.md
// says, the service on top, and helpers that sign like a user's wallet would.
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { type Anvil, spawnAnvil } from '../../../src/devnet/anvil.js'
import { deployBridge } from '../../../src/devnet/deploy/bridge.js'
import { deployOrchestrator } from '../../../src/devnet/deploy/orchestrator.js'
import { deployTokens, mintTokens } from '../../../src/devnet/deploy/tokens.js'
import {
  type CreateDevnetServiceOptions,
  createDevnetService,
} from '../../../src/devnet/service/create-devnet-service.js'
import type { DevnetNetwork } from '../../../src/devnet/service/network.js'

const mnemonic = 'test test test test test test test test test test test junk'
export const devAccount = (addressIndex: number) => mnemonicToAccount(mnemonic, { addressIndex })
const role = (i: number) => {
  const account = devAccount(i)
  const key = account.getHdKey().privateKey!
  return { address: account.address, privateKey: `0x${Buffer.from(key).toString('hex')}` as Hex }
}

/** Each dev account starts with this much of every token on every chain. */
export const START_BALANCE = 1_000_000n * 10n ** 6n

export type TestDevnet = {
  network: DevnetNetwork
  service: ReturnType<typeof createDevnetService>
  publicClient: (chainId: number) => PublicClient<Transport, Chain>
  walletFor: (chainId: number, account: Account) => WalletClient<Transport, Chain, Account>
  balanceOf: (chainId: number, token: Address, owner: Address) => Promise<bigint>
  stop: () => Promise<void>
}

// A stand-in for startChains (src/devnet/chains) until it lands: same roles, same deploy order.
async function startNetwork(chainIds: number[]) {
  const anvils: Anvil[] = []
  const chains: Chain[] = []
  const deployments: DevnetNetwork['deployments'] = {}
  const deployer = devAccount(10)
  const executor = role(11)
  const relayer = role(12)
  for (const id of chainIds) {
    const anvil = await spawnAnvil({ chainId: id, args: ['--accounts', '13'] })
    anvils.push(anvil)
    const chain = defineChain({
      id,
      name: `devnet ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    chains.push(chain)
    const transport = http(anvil.rpcUrl)
    const clients = {
      publicClient: createPublicClient({ chain, transport, pollingInterval: 25 }),
      walletClient: createWalletClient({
        chain,
        transport,
        account: deployer,
        pollingInterval: 25,
      }),
    }
    const tokens = await deployTokens(clients)
    const orchestrator = await deployOrchestrator(clients, { executor: executor.address })
    const bridge = await deployBridge(clients, {
      relayer: relayer.address,
      tokens: Object.values(tokens).map((t) => t.address),
    })
    const users = Array.from({ length: 10 }, (_, i) => devAccount(i).address)
    for (const token of Object.values(tokens)) {
      await mintTokens(clients, token.address, users, START_BALANCE)
    }
    deployments[id] = { tokens, ...orchestrator, bridge, pool: bridge }
  }
  const network: DevnetNetwork = {
    chains,
    roles: { deployer: role(10), executor, relayer },
    deployments,
  }
  return { network, stop: () => Promise.all(anvils.map((a) => a.stop())).then(() => undefined) }
}

export async function startTestDevnet(
  chainIds: number[],
  options: CreateDevnetServiceOptions = {},
): Promise<TestDevnet> {
  const { network, stop } = await startNetwork(chainIds)
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

/** Polls the receipt until the supertransaction is final (success or failed). */
export async function waitForFinal(devnet: TestDevnet, hash: Hex, timeoutMs = 30_000) {
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
