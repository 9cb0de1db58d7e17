import { BaseError } from '../errors/base.js'

export type InvalidTokenAmountErrorParameters = {
  field: 'amount' | 'decimals'
  /** The value given, shortened to 40 characters. */
  value: unknown
  problem: string
}

/**
 * `formatAmount` got decimals that are not an ERC-20's (an integer from 0 to 255) or an amount
 * outside a uint256: refused before any work, as formatting them took seconds to minutes.
 */
export class InvalidTokenAmountError extends BaseError {
  override name = 'InvalidTokenAmountError'
  override readonly code = 'INVALID_TOKEN_AMOUNT' as const
  declare readonly field: 'amount' | 'decimals'

  constructor({ field, value, problem }: InvalidTokenAmountErrorParameters) {
    const shown = String(value)
    super(
      `Cannot format a token amount: ${field} ${problem} (got ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}).`,
      {
        metaMessages: [
          'Check where the token came from: a token list or a `token` prop with wrong decimals.',
        ],
      },
      { field },
    )
  }
}
