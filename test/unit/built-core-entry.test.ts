// `supertx-kit/core` as the build writes it (scripts/star-reexport-entry.ts): the same names as
// the source entry, and, bundled by esbuild for an app that imports the client alone, none of the
// signing code's helpers up front. Built with the package's own Vite config into test-results/.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build as viteBuild } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { upFrontInputs } from '../support/up-front.js'

const root = resolve(import.meta.dirname, '../..')
const outDir = resolve(root, 'test-results/built-core-entry')
/** Modules the signing code (loaded on first use) uses that the core entry exports too. */
const signingHelpers = [
  'modules/core/actions/resolveAccounts.js',
  'modules/core/schemas/format-issues.js',
  'modules/core/verify/authorizations.js',
  'modules/core/verify/chains.js',
]

/** The built files an app loads up front for `code` (its module beside the built entries). */
const upFront = async (code: string) =>
  (await upFrontInputs(code, { resolveDir: outDir, outdir: resolve(outDir, 'app') })).map((input) =>
    input.replace(/^.*built-core-entry\//, ''),
  )

beforeAll(async () => {
  rmSync(outDir, { recursive: true, force: true })
  await viteBuild({
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, sourcemap: false },
  })
}, 120_000)

describe('supertx-kit/core as built', () => {
  it('is one `export * from` line per module, each through a module naming its exports', () => {
    const lines = readFileSync(resolve(outDir, 'core.js'), 'utf8').trim().split('\n').slice(1)
    expect(lines.length).toBeGreaterThan(20)
    for (const line of lines) expect(line).toMatch(/^export \* from "\.\/core-exports\/.+\.js";$/)
    expect(readFileSync(resolve(outDir, 'core-exports/core/errors/wallet.js'), 'utf8')).toMatch(
      /^export \{ [^}]*\bQuoteUnverifiableError\b[^}]* \} from "\.\.\/\.\.\/\.\.\/modules\/core\/errors\/wallet\.js";\n$/,
    )
  })

  it('exports the same names as the source entry, and the same classes as the modules', async () => {
    const built = await import(resolve(outDir, 'core.js'))
    const source = await import('../../src/core/index.js')
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort())
    // One class, wherever an app imports it from: `instanceof` holds across the entry and a module.
    const wallet = await import(resolve(outDir, 'modules/core/errors/wallet.js'))
    expect(built.QuoteUnverifiableError).toBe(wallet.QuoteUnverifiableError)
  })

  it('leaves the signing code’s helpers out of what an app loads up front for the client', async () => {
    const modules = await upFront("export { createSupertxClient } from './core.js'")
    expect(modules).toContain('modules/core/client/createSupertxClient.js')
    expect(modules.filter((module) => signingHelpers.includes(module))).toEqual([])
    // They are there for an app that uses them.
    const withHelpers = await upFront(
      "export { createSupertxClient, resolveAccounts } from './core.js'",
    )
    expect(withHelpers).toContain('modules/core/actions/resolveAccounts.js')
  })

  // Why the build rewrites the entry: as Rollup writes it (named imports, one export list), esbuild
  // loads every module the entry names and a lazy chunk shares up front, used or not.
  it('would carry them up front as named re-exports, under esbuild', async () => {
    const named = readFileSync(resolve(outDir, 'core.js'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) =>
        readFileSync(resolve(outDir, line.replace(/^export \* from "(.+)";$/, '$1')), 'utf8'),
      )
      .map((line) => line.replace(/from "(?:\.\.\/)+/, 'from "./'))
    writeFileSync(resolve(outDir, 'core-named.js'), named.join(''))
    const modules = await upFront("export { createSupertxClient } from './core-named.js'")
    expect(modules).toContain('modules/core/client/createSupertxClient.js')
    expect(modules.filter((module) => signingHelpers.includes(module)).length).toBeGreaterThan(0)
  })
})
