import type { Address } from 'viem'
import type { BuildCcipFlow } from '../../../core/schemas/compose-flow.js'
import type { ChainContext } from '../../chains/chain-context.js'
import type { PlannedFlow } from '../quote/planned-flow.js'
import { toApiCall } from '../quote/to-api-call.js'
import { BRIDGE_LOCK_GAS, bridgeLockCall } from './bridge-lock-call.js'
import { toCallAmount } from './expected-amount.js'
import { validateCcip } from './validate-ccip.js'

export type PlanCcipFlowParameters = {
  flow: BuildCcipFlow
  /** The flow's index in `composeFlows` (error paths and op grouping). */
  index: number
  chains: Map<number, ChainContext>
  /** The account that runs the calls on a chain; it also receives on the destination. */
  accountFor: (chainId: number) => Promise<Address>
  /** The request's `batch` switch. */
  batch?: boolean
}

/**
 * A `/instructions/build-ccip` compose flow as the quote plans it: the bridge `lock` on the source
 * chain, from the account there to the account on the destination chain.
 *
 * @example
 * const planned = await planCcipFlow({ flow, index: 0, chains, accountFor })
 */
export async function planCcipFlow(parameters: PlanCcipFlowParameters): Promise<PlannedFlow> {
  const { flow, index, chains, accountFor } = parameters
  const { data } = flow
  const { source, token } = validateCcip(chains, data, ['composeFlows', String(index), 'data'])
  const call = bridgeLockCall({
    source,
    token: token.address,
    amount: toCallAmount(data.amount),
    dstChainId: data.dstChainId,
    recipient: await accountFor(data.dstChainId),
    account: await accountFor(data.srcChainId),
  })
  const { functionSig: _, ...protocolCall } = call
  return {
    index,
    chainId: data.srcChainId,
    calls: [protocolCall],
    apiCalls: [toApiCall(call, data.gasLimit)],
    gas: data.gasLimit ? BigInt(data.gasLimit) : BRIDGE_LOCK_GAS,
    lowerBoundTimestamp: data.lowerBoundTimestamp,
    upperBoundTimestamp: data.upperBoundTimestamp,
    batch: parameters.batch !== false && flow.batch !== false,
  }
}
