// The kit's architecture as a test: `src/core` stands alone (no React, no wagmi, no React Query,
// no Node: viem and its own code only) and `src/react` builds on it, each folder importing only
// sideways or down. The devnet has its own (test/devnet/import-layers.test.ts). What the tests,
// the stories and the bench share lives in fixtures/, so stories/, bench/ and fixtures/ import
// nothing from test/.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCycle,
  importGraph,
  namedSpecifiers,
  packageImports,
  relativeImports,
  sourceFiles,
  upwardImports,
} from '../support/import-graph.js'

const src = resolve(import.meta.dirname, '../../src')

/** A floor per folder (or top-level file); a path not listed sits above every floor. */
function floors(list: [floor: number, prefix: string][]) {
  return (path: string) =>
    list.find(([, prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[0] ??
    Number.POSITIVE_INFINITY
}

describe('src/core import layers', () => {
  const root = join(src, 'core')
  const files = sourceFiles(root)
  const graph = importGraph(root, files)
  const name = (file: string) => relative(src, file)
  // schemas → errors → client → config / wallet → actions → what composes them.
  const floorOf = floors([
    [0, 'schemas'],
    [0, 'types'],
    [0, 'protocol'],
    [0, 'text'],
    [1, 'errors'],
    [1, 'tokens'],
    [2, 'client'],
    [2, 'flow-drafts'],
    [3, 'config'],
    [3, 'wallet'],
    [4, 'actions'],
    [4, 'verify'],
    [4, 'history'],
    [5, 'upgrade'],
    [5, 'query'],
    [5, 'supertransaction'],
    [5, 'operations'],
    [5, 'balances'],
  ])

  it('finds the modules and their imports', () => {
    expect(files.length).toBeGreaterThan(60)
    expect(graph.get(join(root, 'supertransaction/steps.ts'))?.length).toBeGreaterThan(5)
  })

  it('imports no framework and nothing Node-only: viem is its one package (zod for schemas)', () => {
    const allowed = /^(viem|ox|abitype|zod)(\/|$)/
    const foreign = files.flatMap((file) =>
      packageImports(file)
        .filter((pkg) => !allowed.test(pkg))
        .map((pkg) => `${name(file)} → ${pkg}`),
    )
    expect(foreign).toEqual([])
  })

  it('imports nothing from the React layer or the devnet', () => {
    const outside = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !target.startsWith(`${root}/`))
        .map((target) => `${name(file)} → ${relative(src, target)}`),
    )
    expect(outside).toEqual([])
  })

  it('imports only sideways or down: schemas → errors → client → wallet → actions → supertransaction', () => {
    expect(upwardImports(root, graph, floorOf)).toEqual([])
  })

  it('has no import cycle', () => {
    expect(findCycle(graph)?.map(name)).toBeUndefined()
  })

  // One module per function: no thin twin that only loads another, and no loop between folders
  // through code that loads (a static import or an `import()`), like the one actions → signing →
  // actions that an `import()` used to hide.
  it('has no loop between its folders through code that loads, import() included', () => {
    const folderOf = (file: string) => relative(root, file).split('/')[0] as string
    const folders = new Map<string, string[]>()
    for (const file of files) {
      const from = folderOf(file)
      if (from.includes('.')) continue
      const targets = loadingImports(file)
        .filter((target) => target.startsWith(`${root}/`))
        .map(folderOf)
        .filter((to) => to !== from && !to.includes('.'))
      folders.set(from, [...new Set([...(folders.get(from) ?? []), ...targets])])
    }
    expect(folders.get('supertransaction')).toContain('actions')
    expect(findCycle(folders)).toBeUndefined()
  })

  // An app pays for signing (and the wallet's transaction code it reaches) when it is about to
  // sign: one static import of these from elsewhere would put it on every first page. The entry
  // (`supertx-kit/core`) exports them; everything else imports them for their types or through
  // `import()`.
  it('loads what signs or sends on first use: elsewhere imported for types or through import()', () => {
    const signingModules = [
      'actions/signPayloads.ts',
      'actions/signAuthorizations.ts',
      'actions/prepareQuoteAuthorizations.ts',
      'supertransaction/account-funding.ts',
    ].map((path) => join(root, path))
    const eager = sourceFiles(src)
      .filter((file) => !signingModules.includes(file) && file !== join(root, 'index.ts'))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((target) => signingModules.includes(target))
          .map((target) => `${name(file)} → ${name(target)}`),
      )
    expect(eager).toEqual([])
    // The rule sees the lazy imports where there are some: the run's steps load them.
    const steps = readFileSync(join(root, 'supertransaction/steps.ts'), 'utf8')
    expect(steps.match(/import\('[^']+'\)/g)?.length).toBeGreaterThan(2)
  })
})

/** The relative imports of `file` that load code: static ones (not `import type`) and `import()`. */
function loadingImports(file: string): string[] {
  const dynamic = [...readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map(
    ([, specifier]) => resolve(dirname(file), specifier as string).replace(/\.js$/, '.ts'),
  )
  return [...runtimeImports(file), ...dynamic]
}

/** The relative imports of `file` that load code (not `import type`, not `import()`). */
function runtimeImports(file: string): string[] {
  const statements = readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm,
  )
  return [...statements]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , specifier]) => resolve(dirname(file), specifier as string).replace(/\.js$/, '.ts'))
}

