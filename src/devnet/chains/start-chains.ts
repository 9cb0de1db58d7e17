import type { Chain } from 'viem'
import { type Anvil, spawnAnvil } from '../anvil.js'
import { defineDevnetChain } from './define-devnet-chain.js'
import { type DevnetChainDeployment, deployChain } from './deploy-chain.js'
import {
  ANVIL_ACCOUNT_COUNT,
  DEVNET_MNEMONIC,
  type DevnetAccount,
  type DevnetRoles,
  devnetAccounts,
  devnetRoles,
} from './dev-accounts.js'
import { setIntervalMining } from './interval-mining.js'
import { resolveChainSpecs } from './resolve-chain-specs.js'

export type StartChainsParameters = {
  /** How many chains; default 2, or the length of `chainIds`. */
  count?: number
  /** Their chain ids; default 31337, 31338, ... (local-only ids, no real network's). */
  chainIds?: number[] | undefined
  /** Their ports on 127.0.0.1, one per chain; default: free ports picked by anvil. */
  ports?: number[] | undefined
  /** Base URL of the devnet explorer, advertised as each chain's `blockExplorers.default`. */
  explorerUrl?: string | undefined
  /** Seconds between blocks once everything is deployed; default: a block per transaction. */
  blockTime?: number | undefined
  /** Path of the anvil binary; default: the one in `@foundry-rs/anvil`. */
  anvilBinary?: string | undefined
  /** Extra anvil arguments, appended to the devnet's own. */
  anvilArgs?: string[] | undefined
  /** Where each anvil writes its state when it exits (`--dump-state`); default: nowhere. */
  exitStatePath?: ((chainId: number) => string) | undefined
  /**
   * Chains saved by an earlier run (`startDevnet({ stateDir })`): each anvil starts from its
   * saved state (`--load-state <file>`) instead of being deployed and funded again, and these are
   * the contracts.
   */
  restore?:
    | { deployments: Record<number, DevnetChainDeployment>; stateFiles: Record<number, string> }
    | undefined
}

/** One running anvil: where it listens and its process id. */
export type DevnetAnvil = { chainId: number; rpcUrl: string; port: number; pid: number }

export type StartChainsReturnType = {
  /** viem chains ('Devnet A', 'Devnet B', ...) pointing at the local RPC URLs. */
  chains: Chain[]
  /** Dev accounts 0–9 of the test mnemonic, funded with ETH, USDC, WETH and USDT on every chain. */
  accounts: DevnetAccount[]
  /** The devnet's own keys: deployer (10), executor (11), relayer (12). */
  roles: DevnetRoles
  /** The contracts of each chain, by chain id; the addresses are the same on every chain. */
  deployments: Record<number, DevnetChainDeployment>
  anvils: DevnetAnvil[]
  /** Ends every anvil and resolves once they are gone; safe to call more than once. */
  stop: () => Promise<void>
}

async function stopAll(anvils: Anvil[]): Promise<void> {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
}

/** Awaits every task; if any failed, stops every anvil started and throws the first failure. */
async function settleOrStop<T>(tasks: Promise<T>[], anvils: () => Anvil[]): Promise<T[]> {
  const results = await Promise.allSettled(tasks)
  const failure = results.find((result) => result.status === 'rejected')
  if (!failure) return results.map((result) => (result as PromiseFulfilledResult<T>).value)
  await stopAll(anvils())
  throw failure.reason
}

/**
 * Starts the devnet's local chains: anvil instances (in parallel) with every devnet contract
 * deployed by the deployer in the fixed order of https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md and the dev accounts
 * funded. Same parameters, same addresses on every start. The anvils end with `stop()`, on
 * SIGINT/SIGTERM, and even when this process is killed outright.
 *
 * @example
 * ```ts
 * import { startChains } from 'supertx-kit/devnet'
 *
 * const { chains, accounts, deployments, stop } = await startChains({ count: 2 })
 * const usdc = deployments[chains[0].id].tokens.USDC.address
 * await stop()
 * ```
 */
export async function startChains(
  parameters: StartChainsParameters = {},
): Promise<StartChainsReturnType> {
  const specs = resolveChainSpecs(parameters)
  const { explorerUrl, blockTime, anvilBinary, anvilArgs = [] } = parameters
  const args = [
    ...['--accounts', String(ANVIL_ACCOUNT_COUNT), '--mnemonic', DEVNET_MNEMONIC],
    ...anvilArgs,
  ]
  const started: Anvil[] = []
  const anvils = await settleOrStop(
    specs.map(async ({ chainId, port }) => {
      const dump = parameters.exitStatePath
        ? ['--dump-state', parameters.exitStatePath(chainId)]
        : []
      const load = parameters.restore
        ? ['--load-state', parameters.restore.stateFiles[chainId] as string]
        : []
      const anvil = await spawnAnvil({
        chainId,
        port,
        args: [...args, ...dump, ...load],
        anvilBinary,
      })
      started.push(anvil)
      return anvil
    }),
    () => started,
  )
  const chains = anvils.map((anvil, index) =>
    defineDevnetChain({ chainId: anvil.chainId, index, rpcUrl: anvil.rpcUrl, explorerUrl }),
  )
  const accounts = devnetAccounts()
  const roles = devnetRoles()
  const recipients = accounts.map((account) => account.address)
  const { restore } = parameters
  const deployed = await settleOrStop(
    chains.map(async (chain) =>
      restore ? restore.deployments[chain.id]! : deployChain({ chain, roles, recipients }),
    ),
    () => anvils,
  )
  // Deploying under automine takes milliseconds; interval mining starts only afterwards.
  if (blockTime) {
    await settleOrStop(
      anvils.map((anvil) => setIntervalMining(anvil, blockTime)),
      () => anvils,
    )
  }
  const deployments: Record<number, DevnetChainDeployment> = {}
  for (const [index, chain] of chains.entries()) deployments[chain.id] = deployed[index]!
  let stopping: Promise<void> | undefined
  return {
    chains,
    accounts,
    roles,
    deployments,
    anvils: anvils.map(({ chainId, rpcUrl, port, pid }) => ({ chainId, rpcUrl, port, pid })),
    stop: () => {
      stopping ??= stopAll(anvils)
      return stopping
    },
  }
}
