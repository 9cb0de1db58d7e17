// The kit as a fresh app meets it: `npm pack` the built package, install the tarball in a new app
// beside wagmi, viem, react and react-query (offline: the packages are linked from this repository's
// node_modules, the tarball extracted as npm would), then
//   1. typecheck an app file with skipLibCheck false: the kit's types must resolve against the
//      app's own wagmi (a string passed as a wagmi Config must not compile), and
//   2. bundle it with esbuild: exactly one copy of wagmi's core actions may end up in it, the app's.
// Once with wagmi 3 and once with wagmi 2 (the `wagmi-v2` alias package). Run after `npm run build`
// (`npm run check:package` does); exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { link, modules, packKit, root, run } from './fresh-app.js'

const appSource = `import { useQuote, SupertxProvider, createSupertxConfig, wagmiWallet } from 'supertx-kit'
import { signPayloads, type SignPayloadsParameters } from 'supertx-kit/core'
import { type Config, createConfig, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'

export const wagmiConfig: Config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
export const supertxConfig = createSupertxConfig({ baseUrl: 'http://127.0.0.1:4337' })

export function sign(quote: SignPayloadsParameters['quote'], request: SignPayloadsParameters['request']) {
  return signPayloads(wagmiWallet(wagmiConfig), { quote, request, config: supertxConfig })
}

export function walletWithoutConfig() {
  // @ts-expect-error a string is not a wagmi Config: the kit's types must see the app's wagmi
  return wagmiWallet('not a wagmi config')
}

export { useQuote, SupertxProvider }
`

// The framework-free core in an app that has neither React nor wagmi: a script signing with a viem
// wallet client.
const coreAppSource = `import { createSupertxClient, createSupertxConfig, createSupertransaction, signPayloads, type QuoteRequest, type QuoteResponse } from 'supertx-kit/core'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const walletClient = createWalletClient({ account, transport: http('http://127.0.0.1:8545') })
export const client = createSupertxClient({ baseUrl: 'http://127.0.0.1:4337' })
export const supertransaction = createSupertransaction({ config: createSupertxConfig({ baseUrl: 'http://127.0.0.1:4337' }), wallet: walletClient })
export const sign = (quote: QuoteResponse, request: QuoteRequest, accounts: Record<number, \`0x\${string}\`>) =>
  signPayloads(walletClient, { quote, request, accounts })
`

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: false,
    types: [],
    noEmit: true,
  },
  files: ['app.ts'],
}

