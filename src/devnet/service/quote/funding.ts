import type { Address } from 'viem'
import { buildCall } from '../../../core/protocol/inputs.js'
import type { Call } from '../../../core/protocol/types.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { assertChain, validationError } from '../api-errors.js'

export type FundingToken = { tokenAddress: Address; chainId: number; amount: string }

/** The one token an eoa-mode quote pulls from the owner into the account. */
export type Funding = {
  chainId: number
  token: Address
  amount: bigint
  /** EIP-2612 token: the owner signs a permit; otherwise the owner sends an approve tx. */
  permit: boolean
}

/**
 * Checks an eoa-mode request's funding. The devnet takes exactly one funding token per eoa quote:
 * one permit signature or one approve transaction authorizes the whole supertransaction.
 */
export function resolveFunding(
  fundingTokens: readonly FundingToken[] | undefined,
  chains: Map<number, ChainContext>,
): Funding {
  if (fundingTokens?.length !== 1) {
    throw validationError(
      `eoa mode needs exactly one funding token (got ${fundingTokens?.length ?? 0}): the owner's permit or approve of it authorizes the quote. Use smart-account mode to spend what the account already holds.`,
      ['fundingTokens'],
    )
  }
  const [funding] = fundingTokens as [FundingToken]
  const context = assertChain(chains, funding.chainId, ['fundingTokens', '0', 'chainId'])
  const amount = BigInt(funding.amount)
  if (amount === 0n) {
    throw validationError('The funding amount must be greater than 0.', [
      'fundingTokens',
      '0',
      'amount',
    ])
  }
  const known = context.tokensByAddress.get(funding.tokenAddress.toLowerCase())
  if (!known) {
    // Any other address would get an approve quote for a contract the devnet never deployed.
    const tokens = [...context.tokensByAddress.values()].map((t) => `${t.symbol} ${t.address}`)
    throw validationError(
      `${funding.tokenAddress} is not a devnet token on chain ${funding.chainId}; fund with one of ${tokens.join(', ')}.`,
      ['fundingTokens', '0', 'tokenAddress'],
    )
  }
  return { chainId: funding.chainId, token: known.address, amount, permit: known.permit }
}

/** `token.transferFrom(owner, account, amount)`: the account pulls the owner's funds. */
export function fundingPullCall(funding: Funding, owner: Address, account: Address): Call {
  const { functionSig: _, ...call } = buildCall({
    to: funding.token,
    functionSignature: 'transferFrom(address,address,uint256)',
    args: [owner, account, funding.amount],
    defaultTarget: account,
  })
  return call
}
