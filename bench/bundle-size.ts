// Bundle figures: what an app ships for one import from supertx-kit, measured on the built `dist`
// as an app's bundler meets it (resolved through the package's `exports`, honouring `sideEffects`),
// with esbuild and with Vite (Rolldown) both; react, react-dom, wagmi, viem and
// @tanstack/react-query external, and zod once external and once counted. min + gzip -9. Then
// styles.css, the reference app (what the kit adds to a Vite + React + wagmi dApp, and the core
// client alone: the figures scripts/check-size.ts guards, with their ceilings) and the package's
// packed and unpacked size; beside the reference app's figures, its peers (@lifi/widget, Relay's
// kit, @biconomy/abstractjs) built the same way, installed on demand (bench/peers.ts). Printed,
// never asserted here.
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
import { bundleCases, componentCosts } from './bundle-cases.js'
import { printPeers } from './peers.js'
import { proseShare } from './prose-share.js'
import { guardedFigures, measureReferenceApp, printChunks } from './reference-app.js'

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
    console.log(`  ${'import'.padEnd(60)} ${head('esbuild')} ${head('vite')}`)
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
      console.log(`  ${row.label.padEnd(60)} ${cells.join(' ')}`)
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
        `  ${cost.label.padEnd(60)} ${kb(whole.gzip - rest.gzip)} kB (of ${kb(whole.gzip)} kB)`,
      )
    }
  })
  const css = readFileSync(join(root, 'dist/styles.css'))
  console.log(`\n## styles.css: ${kb(css.length)} kB, ${kb(gzipSize(css))} kB gzip -9`)
  const app = await measureReferenceApp()
  console.log(
    '\n## Reference dApp (Vite 8 production, React 19, wagmi 3, useBalance + useReadContracts; up-front files, each gzip -9, KiB)',
  )
  console.log(
    `  alone: ${kb(app.alone.js)} JS; with <Supertransaction>: ${kb(app.dropIn.js)} JS, ${kb(app.dropIn.css)} CSS; with the hooks by hand: ${kb(app.hooks.js)} JS`,
  )
  for (const figure of guardedFigures(app))
    console.log(
      `  ${figure.label.padEnd(60)} ${figure.kib.toFixed(1).padStart(5)} KiB  (guard ≤ ${figure.limit} KiB)`,
    )
  printChunks(app)
  await printPeers(app)
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
