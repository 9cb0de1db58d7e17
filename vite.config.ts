import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }

const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
// Every dependency and node builtin stays external: the package ships our code only.
const external = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  deps.some((dep) => id === dep || id.startsWith(`${dep}/`))

const stylesPath = resolve(import.meta.dirname, 'src/react/styles.css')

export default defineConfig({
  plugins: [
    {
      // The stylesheet ships as one plain file (`supertx-kit/styles.css`), never injected by JS.
      name: 'supertx-styles',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'styles.css', source: readFileSync(stylesPath) })
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
      entry: {
        index: resolve(import.meta.dirname, 'src/react/index.ts'),
        core: resolve(import.meta.dirname, 'src/core/index.ts'),
        query: resolve(import.meta.dirname, 'src/core/query/index.ts'),
        devnet: resolve(import.meta.dirname, 'src/devnet/index.ts'),
      },
    },
    rollupOptions: {
      external,
      // Bundling drops module directives; put 'use client' back on the React entry.
      output: { banner: (chunk) => (chunk.name === 'index' ? "'use client'" : '') },
    },
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
})
