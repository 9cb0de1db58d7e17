import type { Hono } from 'hono'
import { type Address, isAddressEqual } from 'viem'
import { devnetNexusContracts } from '../core/config/nexus-contracts.js'
import { type ApiErrorLogger, defaultApiErrorLogger } from './api/log.js'
import type { CallerAllowance } from './api/middleware/loopback-only.js'
import type { ApiEnv } from './api/types.js'
import { type StartChainsReturnType, startChains } from './chains/start-chains.js'
import { loadDevnetPackages } from './load-packages.js'
import {
  type CreateDevnetServiceOptions,
  type CreateDevnetServiceReturnType,
  createDevnetService,
  loadServiceState,
} from './service/create-devnet-service.js'
import { type ChainSnapshots, startChainSnapshots } from './state/chain-snapshots.js'
import { type DevnetState, type NetworkManifest, openDevnetState } from './state/devnet-state.js'
import { DevnetStateError } from './state/errors.js'

/** The API key of a devnet started without one; public on purpose: the devnet holds test funds only. */
export const DEFAULT_DEVNET_API_KEY = 'devnet-local-key'

export type StartDevnetParameters = CallerAllowance & {
  /** Port of the API on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** The key clients send in `X-API-Key`; default {@link DEFAULT_DEVNET_API_KEY}. */
  apiKey?: string
  /** How many chains (default 2), or their ids. */
  chains?: number | { chainIds?: number[] }
  /** RPC ports of the chains on 127.0.0.1, one per chain; default: free ports. */
  rpcPorts?: number[]
  /**
   * Path of the anvil binary; default: the one `@foundry-rs/anvil` installed. E.g. foundryup's
   * `~/.foundry/bin/anvil`, where that package is not installed.
   */
  anvilBinary?: string
  /** How long the devnet bridge waits before releasing funds on the destination chain. */
  bridgeDelayMs?: number
  /** How long a quote stays executable. */
  quoteTtlMs?: number
  /** How many finished supertransactions keep their receipt; default 1,000 (~9 KiB each). */
  maxFinishedReceipts?: number
  /**
   * Owners who get a legacy 2.1.0 orchestrator account (with 1,000 USDC) on every chain at start, so
   * the upgrade flow has something to upgrade. `POST /dev/legacy-account` does the same later.
   */
  legacyAccounts?: Address[]
  /**
   * A folder that keeps the network across restarts: the chains' state (saved every second while
   * blocks are made, and on `stop()`), their contract addresses, chain ids and RPC ports, and the
   * API's quotes, supertransactions and receipts (each written before it is answered). Started
   * again with the same folder, the devnet loads all of it instead of deploying afresh, and a
   * supertransaction accepted before the restart runs to its final state after it, each op at most
   * once (the chain says whether it ran). Created if missing. Without it nothing is written.
   */
  stateDir?: string
  /**
   * The devnet's log: unexpected API errors (500s), a chain that stops answering and comes back
   * (one line each), the bridge relayer's failures. Default `console.error`.
   */
  logError?: ApiErrorLogger
}

export type StartDevnetReturnType = Pick<
  StartChainsReturnType,
  'chains' | 'accounts' | 'deployments' | 'roles' | 'anvils'