describe('src/react import layers', () => {
  const root = join(src, 'react')
  const files = sourceFiles(root)
  const graph = importGraph(root, files)
  const name = (file: string) => relative(src, file)
  // words and the wagmi glue → the UI's contexts and small hooks → hooks → components → the
  // provider and the entry.
  const floorOf = floors([
    [0, 'i18n'],
    [0, 'wagmi'],
    [0, 'errors.ts'],
    [0, 'config-context.ts'],
    [1, 'ui'],
    [2, 'hooks'],
    [3, 'components'],
    [4, 'SupertxProvider.tsx'],
  ])

  it('finds the modules and their imports', () => {
    expect(files.length).toBeGreaterThan(60)
    expect(graph.get(join(root, 'index.ts'))?.length).toBeGreaterThan(20)
  })

  it('builds on the core only, never on the devnet', () => {
    const devnet = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !target.startsWith(`${root}/`) && !target.startsWith(`${src}/core/`))
        .map((target) => `${name(file)} → ${relative(src, target)}`),
    )
    expect(devnet).toEqual([])
  })

  it('imports only sideways or down: i18n / wagmi → ui → hooks → components → provider', () => {
    expect(upwardImports(root, graph, floorOf)).toEqual([])
  })

  // Where a hook lives (CONTRIBUTING.md, Layout): an exported hook in `hooks`, or in the folder of
  // the component it belongs to; `ui` and `wagmi` keep the internal hooks the components share.
  it("exports its hooks from src/react/hooks or from their component's folder, none from ui or wagmi", () => {
    const entry = join(root, 'index.ts')
    const exportedHooks = [
      ...readFileSync(entry, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g),
    ].flatMap(([, names, from]) =>
      namedSpecifiers(names!)
        .filter(({ type, alias }) => !type && /^use[A-Z]/.test(alias))
        .map(({ alias: hook }) => ({ hook, file: relative(root, resolve(root, from!)) })),
    )
    expect(exportedHooks.map(({ hook }) => hook)).toContain('useSupertransaction')
    const elsewhere = exportedHooks
      .filter(({ file }) => !/^(hooks|components\/[A-Za-z]+)\//.test(file))
      .map(({ hook, file }) => `${hook} ← ${file}`)
    expect(elsewhere).toEqual([])
    const hookFiles = files
      .map((file) => relative(root, file))
      .filter((file) => /(^|\/)use[A-Z][^/]*$/.test(file))
    const strays = hookFiles.filter((file) => !/^(hooks|ui|wagmi|components)\//.test(file))
    expect(strays).toEqual([])
  })

  it('has no import cycle', () => {
    expect(findCycle(graph)?.map(name)).toBeUndefined()
  })

  // The components' folders form no loop: what several components read (the root's context, the
  // shared parts) sits in `parts`, below each that reads it, never in a sibling that imports them.
  it('src/react/components: no import cycle between component folders', () => {
    const components = join(root, 'components')
    const folderOf = (file: string) => relative(components, file).split('/')[0] as string
    const folders = new Map<string, string[]>()
    for (const file of files.filter((file) => file.startsWith(`${components}/`))) {
      const from = folderOf(file)
      if (!from.includes('.')) {
        const targets = (graph.get(file) ?? [])
          .filter((target) => target.startsWith(`${components}/`))
          .map(folderOf)
          .filter((to) => to !== from && !to.includes('.'))
        folders.set(from, [...new Set([...(folders.get(from) ?? []), ...targets])])
      }
    }
    expect(folders.get('Supertransaction')?.length).toBeGreaterThan(3)
    expect(findCycle(folders)).toBeUndefined()
  })

  // No first paint needs the error sentences (an error comes after a round trip at the earliest):
  // the components load them when they mount (useErrorWords, through i18n/load-error-words.ts),
  // and one static import of them would put them on every first page again.
  it('reaches the error sentences only through i18n/load-error-words.ts, but for the public API', () => {
    const i18n = join(root, 'i18n')
    const words = [
      'error-words.ts',
      'describe-error.ts',
      'error-messages.ts',
      'kit-error-sentences.ts',
      'api-error-sentences.ts',
    ].map((file) => join(i18n, file))
    // Who may import them: each other, the English table (types and locale tests), and the
    // public describeError, which an app that uses it pays for (useDescribeError loads them). The
    // upgrade notice says "no wallet connected" before any round trip, in the errors' words.
    const allowed = new Map([
      ...words.map((file) => [file, words] as const),
      [join(i18n, 'en.ts'), [join(i18n, 'error-messages.ts')]],
      [join(root, 'index.ts'), [join(i18n, 'describe-error.ts')]],
      [
        join(root, 'components/UpgradeNotice/useUpgradeNotice.ts'),
        [join(i18n, 'error-messages.ts')],
      ],
    ])
    const eager = files.flatMap((file) =>
      runtimeImports(file)
        .filter((target) => words.includes(target) && !allowed.get(file)?.includes(target))
        .map((target) => `${name(file)} → ${name(target)}`),
    )
    expect(eager).toEqual([])
    // The loader reaches the chunk through import() only, and the rule sees runtime imports
    // where there are some.
    const loader = join(i18n, 'load-error-words.ts')
    expect(runtimeImports(loader)).toEqual([])
    expect(readFileSync(loader, 'utf8')).toContain("import('./error-words.js')")
    expect(runtimeImports(join(i18n, 'describe-error.ts'))).toContain(
      join(i18n, 'error-messages.ts'),
    )
  })
})

