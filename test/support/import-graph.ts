// The import graph of a source folder, for the architecture tests (import-layers): which relative
// modules each file imports (type-only imports count too: a cycle through types still ties the
// modules together), which packages, and the first cycle if there is one.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The names in an `import { … }` or `export { … }` list: `a, type B, c as d` →
 * `{ name: 'a', alias: 'a' }`, `{ name: 'B', alias: 'B', type: true }`, `{ name: 'c', alias: 'd' }`.
 */
export function namedSpecifiers(list: string): { name: string; alias: string; type: boolean }[] {
  return list
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const type = /^type\s+/.test(spec)
      const [name, alias = name] = spec.replace(/^type\s+/, '').split(/\s+as\s+/) as [
        string,
        string?,
      ]
      return { name, alias, type }
    })
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const specifiers = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!)

/** Relative imports of `file`, resolved to source paths (`.js` → `.ts` or `.tsx`). */
export function relativeImports(file: string): string[] {
  return specifiers(file)
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const path = resolve(dirname(file), s).replace(/\.js$/, '.ts')
      try {
        readFileSync(path)
        return path
      } catch {
        return path.replace(/\.ts$/, '.tsx')
      }
    })
}

/** Package imports of `file` (`react`, `wagmi/actions`, `viem` ...). */
export function packageImports(file: string): string[] {
  return specifiers(file).filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
}

/** The graph of `files` restricted to edges inside `root`. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      relativeImports(file).filter((target) => target.startsWith(`${root}/`)),
    ]),
  )
}

export function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node]
    state.set(node, 'open')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(node, 'done')
    return undefined
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return undefined
}

/**
 * The imports of `graph` that go up a floor: `floorOf` gives each file's floor, and a module may
 * import its own floor or any floor below it.
 */
export function upwardImports(
  root: string,
  graph: Map<string, string[]>,
  floorOf: (path: string) => number,
): string[] {
  const name = (file: string) => relative(root, file)
  return [...graph].flatMap(([file, imports]) =>
    imports
      .filter((target) => floorOf(name(target)) > floorOf(name(file)))
      .map((target) => `${name(file)} → ${name(target)}`),
  )
}

/**
 * The packages a module loads when it is imported: those reached through static value imports
 * (`import x from`, `export … from`, `import 'x'`), following relative ones. Type-only imports
 * vanish from the JavaScript and `import()` waits until called, so neither counts.
 */
export function packagesLoadedBy(entry: string): Map<string, string> {
  const found = new Map<string, string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const statements = text.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm,
    )
    for (const [, typeOnly, specifier] of statements) {
      if (typeOnly || !specifier) continue
      if (!specifier.startsWith('.')) {
        if (!found.has(specifier)) found.set(specifier, file)
        continue
      }
      const path = resolve(dirname(file), specifier).replace(/\.js$/, '.ts')
      try {
        readFileSync(path)
        visit(path)
      } catch {
        visit(path.replace(/\.ts$/, '.tsx'))
      }
    }
  }
  visit(entry)
  return found
}
