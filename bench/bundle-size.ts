// Bundle figures: what an app ships for one import from supertx-kit, measured on the built `dist`
// as an app's bundler meets it (resolved through the package's `exports`, honouring `sideEffects`),
// with esbuild and with Vite (Rolldown) both; react, react-dom, wagmi, viem and
// @tanstack/react-query external. min + gzip -9. Then the package's packed and unpacked size.
// Printed beside their goals, never asserted.
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build as esbuild } from 'esbuild'
import { build as viteBuild } from 'vite'

const root = resolve(import.meta.dirname, '..')
const externalNames = [
  'react',
  'react-dom',
  'wagmi',
  '@wagmi/core',
  'viem',
  '@tanstack/react-query',
]
const externalPattern = new RegExp(
  `^(${externalNames.map((name) => name.replace('/', '\\/')).join('|')})($|/)`,
)

type Case = { label: string; code: string; goalKb?: number }

const hooks = readFileSync(join(root, 'src/react/index.ts'), 'utf8')
  .match(/\buse[A-Z]\w*(?=,?\s*\n?\s*\}?\s*from|,)/g)
  ?.filter((name, index, all) => all.indexOf(name) === index)
  .sort()
if (!hooks?.length) throw new Error('no hooks found in src/react/index.ts')

const cases: Case[] = [
  {
    label: 'useSupertransaction + createSupertxConfig + SupertxProvider',
    code: "export { useSupertransaction, createSupertxConfig, SupertxProvider } from 'supertx-kit'",
    goalKb: 18,
  },
  {
    label: 'useQuote + SupertxProvider',
    code: "export { useQuote, SupertxProvider } from 'supertx-kit'",
    goalKb: 12,
  },
  { label: 'useQuote', code: "export { useQuote } from 'supertx-kit'", goalKb: 10 },
  {
    label: 'createSupertxClient (supertx-kit/core)',
    code: "export { createSupertxClient } from 'supertx-kit/core'",
    goalKb: 14,
  },
  {
    label: "* as all from 'supertx-kit'",
    code: "import * as all from 'supertx-kit'\nexport default all",
    goalKb: 24,
  },
  ...hooks
    .filter((hook) => hook !== 'useQuote')
    .map((hook) => ({ label: hook, code: `export { ${hook} } from 'supertx-kit'` })),
]

type Size = { min: number; gzip: number }

function sizeOf(dir: string): Size {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.m?js$/.test(f),
  )
  if (files.length === 0) throw new Error(`no bundle written in ${dir}`)
  const bytes = Buffer.concat(files.sort().map((f) => readFileSync(join(dir, f))))
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

async function withEsbuild(app: string, entry: string): Promise<Size> {
  const outdir = join(app, 'out-esbuild')
  rmSync(outdir, { recursive: true, force: true })
  await esbuild({
    entryPoints: [entry],
    absWorkingDir: app,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir,
    external: externalNames.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'silent',
  })
  return sizeOf(outdir)
}

async function withVite(app: string, entry: string): Promise<Size> {
  const outDir = join(app, 'out-vite')
  await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: app,
    build: {
      outDir,
      minify: true,
      emptyOutDir: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external: (id) => externalPattern.test(id) },
    },
  })
  return sizeOf(outDir)
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export async function measureBundles(): Promise<void> {
  // The app's bundlers read `dist` and the pack holds it whole (types, maps), so build it first.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
  const app = mkdtempSync(join(tmpdir(), 'stx-bench-app-'))
  try {
    mkdirSync(join(app, 'node_modules'))
    // The app depends on the kit as an installed package would: resolved through package.json.
    symlinkSync(root, join(app, 'node_modules', 'supertx-kit'), 'dir')
    writeFileSync(join(app, 'package.json'), '{ "name": "bench-app", "type": "module" }')
    console.log(
      '\n## Bundle size, app importing dist (min / gzip -9 kB; react, wagmi, viem, react-query external)',
    )
    console.log(`  ${'import'.padEnd(60)} ${'esbuild'.padStart(15)} ${'vite'.padStart(15)}  goal`)
    for (const [index, { label, code, goalKb }] of cases.entries()) {
      const entry = join(app, `entry-${index}.js`)
      writeFileSync(entry, `${code}\n`)
      const e = await withEsbuild(app, entry)
      const v = await withVite(app, entry)
      const cell = (s: Size) => `${kb(s.min).padStart(6)} / ${kb(s.gzip).padStart(5)}`
      const goal = goalKb ? `  ≤ ${goalKb} kB gzip` : ''
      console.log(`  ${label.padEnd(60)} ${cell(e)} ${cell(v)}${goal}`)
    }
  } finally {
    rmSync(app, { recursive: true, force: true })
  }
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
