import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The devnet's floors, top to bottom: a module may import its own floor or any floor below it.
// Type-only imports count too: a cycle through types still ties the modules together.
const root = resolve(import.meta.dirname, '../../src/devnet')
const floors: [floor: number, folder: string][] = [
  [3, 'api'],
  [2, 'service'],
  [2, 'state'],
  [1, 'engine'],
  [0, 'protocol'],
  [0, 'chains'],
  [0, 'deploy'],
  [0, 'artifacts'],
]

function floorOf(file: string): number {
  const path = relative(root, file)
  const found = floors.find(([, folder]) => path.startsWith(`${folder}/`))
  // Entry files (index, start-devnet, browser, anvil) sit above everything.
  return found ? found[0] : path === 'anvil.ts' ? 0 : 4
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Relative imports of `file` inside src/devnet, resolved to .ts paths. */
function devnetImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]!)
  return specifiers
    .map((s) => resolve(dirname(file), s).replace(/\.js$/, '.ts'))
    .filter((path) => path.startsWith(`${root}/`))
}

function findCycle(graph: Map<string, string[]>): string[] | undefined {
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

describe('src/devnet import layers', () => {
  const files = sourceFiles(root)
  const graph = new Map(files.map((file) => [file, devnetImports(file)]))
  const name = (file: string) => relative(root, file)

  it('finds the modules and their imports', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(graph.get(join(root, 'service/create-devnet-service.ts'))?.length).toBeGreaterThan(3)
  })

  it('imports only sideways or down: api → service → engine → protocol / chains', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => floorOf(target) > floorOf(file))
        .map((target) => `${name(file)} → ${name(target)}`),
    )
    expect(upward).toEqual([])
  })

  it('has no import cycle', () => {
    expect(findCycle(graph)?.map(name)).toBeUndefined()
  })
})
