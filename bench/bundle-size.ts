// Bundle figures (issue 6): min+gzip of a browser bundle of one import from supertx-kit, with react,
// wagmi, viem and @tanstack/react-query external, as a dApp's bundler would see it. Printed, never
// asserted. Goals: useSupertransaction ≤ 20 kB, useQuote alone ≤ 12 kB.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '..')
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^wagmi($|\/)/,
  /^@wagmi\//,
  /^viem($|\/)/,
  /^@tanstack\//,
]

const cases: { label: string; code: string; goalKb?: number }[] = [
  {
    label: "import { useSupertransaction } from 'supertx-kit'",
    code: `export { useSupertransaction } from '${root}/src/react/index.ts'`,
    goalKb: 20,
  },
  {
    label: "import { useQuote } from 'supertx-kit'",
    code: `export { useQuote } from '${root}/src/react/index.ts'`,
    goalKb: 12,
  },
  // What an app really ships: the hook plus the config and provider it needs (client, schemas).
  {
    label: 'useSupertransaction + createSupertxConfig + SupertxProvider',
    code: `export { useSupertransaction, createSupertxConfig, SupertxProvider } from '${root}/src/react/index.ts'`,
  },
  {
    label: "import { createSupertxClient } from 'supertx-kit/core'",
    code: `export { createSupertxClient } from '${root}/src/core/index.ts'`,
  },
]

async function measure(code: string): Promise<{ min: number; gzip: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'stx-bench-'))
  try {
    const entry = join(dir, 'entry.ts')
    writeFileSync(entry, code)
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: {
        outDir: join(dir, 'out'),
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rollupOptions: { external },
      },
    })
    const files = readdirSync(join(dir, 'out')).filter((f) => /\.m?js$/.test(f))
    if (files.length === 0) throw new Error(`no bundle written for: ${code}`)
    const bytes = Buffer.concat(files.map((f) => readFileSync(join(dir, 'out', f))))
    return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log('\n## Bundle size (min+gzip; react, wagmi, viem, @tanstack/react-query external)')
for (const { label, code, goalKb } of cases) {
  const { min, gzip } = await measure(code)
  const goal = goalKb ? `  (goal ≤ ${goalKb} kB)` : ''
  console.log(
    `  ${label.padEnd(58)} ${(min / 1024).toFixed(1).padStart(6)} kB min  ${(gzip / 1024).toFixed(1).padStart(5)} kB gzip${goal}`,
  )
}
