// What an app imports from supertx-kit, one row each, measured with zod external (as an app that uses
// zod itself sees the kit) and counted (as an app whose only zod is the kit's). Printed by `npm run
// bench` (bench/bundle-size.ts) to see where the bytes are, never guarded: the guard measures what
// users pay, on the reference app (bench/reference-app.ts, scripts/check-size.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, type Stub } from './bundle-app.js'

export type BundleCase = { label: string; code: string }

const names = (pattern: RegExp) =>
  [...new Set(readFileSync(join(root, 'src/react/index.ts'), 'utf8').match(pattern))].sort()
export const hooks = names(/\buse[A-Z]\w*(?=,?\s*\n?\s*\}?\s*from|,)/g)
if (!hooks.length) throw new Error('no hooks found in src/react/index.ts')

export const bundleCases: BundleCase[] = [
  {
    label: '{ useSupertransaction, createSupertxConfig, SupertxProvider }',
    code: "export { useSupertransaction, createSupertxConfig, SupertxProvider } from 'supertx-kit'",
  },
  {
    label: '{ useQuote, SupertxProvider }',
    code: "export { useQuote, SupertxProvider } from 'supertx-kit'",
  },
  {
    label: '{ useQuote }',
    code: "export { useQuote } from 'supertx-kit'",
  },
  {
    label: "{ createSupertxClient } from 'supertx-kit/core'",
    code: "export { createSupertxClient } from 'supertx-kit/core'",
  },
  {
    label: 'every hook + SupertxProvider (no component)',
    code: `export { ${hooks.join(', ')}, SupertxProvider } from 'supertx-kit'`,
  },
  {
    label: "* as all from 'supertx-kit' (hooks and components)",
    code: "import * as all from 'supertx-kit'\nexport default all",
  },
  {
    label: '{ SupertxTracker, SupertxProvider }',
    code: "export { SupertxTracker, SupertxProvider } from 'supertx-kit'",
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
export type ComponentCost = { label: string; code: string; without: Stub }

export const componentCosts: ComponentCost[] = [
  {
    label: '<BalanceChanges> beyond { QuoteSummary, SupertxProvider }',
    code: "export { QuoteSummary, SupertxProvider } from 'supertx-kit'",
    without: {
      module: /[\\/]BalanceChanges[\\/]BalanceChanges\.js$/,
      contents: 'export const BalanceChanges = () => null',
    },
  },
]
