import { BaseError, type Hex, isHex } from 'viem'

function dataOf(error: unknown): Hex | undefined {
  const data = (error as { data?: unknown }).data
  if (isHex(data)) return data
  const nested = (data as { data?: unknown } | undefined)?.data
  return isHex(nested) ? nested : undefined
}

/**
 * The revert data inside a viem error from `call`, `estimateGas` or `sendTransaction` (it sits on
 * the innermost RPC error), to hand to viem's `decodeErrorResult`.
 *
 * @example
 * try { await publicClient.call({ to: entryPoint, data }) }
 * catch (error) { const reason = decodeErrorResult({ abi, data: getRevertData(error) ?? '0x' }) }
 */
export function getRevertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return dataOf(error)
  let found: Hex | undefined
  error.walk((e) => {
    found = dataOf(e) ?? found
    return false
  })
  return found
}
