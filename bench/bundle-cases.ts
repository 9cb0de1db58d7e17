// What an app imports from supertx-kit, one row each: the goal the issues set and, for the rows
// `npm test` guards (scripts/check-size.ts), a ceiling just over the size measured when it was last
// lowered, so nothing grows unnoticed. `npm run bench` (bench/bundle-size.ts) prints every row.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './bundle-app.js'

export type BundleCase = { label: string; code: string; goalKb?: number; ceilingKb?: number }

const names = (pattern: RegExp) =>
  [...new Set(readFileSync(join(root, 'src/react/index.ts'), 'utf8').match(pattern))].sort()
export const hooks = names(/\buse[A-Z]\w*(?=,?\s*\n?\s*\}?\s*from|,)/g)
if (!hooks.length) throw new Error('no hooks found in src/react/index.ts')

export const bundleCases: BundleCase[] = [
  {
    label: '{ useSupertransaction, createSupertxConfig, SupertxProvider }',
    code: "export { useSupertransaction, createSupertxConfig, SupertxProvider } from 'supertx-kit'",
    goalKb: 18,
    ceilingKb: 20.4,
  },
  {
    label: '{ useQuote, SupertxProvider }',
    code: "export { useQuote, SupertxProvider } from 'supertx-kit'",
    goalKb: 12,
    ceilingKb: 13.2,
  },
  {
    label: '{ useQuote }',
    code: "export { useQuote } from 'supertx-kit'",
    goalKb: 10,
    ceilingKb: 10.2,
  },
  {
    label: "{ createSupertxClient } from 'supertx-kit/core'",
    code: "export { createSupertxClient } from 'supertx-kit/core'",
    goalKb: 14,
    ceilingKb: 11.3,
  },
  {
    label: 'every hook + SupertxProvider (no component)',
    code: `export { ${hooks.join(', ')}, SupertxProvider } from 'supertx-kit'`,
    goalKb: 24,
    ceilingKb: 27.5,
  },
  {
    label: "* as all from 'supertx-kit' (hooks and components)",
    code: "import * as all from 'supertx-kit'\nexport default all",
    goalKb: 40,
    ceilingKb: 51.1,
  },
  {
    label: '{ SupertxTracker, SupertxProvider }',
    code: "export { SupertxTracker, SupertxProvider } from 'supertx-kit'",
    goalKb: 20,
    ceilingKb: 14.6,
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

/** styles.css, gzip -9. */
export const stylesCase = { goalKb: 6, ceilingKb: 6 }