> & {
  /** Base URL of the Supertransaction API, e.g. `http://127.0.0.1:4337` (no trailing slash). */
  apiUrl: string
  /** The key to send in `X-API-Key`. */
  apiKey: string
  /** Base of the explorer pages: `{explorerUrl}/details/<supertxHash>`; served by the API itself. */
  explorerUrl: string
  /** With `stateDir`: the folder, and whether this start loaded a network saved there. */
  state?: { dir: string; restored: boolean }
  /** Stops the API (and its open connections), the engine and the chains; safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts a local supertransaction network: anvil chains with the devnet contracts deployed, and
 * the Supertransaction API (plus its explorer pages) on 127.0.0.1. Nothing touches the internet.
 *
 * @example
 * ```ts
 * import { startDevnet } from 'supertx-kit/devnet'
 *
 * const devnet = await startDevnet({ chains: 2 })
 * // <SupertxProvider baseUrl={devnet.apiUrl} apiKey={devnet.apiKey}> ...
 * await devnet.stop()
 * ```
 */
export async function startDevnet(
  parameters: StartDevnetParameters = {},
): Promise<StartDevnetReturnType> {
  const { port = 0, apiKey = DEFAULT_DEVNET_API_KEY, chains, logError } = parameters
  let service: CreateDevnetServiceReturnType | undefined
  let app: Hono<ApiEnv> | undefined
  // Every missing package named at once, before anything starts.
  const { createApiApp, serveApp, anvilBinary } = await loadDevnetPackages(parameters.anvilBinary)
  // The HTTP server starts first: its URL is the explorer URL the chains advertise. Until the
  // chains and the service are up, the API answers 503 SERVICE_STARTING.
  let network: StartChainsReturnType | undefined
  const server = await serveApp({
    port,
    fetch: (request) => (app as Hono<ApiEnv>).fetch(request),
  })
  const explorerUrl = server.url
  app = createApiApp({
    apiKey,
    service: () => service,
    explorerUrl,
    logError,
    // Pages on this machine only unless widened (https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet.md, Who can call it).
    allowedOrigins: parameters.allowedOrigins,
    allowedHosts: parameters.allowedHosts,
    // Pages reach the chains here, through the checks above: anvil runs with --no-cors.
    chainRpcUrls: () =>
      network &&
      Object.fromEntries(network.chains.map((c) => [c.id, c.rpcUrls.default.http[0] as string])),
  })

  let snapshots: ChainSnapshots | undefined
  let restored = false
  const log = logError ?? defaultApiErrorLogger
  try {
    const state = parameters.stateDir ? await openDevnetState(parameters.stateDir) : undefined
    const saved = state ? await readSavedNetwork(state, chains) : undefined
    restored = saved !== undefined
    network = await startChains({
      ...(saved
        ? { chainIds: saved.manifest.chains.map((c) => c.chainId) }
        : typeof chains === 'number'
          ? { count: chains }
          : { chainIds: chains?.chainIds }),
      ports: parameters.rpcPorts ?? saved?.manifest.chains.map((c) => c.port),
      explorerUrl,
      anvilBinary,
      // No CORS grant: a web page cannot call anvil itself (its JSON needs a preflight); pages
      // use the API's /rpc/<chainId>, which answers this machine's pages only.
      anvilArgs: ['--no-cors'],
      exitStatePath: state?.exitStatePath,
      restore: saved && { deployments: saved.manifest.deployments, stateFiles: saved.stateFiles },
    })
    let serviceState: CreateDevnetServiceOptions['state']
    if (state) {
      snapshots = startChainSnapshots({
        anvils: network.anvils,
        write: state.writeChainState,
        log: (message, error) => log(message, error),
      })
      if (!saved) {
        // The chains are on disk before the manifest that says "restore them" is.
        await snapshots.saveAll()
        await state.writeManifest({
          version: 1,
          encoding: 'nexus',
          chains: network.anvils.map(({ chainId, port }) => ({ chainId, port })),
          deployments: network.deployments,
        })
      }
      const loaded = await loadServiceState(state, (message) => log(message, undefined))
      serviceState = { quotes: state.quotes, supertxs: state.supertxs, loaded }
    }
    service = createDevnetService(network, {
      ...(serviceState ? { state: serviceState } : {}),
      log: (message, error) => log(message, error),
      bridgeDelayMs: parameters.bridgeDelayMs,
      quoteTtlMs: parameters.quoteTtlMs,
      maxFinishedReceipts: parameters.maxFinishedReceipts,
      legacyAccounts: parameters.legacyAccounts,
    })
    // Resolve only once start-up work (legacy accounts) is done: callers may act at once.
    await service.ready
  } catch (error) {
    await service?.close()
    await snapshots?.stop()
    await Promise.allSettled([server.close(), network?.stop()])
    throw error
  }

  const started = network
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      try {
        await server.close()
        await service?.close()
        // The last save, once the engine sent its last transaction and before the chains stop.
        await snapshots?.stop()
      } finally {
        await started.stop()
      }
    })()
    return stopping
  }
  const { chains: chainList, accounts, deployments, roles, anvils } = started
  return {
    apiUrl: server.url,
    apiKey,
    explorerUrl,
    chains: chainList,
    accounts,
    deployments,
    roles,
    anvils,
    ...(parameters.stateDir ? { state: { dir: parameters.stateDir, restored } } : {}),
    stop,
  }
}

