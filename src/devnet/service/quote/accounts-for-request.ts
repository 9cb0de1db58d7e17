import { type Address, getAddress } from 'viem'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import type { ServiceContext } from '../service-context.js'

/**
 * The account that runs ops on a chain: `accountAddress[chainId]` when given (e.g. an upgraded
 * legacy account), else the owner's 2.2.1 orchestrator account; in eoa-7702 the EOA itself.
 */
export function accountsForRequest(ctx: ServiceContext, request: QuoteRequest) {
  const owner = getAddress(request.ownerAddress)
  return async (chainId: number): Promise<Address> => {
    if (request.mode === 'eoa-7702') return owner
    const override = request.accountAddress?.[String(chainId)]
    if (override) return getAddress(override)
    return ctx.accounts.address(owner)
  }
}
