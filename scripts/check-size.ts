// The size guard `npm test` runs after `npm run build`: what an app ships up front, measured on
// `dist` as esbuild bundles it (peers external, code split, min + gzip -9). It fails above the
// ceilings, which sit just over today's sizes so nothing grows unnoticed; the goals are printed
// beside them, marked "not met yet" where a bundle is still above its goal (see `npm run bench`
// for the full table, with Vite beside esbuild).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { esbuildSizeOf, gzipSize, root, withApp } from '../bench/bundle-app.js'
import { type BundleCase, bundleCases, stylesCase } from '../bench/bundle-cases.js'

// Only the rows with a ceiling are guarded; every guarded row has a goal too.
const checks = bundleCases.filter(
  (c): c is Required<BundleCase> => c.ceilingKb !== undefined && c.goalKb !== undefined,
)

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
report(
  'styles.css',
  gzipSize(readFileSync(join(root, 'dist/styles.css'))),
  stylesCase.ceilingKb,
  stylesCase.goalKb,
)
if (over.length) {
  console.error(`Over the size ceiling:\n  ${over.join('\n  ')}`)
  process.exit(1)
}
