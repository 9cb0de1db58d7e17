// `supertx-kit/core` exports the pure helpers the signing code (loaded on first use,
// src/core/signing/load.ts) uses too: `resolveAccounts`, `planAuthorizations`, `chainsOfRequest`,
// `toErrorEntries`, the wallet's error classes. Rollup writes the entry as named imports and one
// export list. esbuild (an app's bundler) then loads every file such an import names up front,
// used or not, as soon as a lazy chunk shares it (esbuild issues #1892 and #2922, open): an app
// that imports `createSupertxClient` alone downloaded the signing checks' helpers with it,
// 13.5 kB gzip instead of 9.3.
//
// esbuild does not do that through `export *` from a module with no code of its own. So the
// build rewrites the entry as one `export * from` line per source module, each naming a small
// module that re-exports just the names the entry exports from it: the public surface stays
// explicit (the same names, no internal helper leaks) and the types (dist/types) are unchanged.
// Only `core`: the `supertx-kit` entry's re-exports are not shared with a lazy chunk this way, and
// Vite 8 (Rolldown) bundles the rewritten form of it 1.2 kB larger.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** The entries written this way, by their file in dist. */
export const starReexportEntries = ['core.js']

const importLine = /^import \{([^}]*)\} from "(\.[^"]+)";$/
const exportFromLine = /^export \{([^}]*)\} from "(\.[^"]+)";$/
const exportLine = /^export \{([^}]*)\};$/

const specifiers = (list: string) =>
  list
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const [name, alias] = spec.split(/\s+as\s+/)
      return { name: name as string, alias: alias ?? (name as string) }
    })

/**
 * Rewrites `outDir/entry` (Rollup's `import {…} from "./modules/…"` lines and one `export {…}`)
 * into `export * from` lines, one per module, each through `<entry>-exports/<module>` that names
 * the entry's exports from it. Throws on any other line: the entry would not be what it was.
 */
export function starReexportEntry(outDir: string, entry: string): void {
  const file = resolve(outDir, entry)
  const local = new Map<string, { module: string; name: string }>()
  const byModule = new Map<string, string[]>()
  const add = (module: string, name: string, alias: string) => {
    const names = byModule.get(module) ?? []
    names.push(name === alias ? name : `${name} as ${alias}`)
    byModule.set(module, names)
  }
  let exported: ReturnType<typeof specifiers> | undefined
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('//')) continue
    const imported = importLine.exec(line)
    const reexported = exportFromLine.exec(line)
    const list = exportLine.exec(line)
    if (imported) {
      for (const { name, alias } of specifiers(imported[1] as string))
        local.set(alias, { module: imported[2] as string, name })
    } else if (reexported) {
      for (const { name, alias } of specifiers(reexported[1] as string))
        add(reexported[2] as string, name, alias)
    } else if (list && !exported) {
      exported = specifiers(list[1] as string)
    } else throw new Error(`${entry}: cannot rewrite this line as a re-export: ${line}`)
  }
  if (!exported) throw new Error(`${entry}: no export list`)
  for (const { name, alias } of exported) {
    const from = local.get(name)
    if (!from) throw new Error(`${entry}: ${name} is exported but not imported from a module`)
    add(from.module, from.name, alias)
  }
  const folder = `${entry.replace(/\.js$/, '')}-exports`
  const lines = [
    '// Each line re-exports the names this entry takes from one module (scripts/star-reexport-entry.ts).',
  ]
  for (const [module, names] of byModule) {
    if (!module.startsWith('./modules/'))
      throw new Error(`${entry}: ${module} is not one of the source modules (./modules/…)`)
    const target = resolve(outDir, module)
    const through = join(outDir, folder, relative(resolve(outDir, 'modules'), target))
    mkdirSync(dirname(through), { recursive: true })
    const fromThrough = relative(dirname(through), target)
    writeFileSync(
      through,
      `export { ${names.join(', ')} } from "${fromThrough.startsWith('.') ? fromThrough : `./${fromThrough}`}";\n`,
    )
    lines.push(`export * from "./${relative(outDir, through)}";`)
  }
  writeFileSync(file, `${lines.join('\n')}\n`)
}
