// What the kit loads on first use (`import()`) stays out of what an app loads up front: no module an
// entry reaches through static imports may import it statically, or the lazy chunk is lazy in name
// only. Checked on the sources as esbuild bundles them for an app (peers external, code split).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { lazyWordsFile } from '../../scripts/lazy-words-bundle.js'
import { namedSpecifiers } from '../support/import-graph.js'
import { upFrontInputs } from '../support/up-front.js'

const root = resolve(import.meta.dirname, '../..')
/** The source modules an app loads up front for `code`, its module importing from the kit. */
const upFront = (code: string, plugins: Plugin[] = []) =>
  upFrontInputs(code, {
    resolveDir: root,
    stdinLoader: 'ts',
    outdir: resolve(root, 'test-results/lazy-modules'),
    loader: { '.css': 'empty' },
    plugins,
  })

const lazy = [
  'src/core/schemas/format-issues.ts',
  'src/react/i18n/locales/de.ts',
  // The checks before signing: loaded at the first quote (and by signPayloads if not yet).
  'src/core/actions/verifyQuote.ts',
  'src/core/verify/operations.ts',
  'src/core/protocol/keccak.ts',
  // Signing: loaded at the first quote's review, with the wallet's transaction code it reaches.
  'src/core/signing/signPayloads.ts',
  'src/core/signing/signAuthorizations.ts',
  'src/core/signing/account-funding.ts',
  'src/core/signing/prepareQuoteAuthorizations.ts',
  // The balance preview's simulation: loaded when a quote is first previewed.
  'src/core/balances/getBalanceChanges.ts',
  'src/core/balances/preview-chain.ts',
  'src/core/balances/rpc.ts',
]

describe('modules loaded on first use', () => {
  it.each([
    "import * as all from './src/react/index.ts'\nexport default all",
    "export { useQuote } from './src/react/index.ts'",
    // Not through the source `supertx-kit/core` entry: it exports toErrorEntries itself, and
    // esbuild ships a module that a named re-export reaches with what loads up front. The build
    // rewrites that entry so it does not (test/unit/built-core-entry.test.ts).
    "export { createSupertxClient } from './src/core/client/createSupertxClient.ts'",
  ])('stay out of what an app loads up front for: %s', async (code) => {
    const modules = await upFront(code)
    expect(modules).toContain('src/core/schemas/safe-parse.ts')
    expect(modules.filter((module) => lazy.includes(module))).toEqual([])
  })
})

// viem's contract reads reach `call` (CCIP-read, deployless bytecode), multicall3 and the contract
// errors, and wagmi's public client every public action: tens of kB an app would load up front to
// read a token's balance, decimals and symbol. The kit reads those with one `eth_call`
// (src/core/tokens/read-token.ts); the signing chunk, loaded on first use, may use the rest.
const contractReads = new Set([
  'call',
  'readContract',
  'readContracts',
  'multicall',
  'simulateContract',
  'getPublicClient',
  'usePublicClient',
  'useReadContract',
  'useReadContracts',
  'useBalance',
  'useToken',
  'useSimulateContract',
])

/** The names `file` imports from viem or wagmi (`import { a, b as c } from 'viem/actions'`). */
function viemAndWagmiImports(file: string): string[] {
  const source = readFileSync(resolve(root, file), 'utf8')
  const statements = source.matchAll(
    /^import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'((?:viem|wagmi|@wagmi\/core)(?:\/[^']*)?)'/gm,
  )
  return [...statements].flatMap(([, names, from]) =>
    namedSpecifiers(names!).map(({ name }) => `${name} from ${from}`),
  )
}

describe('token reads up front', () => {
  it.each([
    "import * as all from './src/react/index.ts'\nexport default all",
    "export { Supertransaction, SupertxProvider } from './src/react/index.ts'",
  ])('reach none of viem’s or wagmi’s contract-read machinery: %s', async (code) => {
    const modules = (await upFront(code)).filter((module) => module.startsWith('src/'))
    expect(modules).toContain('src/core/tokens/read-token.ts')
    const reached = modules.flatMap((module) =>
      viemAndWagmiImports(module)
        .filter((spec) => contractReads.has(spec.split(' ')[0]!))
        .map((spec) => `${module}: ${spec}`),
    )
    expect(reached).toEqual([])
    // The rule sees such imports where there are some: the signing chunk's balance read.
    expect(viemAndWagmiImports('src/core/signing/account-funding.ts')).toContain(
      'readContract from viem/actions',
    )
  })
})

// The error sentences: the components load them when they mount (useErrorWords through
// i18n/load-error-words.ts), and so does useDescribeError; only an app that imports describeError
// itself carries them up front.
const errorWords = [
  'src/react/i18n/error-words.ts',
  'src/react/i18n/describe-error.ts',
  'src/react/i18n/error-messages.ts',
  'src/react/i18n/kit-error-sentences.ts',
  'src/react/i18n/api-error-sentences.ts',
]
const wordsIn = (modules: string[]) => modules.filter((module) => errorWords.includes(module))

/** The lazy words module as the build writes it (scripts/lazy-words-bundle.ts): one file. */
const asBuilt: Plugin = {
  name: 'lazy-words-as-built',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]react[\\/]i18n[\\/]error-words\.ts$/ }, async ({ path }) => ({
      contents: await lazyWordsFile(path, { write: false }),
      loader: 'js',
      resolveDir: resolve(path, '..'),
    }))
  },
}

describe('the error sentences, loaded when a component mounts', () => {
  it.each([
    "export { SupertxTracker, SupertxProvider } from './src/react/index.ts'",
    "export { Supertransaction, SupertxProvider } from './src/react/index.ts'",
    "export { SupertxHistory, SupertxButton, SigningSteps, SupertxProvider } from './src/react/index.ts'",
    "export { useQuote } from './src/react/index.ts'",
    "export { useDescribeError, SupertxProvider } from './src/react/index.ts'",
  ])('stay out of what an app loads up front for: %s', async (code) => {
    const modules = await upFront(code, [asBuilt])
    expect(modules).toContain('src/core/schemas/safe-parse.ts')
    expect(wordsIn(modules)).toEqual([])
  })

  it('are up front for an app that imports describeError (this check sees them where they are)', async () => {
    const modules = await upFront("export { describeError } from './src/react/index.ts'", [asBuilt])
    expect(wordsIn(modules).sort()).toEqual(errorWords.slice(1).sort())
  })

  // Why the build writes the lazy module as one file: as separate modules they are the files the
  // entry re-exports for describeError, and esbuild puts a module that an entry reaches through
  // any import (used or not) and a lazy chunk uses in a chunk the entry loads up front.
  it('would ship up front as separate modules, under esbuild', async () => {
    const modules = await upFront(
      "export { SupertxTracker, SupertxProvider } from './src/react/index.ts'",
    )
    expect(wordsIn(modules)).toContain('src/react/i18n/error-messages.ts')
  })
})