/**
 * The network a state folder recorded, when it recorded one: its manifest and each chain's saved
 * state. Throws DevnetStateError when the folder is for other chains than those asked for, or was
 * saved on the devnet's former encoding of its own (orchestrator accounts, `executeUserOp`): its
 * quotes, supertransactions and accounts are that encoding's, which the devnet no longer speaks.
 */
async function readSavedNetwork(
  state: DevnetState,
  chains: StartDevnetParameters['chains'],
): Promise<{ manifest: NetworkManifest; stateFiles: Record<number, string> } | undefined> {
  const manifest = await state.readManifest()
  if (!manifest) return undefined
  const savedIds = manifest.chains.map((c) => c.chainId)
  const asked =
    typeof chains === 'number'
      ? savedIds.length === chains
      : !chains?.chainIds || chains.chainIds.join() === savedIds.join()
  if (!asked) {
    throw new DevnetStateError({
      stateDir: state.dir,
      problem: `it holds chains ${savedIds.join(', ')}, and this start asks for ${typeof chains === 'number' ? `${chains} chains` : chains?.chainIds?.join(', ')}.`,
      hint: 'Start with the chains it holds (or none named), or use another folder for a new network.',
    })
  }
  // A manifest from before it recorded the encoding was saved on the devnet's former one.
  const savedEncoding = manifest.encoding ?? 'devnet'
  if (savedEncoding !== 'nexus') {
    throw new DevnetStateError({
      stateDir: state.dir,
      problem: `it was saved on the devnet's former '${savedEncoding}' encoding, which the devnet no longer speaks (it speaks 'nexus', the real service's, only).`,
      hint: 'Delete the folder to start a fresh network.',
    })
  }
  const moved = movedNexusContract(manifest)
  if (moved) {
    throw new DevnetStateError({
      stateDir: state.dir,
      problem: `its Nexus ${moved} is not where this devnet deploys it (${'`'}devnetNexusContracts${'`'}, which the kit trusts): it was saved by an older devnet that deployed other contracts first.`,
      hint: 'Delete the folder to start a fresh network.',
    })
  }
  const stateFiles: Record<number, string> = {}
  for (const chainId of savedIds) {
    const saved = await state.readChainState(chainId)
    if (!saved) {
      throw new DevnetStateError({
        stateDir: state.dir,
        problem: `chains/${chainId}.state is missing.`,
        hint: 'Delete the folder to start a fresh network.',
      })
    }
    stateFiles[chainId] = saved
  }
  return { manifest, stateFiles }
}

/**
 * The first contract of a saved network's Nexus suites ("2.1.0 factory") that is not at the
 * address this devnet deploys it to on every chain (`devnetNexusContracts`), or undefined.
 */
function movedNexusContract(manifest: NetworkManifest): string | undefined {
  for (const deployment of Object.values(manifest.deployments))
    for (const version of ['2.1.0', '2.2.1'] as const)
      for (const role of ['implementation', 'factory', 'bootstrap', 'validator'] as const) {
        const expected = devnetNexusContracts[version]?.[role]
        const saved = deployment.nexus?.[version]?.[role]
        if (!expected || !saved || !isAddressEqual(saved, expected)) return `${version} ${role}`
      }
  return undefined
}
