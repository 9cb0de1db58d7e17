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
 * The guard's ceilings, KiB of gzip: regression guards with room (issue #34 measured 68.3 kB and
 * 43.7 kB on main), not targets to chase.
 */
export const sizeLimits = { dropInKiB: 72, hooksKiB: 46, cssKiB: 5, coreClientKiB: 20 }

const sources = resolve(import.meta.dirname, 'reference-app')
const appDependencies = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query', 'zod']

type Output = { type: string; fileName: string; code?: string; source?: string | Uint8Array }
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }

/** What a page loads up front: gzip -9 bytes of its JavaScript and CSS, and the files. */
export type PageSize = { js: number; css: number; files: string[] }

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
  const gzip = (name: string) => {
    const file = byName.get(name)
    if (!file) throw new Error(`${input}: ${name} was not written`)
    return gzipSync(Buffer.from(file.code ?? file.source ?? ''), { level: 9 }).length
  }
  const sum = (extension: string) =>
    upFront
      .filter((name) => name.endsWith(extension))
      .reduce((total, name) => total + gzip(name), 0)
  return { js: sum('.js'), css: sum('.css'), files: upFront }
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
    for (const name of readdirSync(sources)) copyFileSync(join(sources, name), join(app, name))
    for (const name of appDependencies) {
      mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true })
      symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir')
    }
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
