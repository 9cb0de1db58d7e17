// The size guard `npm test` runs after `npm run build`: what an app ships up front, measured on
// `dist` as esbuild bundles it (peers external, code split, min + gzip -9). It fails above the
// ceilings, which sit just over today's sizes so nothing grows unnoticed; the goals are printed
// beside them, marked "not met yet" where a bundle is still above its goal (see `npm run bench`
// for the full table, with Vite beside esbuild).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { esbuildSizeOf, gzipSize, root, withApp } from '../bench/bundle-app.js'

// Ceilings sit just over the sizes measured when they were last lowered; goals are the issues'.
const checks = [
  {
    label: '{ useSupertransaction, createSupertxConfig, SupertxProvider }',
    code: "export { useSupertransaction, createSupertxConfig, SupertxProvider } from 'supertx-kit'",
    ceilingKb: 17.4,
    goalKb: 18,
  },
  {
    label: '{ useQuote, SupertxProvider }',
    code: "export { useQuote, SupertxProvider } from 'supertx-kit'",
    ceilingKb: 11.9,
    goalKb: 12,
  },
  {
    label: '{ useQuote }',
    code: "export { useQuote } from 'supertx-kit'",
    ceilingKb: 8.9,
    goalKb: 10,
  },
  {
    label: "{ createSupertxClient } from 'supertx-kit/core'",
    code: "export { createSupertxClient } from 'supertx-kit/core'",
    ceilingKb: 11.3,
    goalKb: 14,
  },
  {
    label: "* as all from 'supertx-kit'",
    code: "import * as all from 'supertx-kit'\nexport default all",
    ceilingKb: 46.9,
    goalKb: 40,
  },
  {
    label: '{ SupertxTracker, SupertxProvider }',
    code: "export { SupertxTracker, SupertxProvider } from 'supertx-kit'",
    ceilingKb: 14.3,
    goalKb: 20,
  },
]

const over: string[] = []
const report = (label: string, gzipBytes: number, ceilingKb: number, goalKb: number) => {
  const kb = gzipBytes / 1024
  const line = `${label}: ${kb.toFixed(1)} kB gzip (ceiling ${ceilingKb} kB, goal ${goalKb} kB${kb > goalKb ? ', not met yet' : ''})`
  console.log(`size: ${line}`)
  if (kb > ceilingKb) over.push(line)
}
await withApp(async (app) => {
  for (const [index, { label, code, ceilingKb, goalKb }] of checks.entries())
    report(label, (await esbuildSizeOf(app, `size-${index}`, code)).gzip, ceilingKb, goalKb)
})
report('styles.css', gzipSize(readFileSync(join(root, 'dist/styles.css'))), 6, 6)
if (over.length) {
  console.error(`Over the size ceiling:\n  ${over.join('\n  ')}`)
  process.exit(1)
}
