// What the kit costs an app, measured on a reference dApp (bench/reference-app: Vite 8, React 19,
// wagmi 3, TanStack Query, an injected connector, `useBalance` and a token's balanceOf, decimals
// and symbol through `useReadContracts`) built by Vite for production, with this repository's
// installed packages, offline. Built three times: alone, with the drop-in <Supertransaction> in its
// provider (and the stylesheet), and with the brief's hooks composed by hand. A page's figure is
// the sum of each file's gzip -9 (as a server sends it) over the entry and its static imports,
// walked in Vite's manifest; what the kit adds is a page's figure minus the app alone's. And
// `supertx-kit/core`'s client alone (bench/reference-app/core-client.ts), viem external, zod
// counted. scripts/check-size.ts guards these; `npm run bench` prints them.
import { copyFileSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { root, withApp } from './bundle-app.js'

/**
 * The guard's ceilings, KiB of gzip: regression guards with room (when set, the drop-in measured
 * 68.3 kB and the hooks 43.7 kB), not targets to chase.
 */
export const sizeLimits = { dropInKiB: 72, hooksKiB: 46, cssKiB: 5, coreClientKiB: 20 }

const sources = resolve(import.meta.dirname, 'reference-app')
const appDependencies = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query', 'zod']

type Output = {
  type: string
  fileName: string
  code?: string
  source?: string | Uint8Array
  moduleIds?: string[]
}
type ManifestChunk = {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** One JavaScript file of a page, gzip -9 bytes. */
export type Chunk = {
  file: string
  gzip: number
  /** What it holds: the kit's `dist` modules by name, then other packages by name. */
  holds: string[]
}

/**
 * What a page loads up front: gzip -9 bytes of its JavaScript and CSS, the files, and its
 * JavaScript file by file (`upFront`); and the JavaScript it loads on first use (`lazy`: every
 * chunk reached only through an `import()`).
 */
export type PageSize = {
  js: number
  css: number
  files: string[]
  upFront: Chunk[]
  lazy: Chunk[]
}

/** Builds `input` (a page or a module of the app) for production and measures it (see above). */
async function buildPage(app: string, input: string, external?: RegExp): Promise<PageSize> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: app,
    plugins: [react()],
    build: {
      outDir: join(app, 'dist'),
      write: false,
      manifest: true,
      rollupOptions: {
        input: join(app, input),
        ...(external ? { external: (id: string) => external.test(id) } : {}),
      },
    },
  })) as { output: Output[] } | { output: Output[] }[]
  const files = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const byName = new Map(files.map((file) => [file.fileName, file]))
  const manifestFile = files.find((file) => file.fileName.endsWith('manifest.json'))
  if (!manifestFile) throw new Error(`Vite wrote no manifest for ${input}`)
  const manifest = JSON.parse(
    Buffer.from(manifestFile.source ?? manifestFile.code ?? '').toString('utf8'),
  ) as Record<string, ManifestChunk>
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`${input}: ${entries.length} entries in the manifest`)
  const seen = new Set<string>()
  const upFront: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${input}: ${key} is not in the manifest`)
    upFront.push(chunk.file)
    for (const css of chunk.css ?? []) if (!upFront.includes(css)) upFront.push(css)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(entries[0] as string)
  // What loads on first use: each chunk an `import()` reaches (with what it imports) that the
  // page did not load up front.
  const lazyFiles: string[] = []
  const lazySeen = new Set<string>()
  const visitLazy = (key: string) => {
    if (lazySeen.has(key)) return
    lazySeen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${input}: ${key} is not in the manifest`)
    if (!upFront.includes(chunk.file) && chunk.file.endsWith('.js')) lazyFiles.push(chunk.file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visitLazy(next)
  }
  for (const key of seen) for (const next of manifest[key]?.dynamicImports ?? []) visitLazy(next)
  const gzip = (name: string) => {
    const file = byName.get(name)
    if (!file) throw new Error(`${input}: ${name} was not written`)
    return gzipSync(Buffer.from(file.code ?? file.source ?? ''), { level: 9 }).length
  }
  const sum = (extension: string) =>
    upFront
      .filter((name) => name.endsWith(extension))
      .reduce((total, name) => total + gzip(name), 0)
  const chunk = (file: string): Chunk => ({
    file,
    gzip: gzip(file),
    holds: holdings(byName.get(file)?.moduleIds ?? []),
  })
  return {
    js: sum('.js'),
    css: sum('.css'),
    files: upFront,
    upFront: upFront.filter((file) => file.endsWith('.js')).map(chunk),
    lazy: lazyFiles.map(chunk),
  }
}

/** The kit's `dist` modules by name (`dist/x.js` → `x`), then each other package once. */
function holdings(moduleIds: readonly string[]): string[] {
  const kit = new Set<string>()
  const packages = new Set<string>()
  for (const id of moduleIds) {
    const inKit = id.match(/\/dist\/(?:modules\/)?(.+)\.js$/)
    const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)
    if (inKit && !id.includes('node_modules/') && inKit[1]) kit.add(inKit[1])
    else if (inPackage?.[1]) packages.add(inPackage[1])
  }
  return [...kit, ...packages]
}

