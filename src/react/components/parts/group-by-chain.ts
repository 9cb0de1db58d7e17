'use client'
/** Operations grouped by chain, in quote order, each with its number in the quote (from 1). */
export function groupByChain<op extends { chainId: number }>(userOps: readonly op[]) {
  const groups = new Map<number, { op: op; index: number }[]>()
  userOps.forEach((op, i) => {
    const group = groups.get(op.chainId) ?? []
    group.push({ op, index: i + 1 })
    groups.set(op.chainId, group)
  })
  return [...groups].map(([chainId, ops]) => ({ chainId, ops }))
}
