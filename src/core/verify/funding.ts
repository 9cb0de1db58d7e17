// What an eoa quote's permits or approvals may cover, derived from the request alone: its funding
// tokens, plus the fee where the fee is paid in that token on that chain (https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md,
// Fees: the owner's permit or approve covers funding amount + fee; the fee is what the review shows).
import { QuoteUnverifiableError } from '../errors/wallet.js'
import { mismatch, sameAddress } from './mismatch.js'
import type { VerifyContext } from './types.js'

export type ExpectedFunding = { tokenAddress: string; chainId: number; amount: bigint }

export function expectedFunding({ request, quote }: VerifyContext): ExpectedFunding[] {
  const tokens = request.fundingTokens
  if (!tokens?.length) throw new QuoteUnverifiableError({ missing: 'fundingTokens' })
  const feeToken = request.feeToken
  return tokens.map((token) => {
    const paysFee =
      feeToken !== undefined &&
      feeToken.chainId === token.chainId &&
      sameAddress(feeToken.address, token.tokenAddress)
    if (paysFee) {
      if (!sameAddress(quote.fee.token, feeToken.address))
        mismatch('fee.token', feeToken.address, quote.fee.token)
      if (quote.fee.chainId !== feeToken.chainId)
        mismatch('fee.chainId', feeToken.chainId, quote.fee.chainId)
    }
    const fee = paysFee ? BigInt(quote.fee.amount) : 0n
    return {
      tokenAddress: token.tokenAddress,
      chainId: token.chainId,
      amount: BigInt(token.amount) + fee,
    }
  })
}

/**
 * The funding token an item on `chainId` for `token` pays from. Each is matched at most once: a
 * second permit for the same token would approve the amount twice.
 */
export function matchFunding(
  funding: readonly ExpectedFunding[],
  used: Set<number>,
  at: string,
  chainId: number,
  token: string,
): ExpectedFunding {
  const index = funding.findIndex(
    (f, i) => !used.has(i) && f.chainId === chainId && sameAddress(f.tokenAddress, token),
  )
  if (index < 0)
    mismatch(
      at,
      funding
        .filter((_, i) => !used.has(i))
        .map((f) => `${f.tokenAddress} on chain ${f.chainId}`)
        .join(' or ') || 'no further funding token of the request',
      `${token} on chain ${chainId}`,
    )
  used.add(index)
  return funding[index] as ExpectedFunding
}

/** The owner's account on `chainId`, known without the quote: the spender the item must name. */
export function accountOn({ accounts }: VerifyContext, chainId: number): string {
  const account = accounts[chainId]
  if (!account) throw new QuoteUnverifiableError({ missing: 'accounts', at: `chain ${chainId}` })
  return account
}
