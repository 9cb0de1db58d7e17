// What an app loads up front for one module of its own that imports the kit, as esbuild bundles it
// (peers external, code split): the input files of the entry's output and of every chunk it imports
// statically, transitively. Chunks reached only through `import()` load later and are left out.
// For the test that keeps lazy modules lazy (test/unit/lazy-modules.test.ts).
import { type BuildOptions, build } from 'esbuild'

const peers = ['react', 'react-dom', 'wagmi', '@wagmi/core', 'viem', '@tanstack/react-query', 'zod']

/** The input files (relative to `absWorkingDir` or the cwd) an app loads up front for `code`. */
export async function upFrontInputs(
  code: string,
  {
    resolveDir,
    outdir,
    stdinLoader = 'js',
    ...options
  }: BuildOptions & {
    /** Where `code`'s imports resolve from. */
    resolveDir: string
    outdir: string
    /** How `code` is read. */
    stdinLoader?: 'js' | 'ts'
  },
): Promise<string[]> {
  const result = await build({
    ...options,
    stdin: { contents: code, resolveDir, loader: stdinLoader },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir,
    write: false,
    metafile: true,
    external: peers.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const [entry] = Object.entries(outputs).find(([, o]) => o.entryPoint === '<stdin>') ?? []
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const i of outputs[name]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  if (entry) visit(entry)
  return [...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}))
}
