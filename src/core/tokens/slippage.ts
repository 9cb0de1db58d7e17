const SCALE = 10n ** 18n

/**
 * `amount · (1 - slippage)`, floored, in bigint math: the slippage (a fraction from 0 to 1) is
 * taken to 18 decimals, so no float ever multiplies a wei amount. The least an intent's route may
 * deliver: the devnet's router sets its minimums with it, and the checks before signing hold a
 * quote's minimum to it.
 *
 * @example
 * applySlippage(1_000_000n, 0.01) // 990_000n
 */
export function applySlippage(amount: bigint, slippage: number): bigint {
  if (!(slippage >= 0 && slippage <= 1)) {
    throw new RangeError(`slippage must be between 0 and 1, got ${slippage}.`)
  }
  const [whole, fraction = ''] = slippage.toFixed(18).split('.')
  const scaled = BigInt(whole!) * SCALE + BigInt(fraction.padEnd(18, '0'))
  return (amount * (SCALE - scaled)) / SCALE
}
