import { type Address, formatUnits, getAddress } from 'viem'
import type { FeeToken } from '../../../core/schemas/quote.js'
import { devPoolAbi } from '../../artifacts/DevPool.js'
import type { ChainContext, DevnetToken } from '../../chains/chain-context.js'
import { assertChain, validationError } from '../api-errors.js'
import type { ServiceContext } from '../service-context.js'

/** A quote's fee: what the account pays the node, and the gas budget it stands for. */
export type FeeQuote = {
  token: DevnetToken
  chainId: number
  /** The fee in the token's smallest unit (`fee.amount`, `paymentInfo.tokenWeiAmount`). */
  tokenWei: bigint
  /** The gas budget in wei: every op's maximum gas × its chain's gas price (`paymentInfo.gasFee`). */
  gasWei: bigint
  /** USD value as a decimal string (USDC and USDT count as 1 USD). */
  tokenValue: string
  /** Receives `gasWei` minus the gas actually spent, in native ETH, after execution. */
  refundTo: Address
}

/** The fee token, checked: a devnet token on a devnet chain (400 VALIDATION_ERROR otherwise). */
export function resolveFeeToken(ctx: ServiceContext, feeToken: FeeToken): DevnetToken {
  const chain = assertChain(ctx.chains, feeToken.chainId, ['feeToken', 'chainId'])
  const token = chain.tokensByAddress.get(feeToken.address.toLowerCase())
  if (!token) {
    const known = Object.values(chain.deployment.tokens)
      .map((t) => `${t.symbol} ${t.address}`)
      .join(', ')
    throw validationError(
      `${feeToken.address} cannot pay fees on chain ${feeToken.chainId}; the devnet takes ${known}.`,
      ['feeToken', 'address'],
      'UNSUPPORTED_FEE_TOKEN',
    )
  }
  return token
}

/** USDC per WETH from the pool's reserves, as a ratio of smallest units (USDC units per wei). */
async function usdcPerWei(chain: ChainContext): Promise<{ num: bigint; den: bigint }> {
  const [usdc, weth] = await chain.publicClient.readContract({
    address: chain.deployment.pool,
    abi: devPoolAbi,
    functionName: 'getReserves',
  })
  return { num: usdc, den: weth }
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/**
 * The fee for a gas budget of `gasWei`: converted at the fee chain's USDC/WETH pool spot price
 * (WETH 1:1, USDT as USDC), rounded up.
 */
export async function feeForGas(
  ctx: ServiceContext,
  parameters: { feeToken: FeeToken; gasWei: bigint; owner: Address },
): Promise<FeeQuote> {
  const { feeToken, gasWei } = parameters
  const token = resolveFeeToken(ctx, feeToken)
  const rate = await usdcPerWei(ctx.chains.get(feeToken.chainId)!)
  const stable = token.symbol !== 'WETH'
  const tokenWei = stable ? ceilDiv(gasWei * rate.num, rate.den) : gasWei
  const usd = stable ? tokenWei : ceilDiv(gasWei * rate.num, rate.den)
  return {
    token,
    chainId: feeToken.chainId,
    tokenWei,
    gasWei,
    tokenValue: formatUnits(usd, 6),
    refundTo: getAddress(feeToken.gasRefundAddress ?? parameters.owner),
  }
}