async function checkApp(work: string, tarball: string, wagmiMajor: 2 | 3) {
  const app = join(work, `app-wagmi${wagmiMajor}`)
  mkdirSync(join(app, 'node_modules', 'supertx-kit'), { recursive: true })
  // What npm would put at the top level of a fresh app: its own dependencies and the kit's.
  // @wagmi/core is not among them: it is wagmi's dependency, not the app's nor the kit's.
  for (const name of ['react', 'react-dom', 'viem', '@tanstack/react-query', 'zod', '@types/react'])
    link(app, name)
  link(app, 'wagmi', wagmiMajor === 3 ? 'wagmi' : 'wagmi-v2')
  run(
    'tar',
    ['-xzf', tarball, '-C', join(app, 'node_modules', 'supertx-kit'), '--strip-components=1'],
    app,
  )
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'fresh-app', type: 'module' }))
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(tsconfig))
  writeFileSync(join(app, 'app.ts'), appSource)

  // skipLibCheck false checks every declaration file; wagmi's own (against this react-query) have
  // errors of their own that are not the kit's to fix, so only errors in the app file and the
  // kit's declarations count.
  const tsc = spawnSync(
    process.execPath,
    [join(modules, 'typescript/bin/tsc'), '-p', app, '--pretty', 'false'],
    {
      cwd: app,
      encoding: 'utf8',
    },
  )
  const ours = tsc.stdout
    .split('\n')
    .filter((line) => /^(app\.ts|node_modules\/supertx-kit\/)/.test(line))
  if (ours.length || (tsc.status !== 0 && !tsc.stdout.includes('error TS')))
    throw new Error(
      `wagmi ${wagmiMajor}: the app does not typecheck:\n${ours.join('\n') || tsc.stderr}`,
    )

  const result = await build({
    entryPoints: [join(app, 'app.ts')],
    absWorkingDir: app,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/*', 'viem', 'viem/*', '@tanstack/*', 'zod', 'zod/*'],
  })
  const code = result.outputFiles[0]!.text
  // Each copy of @wagmi/core's actions defines getConnectorClient once (esbuild renames a second
  // copy getConnectorClient2); the kit reaches it through its wallet code (wagmiWallet).
  const copies = code.match(/\bfunction getConnectorClient\d*\(/g) ?? []
  const coreRoots = new Set(
    Object.keys(result.metafile.inputs)
      .map((input) => /^(.*node_modules\/@wagmi\/core)\//.exec(input)?.[1])
      .filter(Boolean),
  )
  const kitInputs = Object.keys(result.metafile.inputs).filter((input) =>
    input.includes('node_modules/supertx-kit/'),
  )
  const problems = [
    copies.length !== 1 && `${copies.length} copies of getConnectorClient in the bundle`,
    coreRoots.size !== 1 && `@wagmi/core bundled from ${coreRoots.size} places: ${[...coreRoots]}`,
    kitInputs.length === 0 && 'the bundle took nothing from the installed kit',
  ].filter(Boolean)
  if (problems.length) throw new Error(`wagmi ${wagmiMajor}: ${problems.join('; ')}`)
  console.log(
    `packed app, wagmi ${wagmiMajor}: typechecks with skipLibCheck false; one @wagmi/core in the bundle (${(code.length / 1024).toFixed(0)} kB, ${kitInputs.length} kit modules)`,
  )
}

async function checkCoreApp(work: string, tarball: string) {
  const app = join(work, 'app-core')
  mkdirSync(join(app, 'node_modules', 'supertx-kit'), { recursive: true })
  // The core's peers, and nothing else: viem, and zod for the schemas.
  link(app, 'viem')
  link(app, 'zod')
  run(
    'tar',
    ['-xzf', tarball, '-C', join(app, 'node_modules', 'supertx-kit'), '--strip-components=1'],
    app,
  )
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'core-app', type: 'module' }))
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(tsconfig))
  writeFileSync(join(app, 'app.ts'), coreAppSource)
  const tsc = spawnSync(
    process.execPath,
    [join(modules, 'typescript/bin/tsc'), '-p', app, '--pretty', 'false'],
    { cwd: app, encoding: 'utf8' },
  )
  const ours = tsc.stdout
    .split('\n')
    .filter((line) => /^(app\.ts|node_modules\/supertx-kit\/)/.test(line))
  if (ours.length || (tsc.status !== 0 && !tsc.stdout.includes('error TS')))
    throw new Error(
      `core without wagmi: the app does not typecheck:\n${ours.join('\n') || tsc.stderr}`,
    )
  // No wagmi, react or react-query is installed: bundling fails if the core reaches any of them.
  const result = await build({
    entryPoints: [join(app, 'app.ts')],
    absWorkingDir: app,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    external: ['viem', 'viem/*'],
  })
  const code = result.outputFiles[0]!.text
  console.log(
    `packed app, core only: typechecks and bundles with viem and zod only (no react, wagmi or react-query installed) (${(code.length / 1024).toFixed(0)} kB)`,
  )
}

const work = mkdtempSync(join(tmpdir(), 'stx-packed-app-'))
try {
  if (!readdirSync(join(root, 'dist')).includes('index.js'))
    throw new Error('no dist/index.js: run `npm run build` first')
  const tarball = packKit(work)
  await checkApp(work, tarball, 3)
  await checkApp(work, tarball, 2)
  await checkCoreApp(work, tarball)
} finally {
  rmSync(work, { recursive: true, force: true })
}
