// The README's "A real API" app (examples/real-api) built with Vite as `vite build` builds it: the
// production build carries neither the devnet client nor the dev wallet (main.tsx imports them
// under import.meta.env.DEV only), and a development build of the same files does (the markers
// are real). The kit comes from its sources under its public names, as tsconfig.json maps them.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const src = (path: string) => resolve(root, 'src', path)

/** Strings only the devnet client or the dev wallet carry, which minifying keeps. */
const devnetMarkers = [
  'DevnetDescriptionError', // supertx-kit/devnet/client
  'DevWalletChainRefusedError', // supertx-kit/dev-wallet
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', // dev account 0's key
]

async function buildApp(nodeEnv: 'production' | 'development'): Promise<string> {
  const before = process.env.NODE_ENV
  process.env.NODE_ENV = nodeEnv
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      mode: nodeEnv,
      root: resolve(root, 'examples/real-api'),
      plugins: [react()],
      resolve: {
        alias: [
          { find: /^supertx-kit$/, replacement: src('react/index.ts') },
          { find: /^supertx-kit\/dev-wallet$/, replacement: src('dev-wallet/index.ts') },
          { find: /^supertx-kit\/devnet\/client$/, replacement: src('devnet-client/index.ts') },
          { find: /^supertx-kit\/styles\.css$/, replacement: src('react/styles.css') },
        ],
      },
      build: {
        write: false,
        target: 'es2022',
        rollupOptions: { input: resolve(root, 'examples/real-api/main.tsx') },
      },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
    return outputs
      .flatMap((output) => output.output)
      .map((file) =>
        file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : '',
      )
      .join('\n')
  } finally {
    process.env.NODE_ENV = before
  }
}

describe('examples/real-api built with Vite', () => {
  it('for production: no devnet client, no dev wallet', async () => {
    const code = await buildApp('production')
    expect(code).toContain('/api/supertx')
    for (const marker of devnetMarkers) expect(code).not.toContain(marker)
  }, 120_000)

  it('for development: both are there (the markers find them)', async () => {
    const code = await buildApp('development')
    for (const marker of devnetMarkers) expect(code).toContain(marker)
  }, 120_000)
})
