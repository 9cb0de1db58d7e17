import { decodeErrorResult, type Hex } from 'viem'
import { devPermitTokenAbi } from '../artifacts/DevPermitToken.js'
import { devPoolAbi } from '../artifacts/DevPool.js'
import { orchestratorAccount221Abi } from '../artifacts/OrchestratorAccount221.js'
import { getRevertData } from '../protocol/revert.js'

/** A decoded revert of `executeUserOp`. */
export type Revert = {
  /** The account's error name (`ConstraintNotMet`, `CallFailed`, ...) or `unknown`. */
  name: string
  /** Human-readable reason, with the inner reason of a failing call decoded. */
  message: string
  data: Hex | undefined
}

/**
 * The revert data of a viem error (the protocol mirror's `getRevertData`), when it carries at least a
 * selector: bare `0x` counts as no data, so the receipt keeps the RPC error's own message.
 */
export function revertDataOf(error: unknown): Hex | undefined {
  const data = getRevertData(error)
  return data && data.length >= 10 ? data : undefined
}

// Inner reasons come from the called contracts: devnet tokens and pools (OpenZeppelin custom
// errors) or any contract's Error(string) / Panic(uint256), which decodeErrorResult knows.
const innerAbis = [devPermitTokenAbi, devPoolAbi, orchestratorAccount221Abi] as const

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

/** Decodes `executeUserOp` revert data into a name and a message fit for a receipt. */
export function decodeRevert(data: Hex | undefined, fallback = 'reverted'): Revert {
  if (!data) return { name: 'unknown', message: fallback, data }
  try {
    const decoded = decodeErrorResult({ abi: orchestratorAccount221Abi, data })
    const args = decoded.args ?? []
    if (decoded.errorName === 'CallFailed') {
      const [index, reason] = args as readonly [bigint, Hex]
      return { name: 'CallFailed', message: `call ${index} failed: ${describeInner(reason)}`, data }
    }
    return { name: decoded.errorName, message: describeInner(data), data }
  } catch {
    return { name: 'unknown', message: describeInner(data), data }
  }
}
