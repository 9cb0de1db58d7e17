import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { defineConfig } from 'vite'
import pkg from './package.json' with { type: 'json' }

// The library build. The test projects are in vitest.config.ts (on top of this file).

// The kit has no runtime dependencies today (only peers); any added later stays external too.
const { dependencies = {}, peerDependencies } = pkg as typeof pkg & {
  dependencies?: Record<string, string>
}
const deps = [...Object.keys(dependencies), ...Object.keys(peerDependencies)]
// Every dependency and node builtin stays external: the package ships our code only.
const external = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  deps.some((dep) => id === dep || id.startsWith(`${dep}/`))

const entries = {
  index: resolve(import.meta.dirname, 'src/react/index.ts'),
  core: resolve(import.meta.dirname, 'src/core/index.ts'),
  query: resolve(import.meta.dirname, 'src/core/query/index.ts'),
  devnet: resolve(import.meta.dirname, 'src/devnet/index.ts'),
  'devnet-browser': resolve(import.meta.dirname, 'src/devnet/browser.ts'),
  'devnet-client': resolve(import.meta.dirname, 'src/devnet-client/index.ts'),
  'devnet-vite': resolve(import.meta.dirname, 'src/devnet/vite/index.ts'),
  // The `supertx-kit` bin; its source's #! line is kept in the output.
  cli: resolve(import.meta.dirname, 'src/devnet/cli/bin.ts'),
  'dev-wallet': resolve(import.meta.dirname, 'src/dev-wallet/index.ts'),
  verify: resolve(import.meta.dirname, 'src/verify/index.ts'),
  // The app's server side: the API-key proxy and the service's URLs.
  server: resolve(import.meta.dirname, 'src/server/index.ts'),
}
const stylesPath = resolve(import.meta.dirname, 'src/react/styles.css')

/** styles.css with its `@import './x.css';` lines replaced by the files (one plain file ships). */
function inlineStyles(path: string): string {
  return readFileSync(path, 'utf8').replace(/^@import\s+['"](.+?)['"];\s*$/gm, (_, file: string) =>
    inlineStyles(resolve(dirname(path), file)),
  )
}

export default defineConfig({
  plugins: [
    {
      // The stylesheet ships as one plain file (`supertx-kit/styles.css`), never injected by JS.
      name: 'supertx-styles',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'styles.css', source: inlineStyles(stylesPath) })
      },
    },
  ],
  build: {
    target: 'es2022',
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
    lib: {
      formats: ['es'],
      entry: entries,
    },
    rollupOptions: {
      external,
      // One output module per source module: an app's bundler then drops, module by module, what
      // its imports do not reach (`sideEffects` in package.json), so a hook carries only its own
      // endpoint's schemas and no other hook's code.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) =>
          chunk.isEntry && chunk.name in entries ? '[name].js' : 'modules/[name].js',
      },
      onLog(level, log, handler) {
        // Each React module keeps its own 'use client' (one module per file, see above), so the
        // bundler's warning that directives may be lost in a merged chunk does not apply.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
})