describe('src/devnet-client (supertx-kit/devnet/client)', () => {
  const root = join(src, 'devnet-client')
  const files = sourceFiles(root)
  const name = (file: string) => relative(src, file)

  it('runs in a browser: viem, zod and the core only, nothing from Node, the devnet or React', () => {
    expect(files.length).toBeGreaterThan(4)
    const foreign = files.flatMap((file) => [
      ...packageImports(file)
        // `supertx-kit/...` appears in its messages and examples, never as an import (the
        // package's own code imports relatively).
        .filter((pkg) => !/^(viem|zod|supertx-kit)(\/|$)/.test(pkg))
        .map((pkg) => `${name(file)} → ${pkg}`),
      ...relativeImports(file)
        .filter((target) => !target.startsWith(`${root}/`) && !target.startsWith(`${src}/core/`))
        .map((target) => `${name(file)} → ${relative(src, target)}`),
      ...[...readFileSync(file, 'utf8').matchAll(/'(node:[^']+)'/g)].map(
        ([, builtin]) => `${name(file)} → ${builtin}`,
      ),
    ])
    expect(foreign).toEqual([])
  })
})

describe('stories, bench and fixtures: nothing from test/', () => {
  const repo = resolve(src, '..')
  const test = join(repo, 'test')
  const name = (file: string) => relative(repo, file)

  it.each(['stories', 'bench', 'fixtures', '.storybook'])(
    '%s/ imports from fixtures/ or src/, never from test/',
    (folder) => {
      const files = sourceFiles(join(repo, folder)).filter(
        (file) => !file.includes('/node_modules/'),
      )
      expect(files.length).toBeGreaterThan(0)
      const intoTest = files.flatMap((file) =>
        relativeImports(file)
          .filter((target) => target === test || target.startsWith(`${test}/`))
          .map((target) => `${name(file)} → ${name(target)}`),
      )
      expect(intoTest).toEqual([])
    },
  )

  it('sees an import into test/ where there is one', () => {
    // The check above reads real import lines: this repository's own test files import their
    // shared support, so the same reading finds imports into test/ there.
    const intoTest = sourceFiles(join(test, 'unit')).flatMap((file) =>
      relativeImports(file).filter((target) => target.startsWith(`${test}/support/`)),
    )
    expect(intoTest.length).toBeGreaterThan(0)
  })
})