export type ReferenceAppFigures = {
  alone: PageSize
  dropIn: PageSize
  hooks: PageSize
  /** `supertx-kit/core`'s client alone: viem external, zod counted. */
  coreClient: PageSize
  /** What the kit adds to the app alone, gzip bytes. */
  added: { dropInJs: number; dropInCss: number; hooksJs: number; hooksCss: number }
}

/** Builds the reference app's pages (needs `dist`: run `npm run build` first). */
export async function measureReferenceApp(): Promise<ReferenceAppFigures> {
  return withApp(async (app) => {
    setUpReferenceApp(app)
    const alone = await buildPage(app, 'without-kit.html')
    const dropIn = await buildPage(app, 'with-kit.html')
    const hooks = await buildPage(app, 'with-hooks.html')
    const coreClient = await buildPage(app, 'core-client.ts', /^(viem|ox|abitype)($|\/)/)
    return {
      alone,
      dropIn,
      hooks,
      coreClient,
      added: {
        dropInJs: dropIn.js - alone.js,
        dropInCss: dropIn.css - alone.css,
        hooksJs: hooks.js - alone.js,
        hooksCss: hooks.css - alone.css,
      },
    }
  })
}

/**
 * Copies the reference app's sources into `app` (and `extraSources`' files beside them) and links
 * its packages from this repository's node_modules (and `extraPackages`, name → folder).
 */
function setUpReferenceApp(
  app: string,
  extraSources?: string,
  extraPackages: Record<string, string> = {},
): void {
  for (const folder of [sources, ...(extraSources ? [extraSources] : [])])
    for (const name of readdirSync(folder)) copyFileSync(join(folder, name), join(app, name))
  const links = {
    ...Object.fromEntries(appDependencies.map((name) => [name, join(root, 'node_modules', name)])),
    ...extraPackages,
  }
  for (const [name, target] of Object.entries(links)) {
    mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true })
    symlinkSync(target, join(app, 'node_modules', name), 'dir')
  }
}

/** A page (or module) of a peer, built in the reference app as the kit's pages are. */
export type PeerPage = {
  /** The file in `extraSources` to build: an `.html` page, or a module built with viem external. */
  input: string
  /** The peer's packages: name → installed folder. */
  packages: Record<string, string>
}

/**
 * Builds each of `pages` (from `extraSources`, beside the reference app's own sources) for
 * production, measured as the kit's pages are: a page's `.html` with everything counted, a module
 * with viem external (as core-client.ts). A page that does not build is its error, not a throw.
 */
export async function measurePeerPages(
  extraSources: string,
  pages: readonly PeerPage[],
): Promise<(PageSize | Error)[]> {
  return withApp(async (app) => {
    const packages = Object.assign({}, ...pages.map((page) => page.packages))
    setUpReferenceApp(app, extraSources, packages)
    const results: (PageSize | Error)[] = []
    for (const page of pages)
      results.push(
        await buildPage(
          app,
          page.input,
          page.input.endsWith('.html') ? undefined : /^(viem|ox|abitype)($|\/)/,
        ).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      )
    return results
  })
}

/** The guarded figures, KiB, each with its ceiling. */
export function guardedFigures(figures: ReferenceAppFigures) {
  const kib = (bytes: number) => bytes / 1024
  return [
    {
      label: 'JS the drop-in <Supertransaction> adds',
      kib: kib(figures.added.dropInJs),
      limit: sizeLimits.dropInKiB,
    },
    {
      label: 'JS the hooks composed by hand add',
      kib: kib(figures.added.hooksJs),
      limit: sizeLimits.hooksKiB,
    },
    {
      label: 'CSS the drop-in adds',
      kib: kib(figures.added.dropInCss),
      limit: sizeLimits.cssKiB,
    },
    {
      label: "supertx-kit/core's client (viem external, zod counted)",
      kib: kib(figures.coreClient.js),
      limit: sizeLimits.coreClientKiB,
    },
  ]
}

/**
 * Prints what the drop-in's and the hooks' pages load up front and on first use, chunk by chunk
 * (`npm run bench`): whether what should wait for first use does.
 */
export function printChunks(figures: ReferenceAppFigures): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    "\n## Up front and on first use, per chunk (the reference dApp as above; gzip -9 KiB; what each holds: the kit's dist modules, then packages)",
  )
  for (const [label, page] of [
    ['<Supertransaction>', figures.dropIn],
    ['the hooks by hand', figures.hooks],
  ] as const) {
    const total = (chunks: readonly Chunk[]) => chunks.reduce((sum, c) => sum + c.gzip, 0)
    console.log(
      `  ${label}: up front ${kb(total(page.upFront))} JS in ${page.upFront.length} files; on first use ${kb(total(page.lazy))} JS in ${page.lazy.length} files`,
    )
    for (const [when, chunks] of [
      ['up front', page.upFront],
      ['first use', page.lazy],
    ] as const)
      for (const c of chunks)
        console.log(
          `    ${when.padEnd(9)} ${kb(c.gzip).padStart(6)}  ${c.file.padEnd(36)} ${c.holds.slice(0, 8).join(', ')}${c.holds.length > 8 ? `, … (${c.holds.length})` : ''}`,
        )
  }
}
