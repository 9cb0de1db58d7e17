import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }

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
          exclude: ['test/react/**', 'test/dev-wallet/**', '**/node_modules/**'],
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
      {
        // Every story is a test: rendered in Chromium, its play function run, axe checked
        // (a11y.test = 'error' in .storybook/preview.tsx), console.error fails it (vitest.setup.ts).
        extends: true,
        plugins: [storybookTest({ configDir: resolve(import.meta.dirname, '.storybook') })],
        // Pre-bundled at start: a dependency Vite discovers mid-run makes it re-bundle, and the
        // stories already loaded then fail to fetch their modules ("Failed to fetch dynamically
        // imported module"), as seen on a first run with a new story file.
        optimizeDeps: {
          include: [
            '@tanstack/react-query',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'viem',
            'viem/accounts',
            'viem/actions',
            'viem/utils',
            'wagmi',
            'wagmi/actions',
            'wagmi/connectors',
            'zod/mini',
            'storybook/test',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                // The system Chromium (Debian package; .ci/run installs it): playwright downloads none.
                // CHROMIUM_PATH points at another one, as for the e2e tests (test/e2e/browser.ts).
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      // The dev wallet's suite on both wagmi majors, each over one devnet its global setup starts
      // before the files run (a devnet started in `beforeAll` competed with every other project's
      // workers and could overrun the hook timeout under load).
      ...(
        [
          ['dev-wallet', {}],
          [
            'dev-wallet-wagmi2',
            {
              wagmi: 'wagmi-v2',
              '@wagmi/core': resolve(
                import.meta.dirname,
                'node_modules/wagmi-v2/node_modules/@wagmi/core',
              ),
            },
          ],
        ] as const
      ).map(
        ([name, alias]): TestProjectInlineConfiguration => ({
          extends: true,
          resolve: { alias },
          test: {
            name,
            include: ['test/dev-wallet/**/*.test.ts'],
            globalSetup: ['test/dev-wallet/global-setup.ts'],
          },
        }),
      ),
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
