import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
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
        'devnet-browser': resolve(import.meta.dirname, 'src/devnet/browser.ts'),
        'dev-wallet': resolve(import.meta.dirname, 'src/dev-wallet/index.ts'),
      },
    },
    rollupOptions: {
      external,
      // Bundling drops module directives; put 'use client' back on the React entry.
      output: { banner: (chunk) => (chunk.name === 'index' ? "'use client'" : '') },
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/react/**', '**/node_modules/**'],
          typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
        },
      },
      // The hook suite runs on both wagmi majors: wagmi 3 as installed, wagmi 2 through the
      // `wagmi-v2` alias package (its own @wagmi/core 2 sits in its node_modules).
      ...(
        [
          ['react', '3', {}],
          [
            'react-wagmi2',
            '2',
            {
              wagmi: 'wagmi-v2',
              '@wagmi/core': resolve(
                import.meta.dirname,
                'node_modules/wagmi-v2/node_modules/@wagmi/core',
              ),
            },
          ],
        ] as const
      ).flatMap(([name, wagmiMajor, alias]): TestProjectInlineConfiguration[] => [
        {
          extends: true,
          resolve: { alias },
          test: {
            name,
            env: { WAGMI_MAJOR: wagmiMajor },
            environment: 'jsdom',
            include: ['test/react/**/*.test.ts', 'test/react/**/*.test.tsx'],
            exclude: ['test/react/devnet/**', '**/node_modules/**'],
          },
        },
        {
          extends: true,
          resolve: { alias },
          test: {
            name: `${name}-devnet`,
            env: { WAGMI_MAJOR: wagmiMajor },
            environment: 'jsdom',
            include: ['test/react/devnet/**/*.test.tsx'],
            // One devnet per project run, shared by its test files through `inject`.
            globalSetup: ['test/react/devnet/global-setup.ts'],
            fileParallelism: false,
          },
        },
      ]),
      // The dev wallet's suite again on wagmi 2 (the node project runs it on wagmi 3).
      {
        extends: true,
        resolve: {
          alias: {
            wagmi: 'wagmi-v2',
            '@wagmi/core': resolve(
              import.meta.dirname,
              'node_modules/wagmi-v2/node_modules/@wagmi/core',
            ),
          },
        },
        test: { name: 'dev-wallet-wagmi2', include: ['test/dev-wallet/**/*.test.ts'] },
      },
      // The playground in the system Chromium, over the devnet scripts/dev.ts starts.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
