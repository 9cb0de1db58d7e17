// The reference app (bench/reference-app: Vite 8, React 19, wagmi 3, TanStack Query) built twice
// with this repository's installed packages, offline: without the kit and with its drop-in
// <Supertransaction> (provider, component, stylesheet). What the kit adds is the difference in what
// the page loads up front: JavaScript (the entry and the chunks it imports, each file gzip -9 as a
// server sends it) and CSS. zod is counted: the app has no other use for it.
import { copyFileSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { root, withApp } from './bundle-app.js'

/** What the kit may add to an app (gzip kB). */
export const referenceAppGoals = { jsKb: 65, cssKb: 5 }

const sources = resolve(import.meta.dirname, 'reference-app')
const appDependencies = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query', 'zod']

type Output = { type: string; fileName: string; code?: string; source?: string | Uint8Array }
type Chunk = { imports: string[]; isEntry: boolean; viteMetadata?: { importedCss: Set<string> } }

/** gzip -9 bytes of the JavaScript and CSS `page` loads up front. */
async function buildPage(app: string, page: string) {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: app,
    plugins: [react()],
    build: { outDir: join(app, 'dist'), write: false, rollupOptions: { input: join(app, page) } },
  })) as { output: (Output & Partial<Chunk>)[] } | { output: (Output & Partial<Chunk>)[] }[]
  const files = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const byName = new Map(files.map((file) => [file.fileName, file]))
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    const file = byName.get(name)
    for (const next of file?.imports ?? []) visit(next)
    for (const css of file?.viteMetadata?.importedCss ?? []) seen.add(css)
  }
  for (const file of files) if (file.isEntry) visit(file.fileName)
  const gzip = (file: Output) =>
    gzipSync(Buffer.from(file.code ?? file.source ?? ''), { level: 9 }).length
  const sum = (extension: string) =>
    [...seen]
      .filter((name) => name.endsWith(extension))
      .reduce((total, name) => total + gzip(byName.get(name) as Output), 0)
  return { js: sum('.js'), css: sum('.css') }
}

export type ReferenceAppFigures = {
  without: { js: number; css: number }
  withKit: { js: number; css: number }
  /** What the kit adds, gzip bytes. */
  added: { js: number; css: number }
}

/** Builds the reference app without and with the kit (needs `dist`: run `npm run build` first). */
export async function measureReferenceApp(): Promise<ReferenceAppFigures> {
  return withApp(async (app) => {
    for (const name of readdirSync(sources)) copyFileSync(join(sources, name), join(app, name))
    for (const name of appDependencies) {
      mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true })
      symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir')
    }
    const without = await buildPage(app, 'without-kit.html')
    const withKit = await buildPage(app, 'with-kit.html')
    const added = { js: withKit.js - without.js, css: withKit.css - without.css }
    return { without, withKit, added }
  })
}
