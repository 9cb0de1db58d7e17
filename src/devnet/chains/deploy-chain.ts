import { type Address, type Chain, createPublicClient, createWalletClient, http } from 'viem'
import { deployBridge } from '../deploy/bridge.js'
import { type DeployClients, DevnetDeployError } from '../deploy/clients.js'
import { placeMulticall3 } from '../deploy/multicall3.js'
import { type DeployNexusSuiteReturnType, deployNexusSuite } from '../deploy/nexus.js'
import { deployPool } from '../deploy/pool.js'
import { type DeployTokensReturnType, deployTokens } from '../deploy/tokens.js'
import type { DevnetRoles } from './dev-accounts.js'
import { ChainDeployError } from './errors.js'
import { fundAccounts } from './fund-accounts.js'

/** Every devnet contract on one chain; the same addresses on every chain and every start. */
export type DevnetChainDeployment = {
  tokens: DeployTokensReturnType
  bridge: Address
  /** The USDC/WETH pool. */
  pool: Address
  /**
   * The Nexus suite behind the EntryPoint v0.7 at its canonical address: the accounts the
   * service quotes for
   * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md#the-devnets-nexus-contracts).
   */
  nexus: DeployNexusSuiteReturnType
}

/** The pool's opening liquidity: 1,000,000 USDC : 400 WETH, i.e. 2,500 USDC per WETH. */
export const POOL_LIQUIDITY = { USDC: 1_000_000n * 10n ** 6n, WETH: 400n * 10n ** 18n } as const

export type DeployChainParameters = {
  chain: Chain
  roles: DevnetRoles
  /** Dev accounts to fund with every token. */
  recipients: Address[]
}

async function step<T>(chainId: number, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (cause) {
    const contract = cause instanceof DevnetDeployError ? cause.contract : name
    throw new ChainDeployError({ chainId, contract, cause })
  }
}

/**
 * Deploys the devnet's contracts on a fresh chain in the order https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md fixes
 * (tokens, bridge, pool — so addresses follow from the deployer's nonces), funds
 * the dev accounts, then deploys the Nexus suite (last, so the addresses before it stay as they were).
 *
 * @example
 * const deployment = await deployChain({ chain, roles: devnetRoles(), recipients })
 */
export async function deployChain(
  parameters: DeployChainParameters,
): Promise<DevnetChainDeployment> {
  const { chain, roles, recipients } = parameters
  const transport = http(chain.rpcUrls.default.http[0], { retryCount: 0 })
  // anvil holds the deployer's key (`--accounts 13`) and signs itself: one RPC call per
  // transaction instead of nonce, fee and gas look-ups plus signing in JavaScript. Receipts are
  // ready as soon as the send returns (automine), hence the short polling interval.
  const clients: DeployClients = {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 10 }),
    walletClient: createWalletClient({
      chain,
      transport,
      account: roles.deployer.address,
      pollingInterval: 10,
    }),
  }
  const id = chain.id
  const tokens = await step(id, 'tokens', () => deployTokens(clients))
  const bridge = await step(id, 'DevBridge', () =>
    deployBridge(clients, {
      relayer: roles.relayer.address,
      tokens: Object.values(tokens).map((token) => token.address),
    }),
  )
  const pool = await step(id, 'DevPool', () =>
    deployPool(clients, {
      tokenA: tokens.USDC.address,
      tokenB: tokens.WETH.address,
      amountA: POOL_LIQUIDITY.USDC,
      amountB: POOL_LIQUIDITY.WETH,
    }),
  )
  await step(id, 'funding the dev accounts', () => fundAccounts(clients, tokens, recipients))
  const nexus = await step(id, 'Nexus suite', () => deployNexusSuite(clients))
  await step(id, 'Multicall3', () => placeMulticall3(clients))
  return { tokens, bridge, pool, nexus }
}
