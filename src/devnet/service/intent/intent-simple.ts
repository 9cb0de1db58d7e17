import type { IntentSimpleRequest, IntentSimpleResponse } from '../../../core/schemas/intent.js'
import { type InstructionContext, ownerAccount } from '../ccip/build-ccip.js'
import { requireOwner } from '../owner.js'
import { toApiCall } from '../quote/to-api-call.js'
import type { ServiceContext } from '../service-context.js'
import { routeIntent } from './route-intent.js'

export type IntentSimpleOptions = {
  /** The relayer's delay, shown in the route's `estimatedTime`. */
  bridgeDelayMs?: number
}

/**
 * POST /v1/instructions/intent-simple: routes the swap over the devnet's pools and bridge (the
 * endpoint has no routeSelectionMode, so `cheap`: every candidate evaluated, highest output wins)
 * and answers one instruction per step, the expected and minimum output and the route.
 *
 * @example
 * const { instructions, route } = await intentSimple(ctx, {
 *   srcToken: usdc, dstToken: weth, srcChainId: 31337, dstChainId: 31338,
 *   ownerAddress, amount: '1000000000', mode: 'smart-account', slippage: 0.01,
 * })
 */
export async function intentSimple(
  ctx: InstructionContext & Pick<ServiceContext, 'gasPrice'>,
  request: IntentSimpleRequest,
  options: IntentSimpleOptions = {},
): Promise<IntentSimpleResponse> {
  const owner = requireOwner(request.ownerAddress)
  const { ownerAddress: _, mode: __, ...intent } = request
  const { steps, route, outputAmount, minOutputAmount } = await routeIntent({
    chains: ctx.chains,
    accountFor: (chainId) => ownerAccount(ctx, owner, request.mode, chainId),
    intent,
    gasPrice: ctx.gasPrice,
    bridgeDelayMs: options.bridgeDelayMs,
  })
  return {
    instructions: steps.map((s) => ({
      calls: s.calls.map((call) => toApiCall(call)),
      chainId: s.chainId,
      isComposable: true,
    })),
    outputAmount: outputAmount.toString(),
    minOutputAmount: minOutputAmount.toString(),
    route,
  }
}
