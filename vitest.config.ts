// The test projects, on top of the library build's config (vite.config.ts). `npm test` runs them
// all; `npx vitest run --project <name>` one of them.
import { resolve } from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium.js'
import viteConfig from './vite.config.js'

export default mergeConfig(
  viteConfig,
  defineConfig({
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
              env: { WAGMI_MAJOR: wagmiMajor, REACT_MAJOR: '19' },
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
        // The suite that renders (every .tsx: components and hooks) again on React 18, which the
        // peer range allows: React 18 comes from the `react-18` / `react-dom-18` alias packages,
        // through Vite's alias for the modules Vite runs and through a resolve hook for those Node
        // loads itself (test/react/support/react-18.mjs), so one React is loaded, not two
        // (test/react/react-major.test.tsx proves which one).
        {
          extends: true,
          resolve: { alias: { react: 'react-18', 'react-dom': 'react-dom-18' } },
          test: {
            name: 'react18',
            env: { WAGMI_MAJOR: '3', REACT_MAJOR: '18' },
            environment: 'jsdom',
            include: ['test/react/**/*.test.tsx'],
            exclude: ['test/react/devnet/**', '**/node_modules/**'],
            execArgv: ['--import', resolve(import.meta.dirname, 'test/react/support/react-18.mjs')],
          },
        },
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
                  // The system Chromium (scripts/chromium.ts: CHROMIUM_PATH, else one installed).
                  executablePath: chromiumPath(),
                  args: chromiumArgs,
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
  }),
)
