import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCycle,
  importGraph,
  packagesLoadedBy,
  sourceFiles,
  upwardImports,
} from '../support/import-graph.js'

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

function floorOf(path: string): number {
  const found = floors.find(([, folder]) => path.startsWith(`${folder}/`))
  // Entry files (index, start-devnet, browser) sit above everything; anvil and the missing-package
  // error are used from the chains up.
  return found ? found[0] : path === 'anvil.ts' || path === 'dependencies.ts' ? 0 : 4
}

describe('src/devnet import layers', () => {
  const files = sourceFiles(root).filter((file) => file.endsWith('.ts'))
  const graph = importGraph(root, files)
  const name = (file: string) => relative(root, file)

  it('finds the modules and their imports', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(graph.get(join(root, 'service/create-devnet-service.ts'))?.length).toBeGreaterThan(3)
  })

  it('imports only sideways or down: api → service → engine → protocol / chains', () => {
    expect(upwardImports(root, graph, floorOf)).toEqual([])
  })

  it('has no import cycle', () => {
    expect(findCycle(graph)?.map(name)).toBeUndefined()
  })

  it('loads none of its optional peers on import: hono and anvil wait until a devnet starts', () => {
    const loaded = packagesLoadedBy(join(root, 'index.ts'))
    expect(loaded.size).toBeGreaterThan(3) // viem, node builtins ...
    const peers = [...loaded].filter(([name]) => /^(hono|@hono\/|@foundry-rs\/)/.test(name))
    expect(peers.map(([name, file]) => `${name} ← ${relative(root, file)}`)).toEqual([])
  })
})
