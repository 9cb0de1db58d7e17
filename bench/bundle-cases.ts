// What an app imports from supertx-kit, one row each, measured with zod external (as an app that uses
// zod itself sees the kit) and counted (as an app whose only zod is the kit's). The rows with a goal
// are guarded by `npm test` (scripts/check-size.ts) at their goal, or, while a row is above its
// goal, at the size it had when that was last measured (`heldKb`, printed "not met yet") so it
// does not grow unnoticed. `npm run bench` (bench/bundle-size.ts) prints every row.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, type Stub, type ZodMode } from './bundle-app.js'

/** What zod/mini may add to a row when the app has no zod of its own: goal + this, gzip kB. */
export const ZOD_ALLOWANCE_KB = 9

export type BundleCase = {
  label: string
  code: string
  /** The goal with zod external, gzip kB; with zod counted it is this + ZOD_ALLOWANCE_KB. */
  goalKb?: number
  /** A row above its goal: the ceilings the guard holds it at meanwhile, gzip kB. */
  heldKb?: Partial<Record<ZodMode, number>>
}

/** A guarded row's goal (the ceiling once met) with zod external or counted. */
export function goalOf(row: BundleCase, zod: ZodMode): number | undefined {
  if (row.goalKb === undefined) return undefined
  return zod === 'external' ? row.goalKb : row.goalKb + ZOD_ALLOWANCE_KB
}

const names = (pattern: RegExp) =>
  [...new Set(readFileSync(join(root, 'src/react/index.ts'), 'utf8').match(pattern))].sort()
export const hooks = names(/\buse[A-Z]\w*(?=,?\s*\n?\s*\}?\s*from|,)/g)
if (!hooks.length) throw new Error('no hooks found in src/react/index.ts')

export const bundleCases: BundleCase[] = [
  {
    label: '{ useSupertransaction, createSupertxConfig, SupertxProvider }',
    code: "export { useSupertransaction, createSupertxConfig, SupertxProvider } from 'supertx-kit'",
    goalKb: 16,
    heldKb: { external: 21.2, counted: 30.9 },
  },
  {
    label: '{ useQuote, SupertxProvider }',
    code: "export { useQuote, SupertxProvider } from 'supertx-kit'",
    goalKb: 10,
    heldKb: { external: 13.4, counted: 22.7 },
  },
  {
    label: '{ useQuote }',
    code: "export { useQuote } from 'supertx-kit'",
    goalKb: 7,
    heldKb: { external: 8.9, counted: 18.2 },
  },
  {
    label: "{ createSupertxClient } from 'supertx-kit/core'",
    code: "export { createSupertxClient } from 'supertx-kit/core'",
    goalKb: 9,
    heldKb: { external: 9.4, counted: 18.8 },
  },
  {
    label: 'every hook + SupertxProvider (no component)',
    code: `export { ${hooks.join(', ')}, SupertxProvider } from 'supertx-kit'`,
    goalKb: 22,
    heldKb: { external: 26.9, counted: 36.5 },
  },
  {
    label: "* as all from 'supertx-kit' (hooks and components)",
    code: "import * as all from 'supertx-kit'\nexport default all",
    goalKb: 48,
    // Held 1.8 kB higher since the kit reads ERC-20 facts with its own eth_call (read-token.ts:
    // viem's call/multicall it replaces are not counted here, viem being external; the reference
    // app lost 14 kB with it) and the components load the error words on mount (the loader; this
    // row exports describeError, so the words stay up front here).
    heldKb: { external: 63.8, counted: 73.4 },
  },
  {
    label: '{ SupertxTracker, SupertxProvider }',
    code: "export { SupertxTracker, SupertxProvider } from 'supertx-kit'",
    goalKb: 14,
    heldKb: { external: 16.3, counted: 25.9 },
  },
  {
    label: '{ Supertransaction, SupertxProvider }',
    code: "export { Supertransaction, SupertxProvider } from 'supertx-kit'",
  },
  { label: '{ FlowBuilder }', code: "export { FlowBuilder } from 'supertx-kit'" },
  ...hooks
    .filter((hook) => hook !== 'useQuote')
    .map((hook) => ({ label: `{ ${hook} }`, code: `export { ${hook} } from 'supertx-kit'` })),
]

/**
 * What one component adds to another that shows it by default: the import built as it is and
 * with the component's module stubbed out (zod external), the difference in gzip kB.
 */
export type ComponentCost = { label: string; code: string; without: Stub; goalKb: number }

export const componentCosts: ComponentCost[] = [
  {
    label: '<BalanceChanges> beyond { QuoteSummary, SupertxProvider }',
    code: "export { QuoteSummary, SupertxProvider } from 'supertx-kit'",
    without: {
      module: /[\\/]BalanceChanges[\\/]BalanceChanges\.js$/,
      contents: 'export const BalanceChanges = () => null',
    },
    goalKb: 4,
  },
]

/** styles.css, gzip -9. */
export const stylesCase = { goalKb: 6 }
