import type { Address, Hex } from 'viem'
import { buildCall, buildRawCall, InvalidArgError } from '../../../core/protocol/inputs.js'
import type { Call } from '../../../core/protocol/types.js'
import type { ComposeFlow } from '../../../core/schemas/compose-flow.js'
import type { ReturnedData } from '../../../core/schemas/quote.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { assertChain, validationError } from '../api-errors.js'
import { planCcipFlow } from '../ccip/plan-ccip-flow.js'
import { planIntentFlow } from '../intent/plan-intent-flow.js'
import { DEFAULT_CALL_GAS } from './gas.js'
import type { PlannedFlow } from './planned-flow.js'
import { toApiCall } from './to-api-call.js'

export type PlanFlowsParameters = {
  flows: readonly ComposeFlow[]
  chains: Map<number, ChainContext>
  /** The account that runs the calls on a chain (runtime balances default to it). */
  accountFor: (chainId: number) => Promise<Address>
  /** The request's `batch` switch: false puts every flow in its own op. */
  batch?: boolean
  /** Receives the quote's `returnedData` elements (an intent-simple flow adds its minOutputAmount). */
  returnedData?: ReturnedData[]
  /** The relayer's delay, for intent routes' `estimatedTime`. */
  bridgeDelayMs?: number
}

/** Builds every flow's calls, checking chains (INVALID_CHAIN) and call data (VALIDATION_ERROR). */
export async function planFlows(parameters: PlanFlowsParameters): Promise<PlannedFlow[]> {
  const { flows, chains, accountFor } = parameters
  const planned: PlannedFlow[] = []
  for (const [index, flow] of flows.entries()) {
    const path = ['composeFlows', String(index)]
    if (flow.type === '/instructions/build-ccip') {
      planned.push(await planCcipFlow({ flow, index, chains, accountFor, batch: parameters.batch }))
      continue
    }
    if (flow.type === '/instructions/intent-simple') {
      const intent = await planIntentFlow({
        flow,
        index,
        chains,
        accountFor,
        batch: parameters.batch,
        bridgeDelayMs: parameters.bridgeDelayMs,
      })
      planned.push(...intent.planned)
      parameters.returnedData?.push(intent.returnedData)
      continue
    }
    if (flow.type !== '/instructions/build' && flow.type !== '/instructions/build-raw') {
      // The spec (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, ComposeFlow) names these flow kinds without
      // their payload shape, so there is nothing to mirror.
      throw validationError(
        `The devnet does not implement ${flow.type} flows (composeFlows.${index}): the spec names this flow kind but not its shape. Use /instructions/build, /instructions/build-raw, /instructions/build-ccip or /instructions/intent-simple.`,
        [...path, 'type'],
        'UNSUPPORTED_FLOW',
      )
    }
    const { data } = flow
    assertChain(chains, data.chainId, [...path, 'data', 'chainId'])
    const account = await accountFor(data.chainId)
    const value = data.value ? BigInt(data.value) : 0n
    let call: Call & { functionSig?: string }
    try {
      call =
        flow.type === '/instructions/build'
          ? buildCall({
              to: flow.data.to,
              value,
              functionSignature: flow.data.functionSignature,
              args: flow.data.args,
              defaultTarget: account,
            })
          : buildRawCall({ to: flow.data.to, value, data: flow.data.data as Hex })
    } catch (error) {
      const field = flow.type === '/instructions/build' ? 'args' : 'data'
      throw validationError((error as Error).message, [...path, 'data', ...argPath(field, error)])
    }
    planned.push({
      index,
      chainId: data.chainId,
      calls: [call],
      apiCalls: [toApiCall(call, data.gasLimit)],
      gas: data.gasLimit ? BigInt(data.gasLimit) : DEFAULT_CALL_GAS,
      lowerBoundTimestamp: data.lowerBoundTimestamp,
      upperBoundTimestamp: data.upperBoundTimestamp,
      batch: parameters.batch !== false && flow.batch !== false,
    })
  }
  return planned
}

/** `['args', '1']` for a bad arg, else the field alone. */
export function argPath(field: string, error: unknown): string[] {
  return error instanceof InvalidArgError ? [field, String(error.argIndex)] : [field]
}
