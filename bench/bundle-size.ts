// Bundle figures: what an app ships for one import from supertx-kit, measured on the built `dist`
// as an app's bundler meets it (resolved through the package's `exports`, honouring `sideEffects`),
// with esbuild and with Vite (Rolldown) both; react, react-dom, wagmi, viem and
// @tanstack/react-query external, and zod once external and once counted. min + gzip -9. Then
// styles.css, the reference app (what the kit adds to a Vite + React + wagmi app) and the package's
// packed and unpacked size. Printed beside their goals, never asserted (scripts/check-size.ts holds
// the budget).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  esbuildSizeOf,
  gzipSize,
  root,
  type Size,
  withApp,
  withEsbuild,
  withVite,
  zodModes,
} from './bundle-app.js'
import { bundleCases, componentCosts, goalOf, stylesCase } from './bundle-cases.js'
import { proseShare } from './prose-share.js'
import { measureReferenceApp, referenceAppGoals } from './reference-app.js'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export async function measureBundles(): Promise<void> {
  // The app's bundlers read `dist` and the pack holds it whole (types, maps), so build it first.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
  await withApp(async (app) => {
    console.log(
      '\n## Bundle size, app importing dist (min / gzip -9 kB; react, wagmi, viem, react-query external; zod external, then counted)',
    )
    const head = (name: string) =>
      `${`${name}, zod ext.`.padStart(20)} ${`${name}, zod counted`.padStart(20)}`
    console.log(`  ${'import'.padEnd(60)} ${head('esbuild')} ${head('vite')}  goal (gzip)`)
    let all: Buffer | undefined
    for (const [index, row] of bundleCases.entries()) {
      const entry = join(app, `entry-${index}.js`)
      writeFileSync(entry, `${row.code}\n`)
      const cells: string[] = []
      for (const bundle of [withEsbuild, withVite])
        for (const zod of zodModes) {
          const size = await bundle(app, entry, zod)
          if (bundle === withEsbuild && zod === 'external' && row.label.startsWith('* as all'))
            all = size.code
          cells.push(cell(size))
        }
      const goals = zodModes.map((zod) => goalOf(row, zod))
      const goal = goals[0] === undefined ? '' : `  ≤ ${goals.join(' / ')} kB`
      console.log(`  ${row.label.padEnd(60)} ${cells.join(' ')}${goal}`)
    }
    if (all) {
      // Where the all-components size sits: the sentences people read, or the code around them.
      const share = proseShare(all)
      console.log(
        `\n  of \`* as all\` (esbuild, zod external): sentences ${kb(share.proseGzip)} kB gzip (${share.proseChars} characters of English), code ${kb(share.codeGzip)} kB gzip`,
      )
    }
    console.log('\n## What a component adds to one that shows it (esbuild, zod external, gzip -9)')
    for (const [index, cost] of componentCosts.entries()) {
      const code = cost.code
      const whole = await esbuildSizeOf(app, `cost-${index}`, code, 'external')
      const rest = await esbuildSizeOf(app, `cost-${index}-without`, code, 'external', cost.without)
      console.log(
        `  ${cost.label.padEnd(60)} ${kb(whole.gzip - rest.gzip)} kB (of ${kb(whole.gzip)} kB)  goal ≤ ${cost.goalKb} kB`,
      )
    }
  })
  const css = readFileSync(join(root, 'dist/styles.css'))
  console.log(
    `\n## styles.css: ${kb(css.length)} kB, ${kb(gzipSize(css))} kB gzip -9 (goal ≤ ${stylesCase.goalKb} kB gzip)`,
  )
  const app = await measureReferenceApp()
  const notMet = (bytes: number, goalKb: number) => (bytes / 1024 > goalKb ? ', not met yet' : '')
  console.log('\n## Reference app (Vite 8, React 19, wagmi 3; up-front files, each gzip -9)')
  console.log(
    `  without the kit: ${kb(app.without.js)} kB JS, ${kb(app.without.css)} kB CSS; with <Supertransaction>: ${kb(app.withKit.js)} kB JS, ${kb(app.withKit.css)} kB CSS`,
  )
  console.log(
    `  the kit adds ${kb(app.added.js)} kB JS (goal ≤ ${referenceAppGoals.jsKb} kB${notMet(app.added.js, referenceAppGoals.jsKb)}) and ${kb(app.added.css)} kB CSS (goal ≤ ${referenceAppGoals.cssKb} kB${notMet(app.added.css, referenceAppGoals.cssKb)})`,
  )
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as [{ size: number; unpackedSize: number; entryCount: number }]
  console.log(
    `\n## Package: ${kb(pack.size)} kB packed, ${kb(pack.unpackedSize)} kB unpacked, ${pack.entryCount} files`,
  )
}

function cell(size: Size): string {
  return `${kb(size.min).padStart(7)} / ${kb(size.gzip).padStart(5)}`.padStart(20)
}

await measureBundles()
