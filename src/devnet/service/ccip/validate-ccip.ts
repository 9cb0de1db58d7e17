import type { Address } from 'viem'
import type { AmountOrRuntimeBalance } from '../../../core/schemas/runtime-balance.js'
import type { ChainContext, DevnetToken } from '../../chains/chain-context.js'
import { assertChain, validationError } from '../api-errors.js'

export type CcipFields = {
  srcToken: Address
  dstToken: Address
  srcChainId: number
  dstChainId: number
  amount: AmountOrRuntimeBalance
}

export type ValidateCcipReturnType = {
  source: ChainContext
  destination: ChainContext
  token: DevnetToken
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Checks a bridge request against what the devnet bridge can do: both chains run here (400
 * INVALID_CHAIN), they differ, the token is a devnet token, and dstToken is that same token (the
 * bridge mints it at the same address on the destination); otherwise 400 VALIDATION_ERROR with
 * `path` + the offending field.
 */
export function validateCcip(
  chains: Map<number, ChainContext>,
  fields: CcipFields,
  path: string[] = [],
): ValidateCcipReturnType {
  const { srcToken, dstToken, srcChainId, dstChainId, amount } = fields
  const source = assertChain(chains, srcChainId, [...path, 'srcChainId'])
  const destination = assertChain(chains, dstChainId, [...path, 'dstChainId'])
  if (srcChainId === dstChainId) {
    throw validationError(
      `srcChainId and dstChainId are both ${srcChainId}; a bridge moves tokens between two different chains.`,
      [...path, 'dstChainId'],
    )
  }
  const token = source.tokensByAddress.get(srcToken.toLowerCase())
  if (!token) {
    const known = [...source.tokensByAddress.values()].map((t) => `${t.symbol} ${t.address}`)
    throw validationError(
      `${srcToken} is not a token the devnet bridge carries on chain ${srcChainId}; use one of ${known.join(', ')}.`,
      [...path, 'srcToken'],
    )
  }
  if (!same(dstToken, srcToken) || !destination.tokensByAddress.has(dstToken.toLowerCase())) {
    throw validationError(
      `The devnet bridge delivers ${token.symbol} at the same address on chain ${dstChainId}: dstToken must be ${token.address}, got ${dstToken}.`,
      [...path, 'dstToken'],
    )
  }
  if (typeof amount === 'string' && BigInt(amount) === 0n) {
    throw validationError('amount must be greater than 0: the bridge refuses empty locks.', [
      ...path,
      'amount',
    ])
  }
  if (typeof amount !== 'string' && !same(amount.tokenAddress, srcToken)) {
    throw validationError(
      `The runtime balance must be of srcToken ${token.address} (the token being bridged), got ${amount.tokenAddress}.`,
      [...path, 'amount', 'tokenAddress'],
    )
  }
  return { source, destination, token }
}
