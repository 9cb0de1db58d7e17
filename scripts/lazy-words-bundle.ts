// The error words load on first use (src/react/i18n/load-error-words.ts: `import('./error-words.js')`).
// In dist every source module is a file of its own (preserveModules), so that chunk's modules would
// be the very files the `supertx-kit` entry re-exports for `describeError` and `useDescribeError`;
// esbuild (an app's bundler) assigns a file to chunks by which entries reach it through any import,
// used or not, and so would ship the words up front, in a chunk shared with the entry, in every app
// of the barrel, even one that imports `useQuote` alone. So the build writes the lazy module as one
// file with its own copy of the words (the modules of src/react/i18n it reaches) that imports
// everything else (the core's error classes, whose identity `instanceof` needs; viem) from the
// modules the entries share. An app that imports `describeError` itself pays for the words up
// front and again in the lazy chunk, which loads only when a component mounts.
import { dirname, relative, resolve } from 'node:path'
import { build, type Plugin } from 'esbuild'

/** The lazy module in dist, and the folder whose modules it carries a copy of. */
export const lazyWordsModule = 'modules/react/i18n/error-words.js'

/** Rewrites `outDir`'s lazy words module into one file (see above). */
export async function bundleLazyWords(outDir: string): Promise<void> {
  await lazyWordsFile(resolve(outDir, lazyWordsModule), { write: true })
}

/**
 * `file` (the lazy words module) as one module: the modules of its own folder inlined, every
 * other import kept, by its path from `file`. Written over `file` (with a source map), or returned.
 */
export async function lazyWordsFile(file: string, { write }: { write: boolean }): Promise<string> {
  const inlined = dirname(file)
  const keepOutside: Plugin = {
    name: 'keep-outside-i18n',
    setup(b) {
      b.onResolve({ filter: /.*/ }, ({ path, resolveDir, kind }) => {
        if (kind === 'entry-point') return undefined
        if (!path.startsWith('.')) return { path, external: true }
        const target = resolve(resolveDir, path)
        if (dirname(target) === inlined) return undefined
        // Imported from the shared module, by its path from the rewritten file.
        const fromHere = relative(inlined, target)
        return { path: fromHere.startsWith('.') ? fromHere : `./${fromHere}`, external: true }
      })
    },
  }
  const result = await build({
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    write,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    sourcemap: write,
    // The entry's 'use client' stays at the top; the inlined modules' own are dropped.
    logLevel: 'error',
    plugins: [keepOutside],
    metafile: true,
  })
  const inputs = Object.keys(result.metafile.inputs)
  if (!inputs.some((input) => /describe-error\.[jt]s$/.test(input)))
    throw new Error(`${file}: the words were not inlined (${inputs.join(', ')})`)
  return write ? '' : (result.outputFiles?.[0]?.text ?? '')
}
