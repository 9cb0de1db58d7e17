import { decodeErrorResult, type Hex } from 'viem'
import { devPermitTokenAbi } from '../artifacts/DevPermitToken.js'
import { devPoolAbi } from '../artifacts/DevPool.js'
import { getRevertData } from '../protocol/revert.js'

/**
 * The revert data of a viem error (`getRevertData`), when it carries at least a
 * selector: bare `0x` counts as no data, so the receipt keeps the RPC error's own message.
 */
export function revertDataOf(error: unknown): Hex | undefined {
  const data = getRevertData(error)
  return data && data.length >= 10 ? data : undefined
}

// Inner reasons come from the called contracts: devnet tokens and pools (OpenZeppelin custom
// errors) or any contract's Error(string) / Panic(uint256), which decodeErrorResult knows.
const innerAbis = [devPermitTokenAbi, devPoolAbi] as const

/** A called contract's revert data in words: custom error with args, Error(string) or Panic. */
export function describeInner(reason: Hex): string {
  if (reason === '0x') return 'reverted without a reason'
  for (const abi of innerAbis) {
    try {
      const decoded = decodeErrorResult({ abi, data: reason }) as {
        errorName: string
        args?: readonly unknown[]
      }
      if (decoded.errorName === 'Error') return String(decoded.args?.[0])
      const args = (decoded.args ?? []).map((a) => String(a)).join(', ')
      return `${decoded.errorName}(${args})`
    } catch {}
  }
  return `reverted with data ${reason}`
}
