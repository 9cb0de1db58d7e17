import type { Address } from 'viem'
import type { IntentSimpleFlow } from '../../../core/schemas/compose-flow.js'
import type { ChainContext } from '../../chains/chain-context.js'
import type { PlannedFlow } from '../quote/planned-flow.js'
import { toApiCall } from '../quote/to-api-call.js'
import { routeIntent } from './route-intent.js'

export type PlanIntentFlowParameters = {
  flow: IntentSimpleFlow
  /** The flow's index in `composeFlows` (error paths and op grouping). */
  index: number
  chains: Map<number, ChainContext>
  accountFor: (chainId: number) => Promise<Address>
  /** The request's `batch` switch. */
  batch?: boolean
  /** The relayer's delay, shown in the route's `estimatedTime`. */
  bridgeDelayMs?: number
}

/**
 * The quote's `returnedData` element for an intent flow (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Quote
 * response: it may carry minOutputAmount).
 */
export type IntentReturnedData = {
  type: '/instructions/intent-simple'
  composeFlowIndex: number
  outputAmount: string
  minOutputAmount: string
  route: { summary: string; type: string }
}

export type PlanIntentFlowReturnType = { planned: PlannedFlow[]; returnedData: IntentReturnedData }

/**
 * An `/instructions/intent-simple` compose flow as the quote plans it: one planned flow per route
 * step (all with the flow's index, so steps on one chain batch into one op), plus the
 * `returnedData` element carrying the route's minimum output.
 *
 * @example
 * const { planned, returnedData } = await planIntentFlow({ flow, index: 0, chains, accountFor })
 */
export async function planIntentFlow(
  parameters: PlanIntentFlowParameters,
): Promise<PlanIntentFlowReturnType> {
  const { flow, index, chains, accountFor, bridgeDelayMs } = parameters
  const { steps, route, outputAmount, minOutputAmount } = await routeIntent({
    chains,
    accountFor,
    intent: flow.data,
    path: ['composeFlows', String(index), 'data'],
    bridgeDelayMs,
  })
  const batch = parameters.batch !== false && flow.batch !== false
  const planned = steps.map(
    (s): PlannedFlow => ({
      index,
      chainId: s.chainId,
      calls: s.calls.map(({ functionSig: _, ...call }) => call),
      apiCalls: s.calls.map((call) => toApiCall(call)),
      gas: s.gas,
      batch,
    }),
  )
  return {
    planned,
    returnedData: {
      type: '/instructions/intent-simple',
      composeFlowIndex: index,
      outputAmount: outputAmount.toString(),
      minOutputAmount: minOutputAmount.toString(),
      route: { summary: route.summary, type: route.type },
    },
  }
}
