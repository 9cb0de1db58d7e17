// Bundle figures: what an app ships for one import from supertx-kit, measured on the built `dist`
// as an app's bundler meets it (resolved through the package's `exports`, honouring `sideEffects`),
// with esbuild and with Vite (Rolldown) both; react, react-dom, wagmi, viem and
// @tanstack/react-query external. min + gzip -9. Then styles.css and the package's packed and
// unpacked size. Printed beside their goals, never asserted (scripts/check-size.ts holds the budget).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSize, root, type Size, withApp, withEsbuild, withVite } from './bundle-app.js'
import { bundleCases, stylesCase } from './bundle-cases.js'
import { proseShare } from './prose-share.js'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export async function measureBundles(): Promise<void> {
  // The app's bundlers read `dist` and the pack holds it whole (types, maps), so build it first.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
  await withApp(async (app) => {
    console.log(
      '\n## Bundle size, app importing dist (min / gzip -9 kB; react, wagmi, viem, react-query external)',
    )
    console.log(`  ${'import'.padEnd(60)} ${'esbuild'.padStart(15)} ${'vite'.padStart(15)}  goal`)
    let all: Buffer | undefined
    for (const [index, { label, code, goalKb }] of bundleCases.entries()) {
      const entry = join(app, `entry-${index}.js`)
      writeFileSync(entry, `${code}\n`)
      const e = await withEsbuild(app, entry)
      if (label.startsWith('* as all')) all = e.code
      const v = await withVite(app, entry)
      const cell = (s: Size) => `${kb(s.min).padStart(6)} / ${kb(s.gzip).padStart(5)}`
      const goal = goalKb ? `  ≤ ${goalKb} kB gzip` : ''
      console.log(`  ${label.padEnd(60)} ${cell(e)} ${cell(v)}${goal}`)
    }
    if (all) {
      // Where the all-components size sits: the sentences people read, or the code around them.
      const share = proseShare(all)
      console.log(
        `\n  of \`* as all\` (esbuild): sentences ${kb(share.proseGzip)} kB gzip (${share.proseChars} characters of English), code ${kb(share.codeGzip)} kB gzip`,
      )
    }
  })
  const css = readFileSync(join(root, 'dist/styles.css'))
  console.log(
    `\n## styles.css: ${kb(css.length)} kB, ${kb(gzipSize(css))} kB gzip -9 (goal ≤ ${stylesCase.goalKb} kB gzip)`,
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

await measureBundles()
