import { type Address, isAddress, maxUint256, numberToHex } from 'viem'
import { type Constraint, ConstraintType } from './types.js'

/**
 * A value read at execution time: `IERC20(tokenAddress).balanceOf(targetAddress)`
 * (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, RuntimeBalance).
 */
export type RuntimeErc20Balance = {
  type: 'runtimeErc20Balance'
  tokenAddress: Address
  /** Whose balance; defaults to the orchestrator account the call runs from. */
  targetAddress?: Address
  /** Conditions the balance must meet before the call may run (decimal strings or bigints). */
  constraints?: { gte?: string | bigint; lte?: string | bigint; eq?: string | bigint }
}

export function isRuntimeErc20Balance(value: unknown): value is RuntimeErc20Balance {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'runtimeErc20Balance'
  )
}

/** True when a runtime balance hides anywhere inside arrays or tuples of `value`. */
export function containsRuntimeBalance(value: unknown): boolean {
  if (isRuntimeErc20Balance(value)) return true
  if (Array.isArray(value)) return value.some(containsRuntimeBalance)
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).some(containsRuntimeBalance)
  }
  return false
}

function toWord(raw: string | bigint, key: string): `0x${string}` {
  let value: bigint
  try {
    value = BigInt(raw)
  } catch {
    throw new Error(`Runtime balance constraint "${key}" must be an integer, got "${String(raw)}".`)
  }
  if (value < 0n || value > maxUint256) {
    throw new Error(`Runtime balance constraint "${key}" must fit a uint256, got ${value}.`)
  }
  return numberToHex(value, { size: 32 })
}

/** Checks the object and turns its `constraints` into on-chain constraints (order: eq, gte, lte). */
export function parseRuntimeBalance(
  balance: RuntimeErc20Balance,
  defaultTarget: Address,
): { token: Address; target: Address; constraints: Constraint[] } {
  const target = balance.targetAddress ?? defaultTarget
  if (!isAddress(balance.tokenAddress, { strict: false })) {
    throw new Error(`Runtime balance tokenAddress "${balance.tokenAddress}" is not an address.`)
  }
  if (!isAddress(target, { strict: false })) {
    throw new Error(`Runtime balance targetAddress "${target}" is not an address.`)
  }
  const constraints: Constraint[] = []
  const given = balance.constraints ?? {}
  for (const key of ['eq', 'gte', 'lte'] as const) {
    const raw = given[key]
    if (raw === undefined) continue
    const constraintType = {
      eq: ConstraintType.Eq,
      gte: ConstraintType.Gte,
      lte: ConstraintType.Lte,
    }[key]
    constraints.push({ constraintType, referenceData: toWord(raw, key) })
  }
  return { token: balance.tokenAddress, target, constraints }
}
