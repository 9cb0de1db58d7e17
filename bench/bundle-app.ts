// An app that imports the built kit as an installed package would (resolved through its
// package.json `exports`, honouring `sideEffects`), and the size of what its bundler writes.
// Shared by the bundle figures (bench/bundle-size.ts) and the size budget in npm test
// (scripts/check-size.ts).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build as esbuild, type Plugin } from 'esbuild'
import { build as viteBuild } from 'vite'

export const root = resolve(import.meta.dirname, '..')
/** The peers an app has anyway, so its bundle of the kit leaves them out. */
export const peerNames = [
  'react',
  'react-dom',
  'wagmi',
  '@wagmi/core',
  'viem',
  '@tanstack/react-query',
]

/**
 * zod, a peer too, measured both ways: `external` as an app that already uses zod sees the kit,
 * `counted` as an app whose only zod is the kit's (zod/mini's share of the bundle counted in).
 */
export type ZodMode = 'external' | 'counted'
export const zodModes: readonly ZodMode[] = ['external', 'counted']

export function externalNames(zod: ZodMode): string[] {
  return zod === 'external' ? [...peerNames, 'zod'] : peerNames
}

const externalPattern = (zod: ZodMode) =>
  new RegExp(
    `^(${externalNames(zod)
      .map((name) => name.replace('/', '\\/'))
      .join('|')})($|/)`,
  )

export type Size = { min: number; gzip: number /** The up-front code itself. */; code: Buffer }

/**
 * What ships up front: the entry's output and the chunks it imports statically, transitively.
 * Chunks reached only through `import()` (e.g. a locale loaded on demand) load later and are left
 * out, as the kit promises they stay out of the main bundle.
 */
function upFront(
  files: Map<string, { code: Uint8Array | string; imports: string[] }>,
  entry: string,
) {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const next of files.get(name)?.imports ?? []) visit(next)
  }
  visit(entry)
  // In the order the entry reaches them, not by file name: esbuild names chunks by a hash of
  // their content, so sorting by name reorders them on any unrelated change, and gzip's window
  // makes the total swing by up to 0.5 kB with the same bytes.
  const bytes = Buffer.concat([...seen].map((name) => Buffer.from(files.get(name)?.code ?? '')))
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, code: bytes }
}

/** A module of the kit replaced by other code: what the rest costs without it. */
export type Stub = { module: RegExp; contents: string }

const stubPlugin = (stub: Stub): Plugin => ({
  name: 'stub',
  setup(build) {
    build.onLoad({ filter: stub.module }, () => ({ contents: stub.contents, loader: 'js' }))
  },
})

export async function withEsbuild(
  app: string,
  entry: string,
  zod: ZodMode,
  stub?: Stub,
): Promise<Size> {
  const outdir = join(app, 'out-esbuild')
  rmSync(outdir, { recursive: true, force: true })
  const result = await esbuild({
    entryPoints: [entry],
    absWorkingDir: app,
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir,
    write: false,
    metafile: true,
    external: externalNames(zod).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'silent',
    plugins: stub ? [stubPlugin(stub)] : [],
  })
  const files = new Map<string, { code: Uint8Array; imports: string[] }>()
  let entryName = ''
  for (const [name, output] of Object.entries(result.metafile.outputs)) {
    const code = result.outputFiles.find((f) => f.path === join(app, name))?.contents
    if (!code) continue
    const imports = output.imports.filter((i) => i.kind === 'import-statement' && !i.external)
    files.set(name, { code, imports: imports.map((i) => i.path) })
    // Modules loaded through import() are entry points too; the app's own is the one given.
    if (output.entryPoint && join(app, output.entryPoint) === entry) entryName = name
  }
  return upFront(files, entryName)
}

/** What `vite build` returns with `write: false` (the parts read here). */
type BuildOutput = {
  output: { type: string; fileName: string; code?: string; imports?: string[]; isEntry?: boolean }[]
}

export async function withVite(app: string, entry: string, zod: ZodMode): Promise<Size> {
  const outDir = join(app, 'out-vite')
  const external = externalPattern(zod)
  // An app build (not library mode, whose ES output keeps its whitespace unminified), with the
  // entry's exports kept as an app's own code would use them. Vite's module-preload helper is
  // left out: an app pays it once for its own dynamic imports, not per library.
  const output = (await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: app,
    build: {
      outDir,
      minify: true,
      emptyOutDir: true,
      write: false,
      modulePreload: false,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: (id) => external.test(id),
      },
    },
  })) as BuildOutput | BuildOutput[]
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
  const files = new Map(
    chunks
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, { code: c.code ?? '', imports: c.imports ?? [] }] as const),
  )
  const entryChunk = chunks.find((c) => c.type === 'chunk' && c.isEntry)
  if (!entryChunk) throw new Error(`no entry chunk written for ${entry}`)
  return upFront(files, entryChunk.fileName)
}

/** A throwaway app folder whose `node_modules/supertx-kit` is this repository; removed after `use`. */
export async function withApp<value>(use: (app: string) => Promise<value>): Promise<value> {
  const app = mkdtempSync(join(tmpdir(), 'stx-bundle-app-'))
  try {
    mkdirSync(join(app, 'node_modules'))
    symlinkSync(root, join(app, 'node_modules', 'supertx-kit'), 'dir')
    writeFileSync(join(app, 'package.json'), '{ "name": "bundle-app", "type": "module" }')
    return await use(app)
  } finally {
    rmSync(app, { recursive: true, force: true })
  }
}

/** min + gzip -9 of `code` (an app's entry module) bundled by esbuild, peers external. */
export async function esbuildSizeOf(
  app: string,
  name: string,
  code: string,
  zod: ZodMode,
  stub?: Stub,
): Promise<Size> {
  const entry = join(app, `${name}.js`)
  writeFileSync(entry, `${code}\n`)
  return withEsbuild(app, entry, zod, stub)
}

export const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length
