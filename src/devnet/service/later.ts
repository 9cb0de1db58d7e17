import { getAddress } from 'viem'
import type { BuildCcipRequest, BuildCcipResponse } from '../../core/schemas/instructions.js'
import type { IntentSimpleRequest } from '../../core/schemas/intent.js'
import type { Prepare7702Request, Prepare7702Response } from '../../core/schemas/prepare7702.js'
import { assertChain, badRequest } from './api-errors.js'
import type { ServiceContext } from './context.js'
import { ccipCall } from './quote/ccip-call.js'
import { authorizationsToSign, missingDelegations } from './quote/delegation.js'
import { toApiCall } from './quote/to-api-call.js'

/**
 * POST /v1/mee/prepare7702: the authorizations the EOA still needs on the chains its instructions
 * touch where it is not yet delegated to the 2.2.1 implementation — one with `chainId: 0`
 * (multichain) when the EOA's nonce is the same on all of them, else one per chain.
 */
export async function prepare7702(
  ctx: ServiceContext,
  request: Prepare7702Request,
): Promise<Prepare7702Response> {
  const owner = getAddress(request.ownerAddress)
  for (const [i, ins] of request.instructions.entries()) {
    assertChain(ctx.contexts, ins.chainId, ['instructions', String(i), 'chainId'])
  }
  const chainIds = request.instructions.map((ins) => ins.chainId)
  return authorizationsToSign(await missingDelegations(ctx, owner, chainIds))
}

/**
 * POST /v1/instructions/build-ccip: the devnet bridge's `lock` on the source chain, sending to the
 * owner's account on the destination (the EOA itself in eoa-7702); a fixed amount also comes back
 * as a simulation override of the destination balance.
 */
export async function buildCcip(
  ctx: ServiceContext,
  request: BuildCcipRequest,
): Promise<BuildCcipResponse> {
  const owner = getAddress(request.ownerAddress)
  const account = request.mode === 'eoa-7702' ? owner : await ctx.accounts.address(owner)
  const call = ccipCall(ctx.contexts, request, { source: account, recipient: account }, [])
  return {
    instructions: [
      {
        calls: [toApiCall(call, request.gasLimit)],
        chainId: request.srcChainId,
        isComposable: true,
      },
    ],
    ...(typeof request.amount === 'string'
      ? {
          simulationTokenOverrides: [
            {
              tokenAddress: request.dstToken,
              accountAddress: account,
              chainId: request.dstChainId,
              balance: request.amount,
            },
          ],
        }
      : {}),
  }
}

/** POST /v1/instructions/intent-simple: validated; routing lands in a later part. */
export function intentSimple(ctx: ServiceContext, request: IntentSimpleRequest): never {
  assertChain(ctx.contexts, request.srcChainId, ['srcChainId'])
  assertChain(ctx.contexts, request.dstChainId, ['dstChainId'])
  throw badRequest(
    'The devnet does not route intents (intent-simple) yet; compose the swap and bridge calls with /instructions/build flows.',
  )
}
