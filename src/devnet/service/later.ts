import { getAddress } from 'viem'
import type { BuildCcipRequest, BuildCcipResponse } from '../../core/schemas/instructions.js'
import type { IntentSimpleRequest } from '../../core/schemas/intent.js'
import type { Prepare7702Request, Prepare7702Response } from '../../core/schemas/prepare7702.js'
import { assertChain, badRequest } from './api-errors.js'
import type { ServiceContext } from './context.js'
import { ccipCall } from './quote/ccip-call.js'
import { toApiCall } from './quote/to-api-call.js'

/**
 * POST /v1/mee/prepare7702: the authorizations the EOA still needs, one per chain its
 * instructions touch where it is not yet delegated to the 2.2.1 implementation.
 */
export async function prepare7702(
  ctx: ServiceContext,
  request: Prepare7702Request,
): Promise<Prepare7702Response> {
  const owner = getAddress(request.ownerAddress)
  const chainIds = [...new Set(request.instructions.map((ins) => ins.chainId))]
  for (const [i, ins] of request.instructions.entries()) {
    assertChain(ctx.contexts, ins.chainId, ['instructions', String(i), 'chainId'])
  }
  const needed: Prepare7702Response = []
  for (const chainId of chainIds) {
    const chain = ctx.contexts.get(chainId)!
    const implementation = chain.deployment.implementation221
    const code = await ctx.accounts.code(chain, owner)
    if (code.toLowerCase() === `0xef0100${implementation.slice(2)}`.toLowerCase()) continue
    const nonce = await chain.publicClient.getTransactionCount({ address: owner })
    needed.push({ address: implementation, chainId, nonce })
  }
  return needed
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
