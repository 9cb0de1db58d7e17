import type { Address } from 'viem'
import { createChainContexts, type DevnetNetwork } from '../chains/chain-context.js'
import { createChainHealth } from '../chains/chain-health.js'
import { createEngine, DEFAULT_MAX_FINISHED_RECEIPTS } from '../engine/create-engine.js'
import { startRelayer } from '../engine/relayer.js'
import type { EngineSupertx } from '../engine/types.js'
import type { JsonRecords } from '../state/json-records.js'
import { createAccountResolver } from './accounts.js'
import { buildCcip } from './ccip/build-ccip.js'
import { execute } from './execute/execute.js'
import { explorerAddress, explorerTransaction } from './explorer.js'
import { buildInstructions } from './instructions.js'
import { intentSimple } from './intent/intent-simple.js'
import {
  type CreateLegacyAccountParameters,
  type CreateLegacyAccountReturnType,
  createLegacyAccountCreator,
} from './legacy-accounts.js'
import { orchestrator } from './orchestrator.js'
import { prepare7702 } from './prepare-7702.js'
import { quoteOnNexus } from './quote/nexus/quote-on-nexus.js'
import { createNonceKeyClock } from './quote/nexus/user-op-fields.js'
import { type IssuedQuote, QuoteStore } from './quote-store.js'
import { getReceipt } from './receipt.js'
import { createGasPriceCache, type ServiceContext } from './service-context.js'
import type { DevnetService } from './types.js'
import { upgrade } from './upgrade.js'

export type CreateDevnetServiceOptions = {
  /** How long a quote can be executed after it is issued; default 10 minutes. */
  quoteTtlMs?: number
  /** How long the bridge relayer waits after seeing a lock before releasing it; default 0. */
  bridgeDelayMs?: number
  /**
   * Owners to give a legacy Nexus 2.1.0 account (funded with 1,000 USDC) on every chain at
   * start, to show and test the upgrade flow. Service calls wait until they exist.
   */
  legacyAccounts?: readonly Address[]
  /**
   * The devnet's log: a chain that stops answering (once when it goes, once when it returns) and
   * the relayer's failures. Default: `console.error`.
   */
  log?: (message: string, error?: unknown) => void
  /**
   * How many finished supertransactions keep their receipt (least recently read forgotten first;
   * a forgotten hash answers 404). Default {@link DEFAULT_MAX_FINISHED_RECEIPTS} (1,000).
   */
  maxFinishedReceipts?: number
  /**
   * Keeps quotes and supertransactions on disk (`startDevnet({ stateDir })`): what it holds is
   * taken back at once, unfinished supertransactions resume, and every change is written.
   */
  state?: {
    quotes: JsonRecords<IssuedQuote>
    supertxs: JsonRecords<EngineSupertx>
    /** What the journal held when the service starts (see {@link loadServiceState}). */
    loaded: ServiceState
  }
}

/** Quotes and supertransactions read from a state folder. */
export type ServiceState = { quotes: IssuedQuote[]; supertxs: EngineSupertx[] }

/**
 * Reads a state folder's quotes and supertransactions; a file that does not parse (a write torn
 * by a crash before it was answered) is set aside as `<name>.corrupt` and logged.
 */
export async function loadServiceState(
  state: { quotes: JsonRecords<IssuedQuote>; supertxs: JsonRecords<EngineSupertx> },
  log: (message: string) => void,
): Promise<ServiceState> {
  const [quotes, supertxs] = await Promise.all([state.quotes.load(), state.supertxs.load()])
  for (const path of [...quotes.corrupt, ...supertxs.corrupt]) {
    log(`[devnet state] ${path} does not parse (a write a crash cut short); set aside as .corrupt`)
  }
  return {
    quotes: quotes.records.map((r) => r.value),
    supertxs: supertxs.records.map((r) => r.value),
  }
}

export type CreateDevnetServiceReturnType = DevnetService & {
  /** Ends waiting ops (they end FAILED) and resolves when every running supertransaction settled. */
  close: () => Promise<void>
  /** Resolves once the start-up work (`legacyAccounts`) is done; rejects if it failed. */
  ready: Promise<void>
  /** Devnet-only (`POST /dev/legacy-account`): deploys and funds an owner's 2.1.0 account. */
  createLegacyAccount: (
    request: CreateLegacyAccountParameters,
  ) => Promise<CreateLegacyAccountReturnType>
}

export const DEFAULT_QUOTE_TTL_MS = 10 * 60 * 1000

