import { buildCall, isRuntimeErc20Balance } from '../../core/protocol/inputs.js'
import type {
  BuildInstructionsRequest,
  BuildInstructionsResponse,
} from '../../core/schemas/instructions.js'
import { assertChain, validationError } from './api-errors.js'
import { argPath } from './quote/plan-flows.js'
import { toApiCall } from './quote/to-api-call.js'
import type { ServiceContext } from './service-context.js'

/**
 * POST /v1/instructions/build: one composable call from a signature and args. This endpoint knows
 * no owner, so a runtime balance here must name its `targetAddress`.
 */
export function buildInstructions(
  ctx: ServiceContext,
  request: BuildInstructionsRequest,
): BuildInstructionsResponse {
  assertChain(ctx.chains, request.chainId, ['chainId'])
  request.args.forEach((arg, i) => {
    if (isRuntimeErc20Balance(arg) && !arg.targetAddress) {
      throw validationError(
        'A runtime balance on /v1/instructions/build needs targetAddress: this endpoint has no ownerAddress to derive the account from.',
        ['args', String(i), 'targetAddress'],
      )
    }
  })
  let call: ReturnType<typeof buildCall>
  try {
    call = buildCall({
      to: request.to,
      value: request.value ? BigInt(request.value) : 0n,
      functionSignature: request.functionSignature,
      args: request.args,
      defaultTarget: request.to,
    })
  } catch (error) {
    throw validationError((error as Error).message, argPath('args', error))
  }
  return {
    instructions: [
      { calls: [toApiCall(call, request.gasLimit)], chainId: request.chainId, isComposable: true },
    ],
  }
}
