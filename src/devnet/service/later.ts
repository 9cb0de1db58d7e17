import { getAddress } from 'viem'
import type { BuildCcipRequest } from '../../core/schemas/instructions.js'
import type { IntentSimpleRequest } from '../../core/schemas/intent.js'
import type { Prepare7702Request, Prepare7702Response } from '../../core/schemas/prepare7702.js'
import { assertChain, badRequest } from './api-errors.js'
import type { ServiceContext } from './context.js'

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

/** POST /v1/instructions/build-ccip: validated; bridging instructions land in a later part. */
export function buildCcip(ctx: ServiceContext, request: BuildCcipRequest): never {
  assertChain(ctx.contexts, request.srcChainId, ['srcChainId'])
  assertChain(ctx.contexts, request.dstChainId, ['dstChainId'])
  throw badRequest(
    'The devnet does not build bridge (build-ccip) instructions yet; bridge with a /instructions/build flow calling the devnet bridge’s lock(token, amount, dstChainId, recipient).',
  )
}

/** POST /v1/instructions/intent-simple: validated; routing lands in a later part. */
export function intentSimple(ctx: ServiceContext, request: IntentSimpleRequest): never {
  assertChain(ctx.contexts, request.srcChainId, ['srcChainId'])
  assertChain(ctx.contexts, request.dstChainId, ['dstChainId'])
  throw badRequest(
    'The devnet does not route intents (intent-simple) yet; compose the swap and bridge calls with /instructions/build flows.',
  )
}
