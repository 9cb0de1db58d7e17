import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DeployNexusSuiteReturnType } from '../deploy/nexus.js'
import { type ChainHealth, createChainHealth } from './chain-health.js'

/** A funded key the devnet acts with (deployer, executor, relayer). */
export type DevnetRole = { address: Address; privateKey: Hex }

export type DevnetToken = { address: Address; symbol: string; decimals: number; permit: boolean }

export type DevnetDeployment = {
  tokens: { USDC: DevnetToken; WETH: DevnetToken; USDT: DevnetToken }
  bridge: Address
  pool: Address
  /** The Nexus suite behind the EntryPoint v0.7: the accounts the service quotes for. */
  nexus: DeployNexusSuiteReturnType
}

/** What the service needs from `startChains`' return value (a structural subset of it). */
export type DevnetNetwork = {
  chains: readonly Chain[]
  roles: { deployer: DevnetRole; executor: DevnetRole; relayer: DevnetRole }
  deployments: Record<number, DevnetDeployment>
}

/** One chain as the service sees it: clients bound to it and its deployment. */
export type ChainContext = {
  chain: Chain
  /** The chain's RPC, through the health tracker (a dead node throws ChainUnavailableError). */
  transport: Transport
  /** How many times the chain came back after its node stopped answering (see ChainHealth). */
  returns: () => number
  publicClient: PublicClient<Transport, Chain>
  /** Sends as the executor (the devnet's node). */
  executorClient: WalletClient<Transport, Chain, Account>
  deployment: DevnetDeployment
  /** Token address (lower case) → token, for "is this a devnet token / a permit token". */
  tokensByAddress: Map<string, DevnetToken>
}

/**
 * Binds viem clients to every chain of the network. The polling interval is short because anvil
 * mines on every transaction: receipts are ready within milliseconds, not a block time.
 */
export function createChainContexts(
  network: DevnetNetwork,
  health: ChainHealth = createChainHealth((message) => console.warn(message)),
): Map<number, ChainContext> {
  const executor = privateKeyToAccount(network.roles.executor.privateKey)
  const chains = new Map<number, ChainContext>()
  for (const chain of network.chains) {
    const deployment = network.deployments[chain.id]
    if (!deployment)
      throw new Error(`No deployment for chain ${chain.id}: pass startChains' result.`)
    const transport = health.transport(chain)
    const tokensByAddress = new Map(
      Object.values(deployment.tokens).map((t) => [t.address.toLowerCase(), t] as const),
    )
    chains.set(chain.id, {
      chain,
      transport,
      returns: () => health.returns(chain.id),
      publicClient: createPublicClient({ chain, transport, pollingInterval: 25 }),
      executorClient: createWalletClient({
        chain,
        transport,
        account: executor,
        pollingInterval: 25,
      }),
      deployment,
      tokensByAddress,
    })
  }
  return chains
}
