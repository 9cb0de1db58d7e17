// What both encodings' quotes start from: the owner and overrides checked, the op window, the
// flows planned into ops per chain (one per chain unless `batch: false`) and the clean-ups.
import type { Address } from 'viem'
import type { QuoteRequest, ReturnedData } from '../../../core/schemas/quote.js'
import { requireOwner } from '../owner.js'
import type { ServiceContext } from '../service-context.js'
import { cleanUpDrafts } from './clean-ups.js'
import { groupOps } from './group-ops.js'
import { planFlows } from './plan-flows.js'
import { quoteWindow } from './quote-window.js'
import { checkCustomOverrides } from './state-overrides.js'

export type AccountFor = (chainId: number) => Promise<Address>

/**
 * The request planned: `accountsFor` names the account that runs ops on each chain (the
 * devnet's orchestrator account, or the owner's Nexus account).
 *
 * @example
 * const { drafts, window } = await planQuote(ctx, request, accountsForRequest)
 */
export async function planQuote(
  ctx: ServiceContext,
  request: QuoteRequest,
  accountsFor: (ctx: ServiceContext, request: QuoteRequest) => AccountFor,
) {
  const owner = requireOwner(request.ownerAddress)
  checkCustomOverrides(request.simulationOverrides)
  const accountFor = accountsFor(ctx, request)
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = Date.now() + ctx.quoteTtlMs
  const window = quoteWindow(request, ctx.quoteTtlMs, now)
  const returnedData: ReturnedData[] = []
  const flows = await planFlows({
    flows: request.composeFlows,
    chains: ctx.chains,
    accountFor,
    batch: request.batch,
    returnedData,
    bridgeDelayMs: ctx.bridgeDelayMs,
  })
  const drafts = groupOps(flows, window, now)
  drafts.push(...(await cleanUpDrafts(ctx, request.cleanUps, accountFor, window)))
  return { owner, accountFor, expiresAt, window, returnedData, flows, drafts }
}
