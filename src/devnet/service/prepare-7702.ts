import type { Prepare7702Request, Prepare7702Response } from '../../core/schemas/prepare7702.js'
import { assertChain } from './api-errors.js'
import { requireOwner } from './owner.js'
import { authorizationsToSign, missingDelegations } from './quote/delegation.js'
import type { ServiceContext } from './service-context.js'

/**
 * POST /v1/mee/prepare7702: the authorizations the EOA still needs on the chains its instructions
 * touch where it is not yet delegated to the 2.2.1 implementation — one with `chainId: 0`
 * (multichain) when the EOA's nonce is the same on all of them, else one per chain.
 */
export async function prepare7702(
  ctx: ServiceContext,
  request: Prepare7702Request,
): Promise<Prepare7702Response> {
  const owner = requireOwner(request.ownerAddress)
  for (const [i, ins] of request.instructions.entries()) {
    assertChain(ctx.chains, ins.chainId, ['instructions', String(i), 'chainId'])
  }
  const chainIds = request.instructions.map((ins) => ins.chainId)
  return authorizationsToSign(await missingDelegations(ctx, owner, chainIds))
}
