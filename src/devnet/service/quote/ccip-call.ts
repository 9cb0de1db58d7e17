import type { Address } from 'viem'
import type { AmountOrRuntimeBalance } from '../../../core/schemas/runtime-balance.js'
import { buildCall } from '../../protocol/inputs.js'
import type { Call } from '../../protocol/types.js'
import { assertChain, validationError } from '../api-errors.js'
import type { ChainContext } from '../network.js'

export type CcipParameters = {
  srcToken: Address
  dstToken: Address
  srcChainId: number
  dstChainId: number
  amount: AmountOrRuntimeBalance
}

/**
 * The devnet's bridge call: `bridge.lock(token, amount, dstChainId, recipient)` run by the account
 * on the source chain (it burns the account's tokens; the devnet relayer mints them to `recipient`
 * on the destination). Tokens keep their address across devnet chains, so dstToken = srcToken.
 */
export function ccipCall(
  contexts: Map<number, ChainContext>,
  parameters: CcipParameters,
  account: { source: Address; recipient: Address },
  path: string[],
): Call & { functionSig: string } {
  const src = assertChain(contexts, parameters.srcChainId, [...path, 'srcChainId'])
  assertChain(contexts, parameters.dstChainId, [...path, 'dstChainId'])
  if (parameters.srcChainId === parameters.dstChainId) {
    throw validationError('srcChainId and dstChainId must differ for a bridge.', [
      ...path,
      'dstChainId',
    ])
  }
  if (parameters.srcToken.toLowerCase() !== parameters.dstToken.toLowerCase()) {
    throw validationError(
      'The devnet bridge carries a token to the same address on the destination chain: dstToken must equal srcToken.',
      [...path, 'dstToken'],
    )
  }
  if (!src.tokensByAddress.has(parameters.srcToken.toLowerCase())) {
    throw validationError(
      `${parameters.srcToken} is not a devnet token on chain ${parameters.srcChainId}; the bridge carries USDC, WETH and USDT.`,
      [...path, 'srcToken'],
    )
  }
  const amount =
    typeof parameters.amount === 'string' ? BigInt(parameters.amount) : parameters.amount
  return buildCall({
    to: src.deployment.bridge,
    functionSignature:
      'function lock(address token, uint256 amount, uint256 dstChainId, address recipient)',
    args: [parameters.srcToken, amount, BigInt(parameters.dstChainId), account.recipient],
    defaultTarget: account.source,
  })
}
