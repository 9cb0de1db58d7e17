import { createEngine } from '../engine/create-engine.js'
import { startRelayer } from '../engine/relayer.js'
import { createAccountResolver } from './accounts.js'
import { createGasPriceCache, type ServiceContext } from './context.js'
import { execute } from './execute/execute.js'
import { buildInstructions } from './instructions.js'
import { buildCcip, intentSimple, prepare7702 } from './later.js'
import { createChainContexts, type DevnetNetwork } from './network.js'
import { orchestrator } from './orchestrator.js'
import { quote } from './quote/quote.js'
import { QuoteStore } from './quote-store.js'
import { getReceipt } from './receipt.js'
import type { DevnetService } from './types.js'
import { upgrade } from './upgrade.js'

export type CreateDevnetServiceOptions = {
  /** How long a quote can be executed after it is issued; default 10 minutes. */
  quoteTtlMs?: number
  /** How long the bridge relayer waits after seeing a lock before releasing it; default 0. */
  bridgeDelayMs?: number
}

export type CreateDevnetServiceReturnType = DevnetService & {
  /** Ends waiting ops (they end FAILED) and resolves when every running supertransaction settled. */
  close: () => Promise<void>
}

export const DEFAULT_QUOTE_TTL_MS = 10 * 60 * 1000

/**
 * The devnet's behaviour behind its HTTP API: quotes, signature checks, the execution engine
 * that runs user ops on the network's anvil chains, and the bridge relayer.
 *
 * Devnet choices where the spec is silent: a quote lives `quoteTtlMs` (10 min); an op's default
 * window is [now, now + TTL + 5 min]; fees are always sponsored (a `feeToken` is a 400
 * BAD_REQUEST); the supertxHash is the quote hash; a quote executes once and a second execute is a
 * 400 VALIDATION_ERROR (ALREADY_EXECUTED) naming the supertxHash; eoa mode takes exactly one
 * funding token.
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
  const contexts = createChainContexts(network)
  const engine = createEngine(contexts)
  const relayer = startRelayer({
    contexts,
    privateKey: network.roles.relayer.privateKey,
    delayMs: options.bridgeDelayMs,
  })
  const ctx: ServiceContext = {
    contexts,
    accounts: createAccountResolver(contexts),
    store: new QuoteStore(),
    engine,
    executor: network.roles.executor.address,
    quoteTtlMs: options.quoteTtlMs ?? DEFAULT_QUOTE_TTL_MS,
    gasPrice: createGasPriceCache(),
  }
  return {
    quote: (request) => quote(ctx, request),
    execute: (request) => execute(ctx, request),
    orchestrator: (request) => orchestrator(ctx, request),
    prepare7702: (request) => prepare7702(ctx, request),
    upgrade: (request) => upgrade(ctx, request),
    buildInstructions: async (request) => buildInstructions(ctx, request),
    buildCcip: (request) => buildCcip(ctx, request),
    intentSimple: async (request) => intentSimple(ctx, request),
    getReceipt: async (hash) => getReceipt(ctx, hash),
    close: async () => {
      await Promise.all([engine.close(), relayer.stop()])
    },
  }
}
