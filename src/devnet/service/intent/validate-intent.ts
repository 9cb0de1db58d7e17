import type { Address } from 'viem'
import type { AmountOrRuntimeBalance } from '../../../core/schemas/runtime-balance.js'
import type { ChainContext, DevnetToken } from '../../chains/chain-context.js'
import { assertChain, validationError } from '../api-errors.js'

export type IntentFields = {
  srcToken: Address
  dstToken: Address
  srcChainId: number
  dstChainId: number
  amount: AmountOrRuntimeBalance
}

export type ValidateIntentReturnType = {
  source: ChainContext
  destination: ChainContext
  srcToken: DevnetToken
  dstToken: DevnetToken
}

function devnetToken(chain: ChainContext, token: Address, path: string[]): DevnetToken {
  const found = chain.tokensByAddress.get(token.toLowerCase())
  if (found) return found
  const known = [...chain.tokensByAddress.values()].map((t) => `${t.symbol} ${t.address}`)
  throw validationError(
    `${token} is not a devnet token on chain ${chain.chain.id}; use one of ${known.join(', ')}.`,
    path,
  )
}

/**
 * Checks an intent before routing: both chains run here (INVALID_CHAIN), both tokens are devnet
 * tokens on their chains, there is something to do (not the same token on the same chain), and
 * the amount is positive and, as a runtime balance, one of srcToken (VALIDATION_ERROR).
 */
export function validateIntent(
  chains: Map<number, ChainContext>,
  fields: IntentFields,
  path: string[] = [],
): ValidateIntentReturnType {
  const source = assertChain(chains, fields.srcChainId, [...path, 'srcChainId'])
  const destination = assertChain(chains, fields.dstChainId, [...path, 'dstChainId'])
  const srcToken = devnetToken(source, fields.srcToken, [...path, 'srcToken'])
  const dstToken = devnetToken(destination, fields.dstToken, [...path, 'dstToken'])
  if (fields.srcChainId === fields.dstChainId && srcToken.address === dstToken.address) {
    throw validationError(
      `srcToken and dstToken are both ${srcToken.symbol} on chain ${fields.srcChainId}: there is nothing to swap or bridge.`,
      [...path, 'dstToken'],
    )
  }
  const { amount } = fields
  if (typeof amount === 'string' && BigInt(amount) === 0n) {
    throw validationError('amount must be greater than 0.', [...path, 'amount'])
  }
  if (
    typeof amount !== 'string' &&
    amount.tokenAddress.toLowerCase() !== srcToken.address.toLowerCase()
  ) {
    throw validationError(
      `The runtime balance must be of srcToken ${srcToken.address}, got ${amount.tokenAddress}.`,
      [...path, 'amount', 'tokenAddress'],
    )
  }
  return { source, destination, srcToken, dstToken }
}