/**
 * The devnet's behaviour behind its HTTP API: quotes, signature checks, the execution engine
 * that runs user ops on the network's anvil chains, and the bridge relayer.
 *
 * Devnet choices where the spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md) is silent: a quote lives
 * `quoteTtlMs` (10 min); an op's default window is [now, now + TTL + 5 min]; the supertxHash is the
 * quote hash; a quote executes once and a second execute is a 400 VALIDATION_ERROR
 * (ALREADY_EXECUTED) naming the supertxHash; eoa mode takes exactly one funding token. Fees
 * (`feeToken`: USDC, USDT or WETH): the ops' maximum gas × gas price, converted at the pool's spot
 * price, paid to the node by a transfer call in the fee chain's first op (in eoa mode pulled from
 * the owner with the funding token, which must be the fee token); the unspent gas budget is
 * refunded in ETH after execution. eoa-7702 authorizations are applied by the node with a type-4
 * transaction before the chain's first op. `simulate` dry-runs the ops with `eth_call` and answers
 * 400 VALIDATION_ERROR / SIMULATION_FAILED. See https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md.
 *
 * @example
 * const network = await startChains({ chains: 2 })
 * const service = createDevnetService(network, { quoteTtlMs: 60_000 })
 * const quote = await service.quote({ mode: 'smart-account', ownerAddress, composeFlows })
 * await service.close()
 */
export function createDevnetService(
  network: DevnetNetwork,
  options: CreateDevnetServiceOptions = {},
): CreateDevnetServiceReturnType {
  const log =
    options.log ??
    ((message: string, error?: unknown) =>
      error === undefined ? console.error(message) : console.error(message, error))
  const chains = createChainContexts(
    network,
    createChainHealth((message) => log(message)),
  )
  const { state } = options
  const engine = createEngine(chains, {
    maxFinished: options.maxFinishedReceipts,
    ...(state ? { journal: state.supertxs } : {}),
    log,
  })
  const store = new QuoteStore(state ? { journal: state.quotes } : {})
  // Receipts are served from the first request on; unfinished supertransactions resume now.
  if (state) engine.resume(state.loaded.supertxs)
  const restored = state ? store.restore(state.loaded.quotes) : Promise.resolve()
  const relayer = startRelayer({
    chains,
    privateKey: network.roles.relayer.privateKey,
    delayMs: options.bridgeDelayMs,
    onError: (error) => log(`[devnet relayer] ${error.message}`),
  })
  const ctx: ServiceContext = {
    chains,
    accounts: createAccountResolver(chains),
    store,
    engine,
    executor: network.roles.executor.address,
    quoteTtlMs: options.quoteTtlMs ?? DEFAULT_QUOTE_TTL_MS,
    bridgeDelayMs: options.bridgeDelayMs ?? 0,
    gasPrice: createGasPriceCache(),
    nonceKeys: createNonceKeyClock(),
  }
  const createLegacyAccount = createLegacyAccountCreator(
    chains,
    ctx.accounts,
    network.roles.deployer.privateKey,
  )
  const ready = Promise.all([
    restored,
    ...(options.legacyAccounts ?? []).map((ownerAddress) => createLegacyAccount({ ownerAddress })),
  ]).then(() => undefined)
  ready.catch(() => undefined) // surfaced through `ready` and every gated call
  // Until the legacy accounts exist, a lookup or upgrade quote would answer as if they never will.
  const gate =
    <A, R>(call: (request: A) => Promise<R>) =>
    async (request: A) => {
      await ready
      return call(request)
    }
  return {
    ready,
    createLegacyAccount: gate(createLegacyAccount),
    quote: gate((request) => quoteOnNexus(ctx, request)),
    execute: gate((request) => execute(ctx, request)),
    orchestrator: gate((request) => orchestrator(ctx, request)),
    prepare7702: (request) => prepare7702(ctx, request),
    upgrade: gate((request) => upgrade(ctx, request)),
    buildInstructions: async (request) => buildInstructions(ctx, request),
    buildCcip: (request) => buildCcip(ctx, request),
    intentSimple: (request) => intentSimple(ctx, request, { bridgeDelayMs: ctx.bridgeDelayMs }),
    getReceipt: async (hash) => getReceipt(ctx, hash),
    explorerTransaction: (chainId, hash) => explorerTransaction(ctx, chainId, hash),
    explorerAddress: (chainId, address) => explorerAddress(ctx, chainId, address),
    close: async () => {
      await Promise.all([engine.close(), relayer.stop(), ready.catch(() => undefined)])
      // Every answered quote and accepted supertransaction is written already; this waits for
      // the op progress written in the background.
      await Promise.all([state?.quotes.flush(), state?.supertxs.flush()])
    },
  }
}
