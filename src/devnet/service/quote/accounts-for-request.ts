import { type Address, getAddress } from 'viem'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import { badRequest } from '../api-errors.js'
import type { ServiceContext } from '../context.js'
import { DevnetApiError } from '../errors.js'

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

/**
 * eoa-7702 needs the EOA delegated to the 2.2.1 implementation on every chain it touches. When it
 * is not, answer 412 with the authorizations to sign (spec, POST /v1/quote rule 1).
 */
export async function requireDelegation(
  ctx: ServiceContext,
  request: QuoteRequest,
  chainIds: number[],
): Promise<void> {
  const owner = getAddress(request.ownerAddress)
  const missing: { address: Address; chainId: number; nonce: number }[] = []
  for (const chainId of chainIds) {
    const chain = ctx.contexts.get(chainId)!
    const implementation = chain.deployment.implementation221
    const code = await ctx.accounts.code(chain, owner)
    if (code.toLowerCase() === `0xef0100${implementation.slice(2)}`.toLowerCase()) continue
    const nonce = await chain.publicClient.getTransactionCount({ address: owner })
    missing.push({ address: implementation, chainId, nonce })
  }
  if (missing.length === 0) return
  if (request.authorizations?.length) {
    throw badRequest(
      'The devnet does not submit EIP-7702 authorizations yet: delegate the EOA to the 2.2.1 implementation yourself (a type-4 transaction), then quote without authorizations.',
      ['authorizations'],
    )
  }
  const chains = missing.map((m) => m.chainId).join(', ')
  throw new DevnetApiError(412, {
    code: 'AUTHORIZATION_REQUIRED',
    message: `The EOA ${owner} is not delegated to the orchestrator implementation on chain(s) ${chains}: sign these EIP-7702 authorizations and repeat the quote with them.`,
    errors: [],
    authorizations: missing,
  })
}
