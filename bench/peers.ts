// The kit's peers measured beside it (`npm run bench`): the same reference dApp
// (bench/reference-app) built by Vite 8 with LI.FI's <LiFiWidget> and with Relay's <SwapWidget> in
// place of the drop-in <Supertransaction>, and `@biconomy/abstractjs` creating a MEE client and
// getting a quote in place of `supertx-kit/core`'s client (bench/peer-apps). Measured as the kit's
// figures are (reference-app.ts) and printed with the ratio kit ÷ peer; never asserted.
//
// The two widgets are not dependencies of this package (their trees are large, and CI's `npm ci`
// must not grow): they are installed on demand, at the versions pinned here, each into its own
// folder under node_modules/.cache/supertx-bench-peers (a package.json of its own, so npm does not
// install into this repository's node_modules), with their peer dependencies not installed
// (`--legacy-peer-deps`): react, wagmi, viem and TanStack Query resolve from this repository's
// node_modules, the same copies the reference app uses. abstractjs is a dev dependency already.
// If the registry cannot be reached or a peer does not build, its line says why.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { root } from './bundle-app.js'
import { measurePeerPages, type PageSize, type ReferenceAppFigures } from './reference-app.js'

/** The widgets, pinned (`npm view <name> version peerDependencies` before moving a pin). */
const installedOnDemand = [
  {
    label: "LI.FI's <LiFiWidget>",
    name: '@lifi/widget',
    version: '4.5.0',
    page: 'with-lifi-widget.html',
  },
  {
    label: "Relay's <SwapWidget>",
    name: '@reservoir0x/relay-kit-ui',
    version: '2.17.2',
    page: 'with-relay-swap-widget.html',
  },
] as const

const cache = join(root, 'node_modules/.cache/supertx-bench-peers')
const pages = resolve(import.meta.dirname, 'peer-apps')
const installTimeoutMs = 5 * 60_000

/** Installs `name@version` into its cache folder (once); answers the package's folder or why not. */
async function install(name: string, version: string): Promise<string | Error> {
  const folder = join(cache, `${name.replace('/', '+')}@${version}`)
  const installed = join(folder, 'node_modules', name)
  const manifest = join(installed, 'package.json')
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version)
    return installed
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { [name]: version } }, null, 2)}\n`,
  )
  try {
    await promisify(execFile)(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'],
      { cwd: folder, timeout: installTimeoutMs, maxBuffer: 16 * 1024 * 1024 },
    )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return new Error(`npm install failed: ${firstLines(reason)}`)
  }
  return existsSync(manifest) ? installed : new Error(`npm install left no ${name}`)
}

/** The lines of an npm or Rolldown error that say why (no colours, no backtrace, no banners). */
function firstLines(text: string): string {
  return text
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('Stack backtrace')[0]!
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(npm warn|Build failed|\[rolldown|Caused by)/.test(line))
    .slice(0, 3)
    .join(' / ')
    .slice(0, 400)
}

/** What a widget declares it needs of the app's React and wagmi, beside what the app has. */
function peersOf(folder: string): string {
  const declared = (path: string) =>
    JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as {
      version: string
      peerDependencies?: Record<string, string>
    }
  const wants = declared(folder).peerDependencies ?? {}
  const has = (name: string) => declared(join(root, 'node_modules', name)).version
  return ['react', 'wagmi']
    .map((name) => `it wants ${name} ${wants[name] ?? '(any)'}, the app has ${has(name)}`)
    .join(', ')
}

/** Prints the peers' figures beside the kit's (`kit`: measureReferenceApp's figures). */
export async function printPeers(kit: ReferenceAppFigures): Promise<void> {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    '\n## Peers, the same reference dApp and build (what each adds to the app alone: up-front JS + CSS, gzip -9 KiB; ratio kit ÷ peer)',
  )
  const widgets = await Promise.all(
    installedOnDemand.map(async (peer) => ({
      ...peer,
      folder: await install(peer.name, peer.version),
    })),
  )
  const built = widgets.filter((peer) => typeof peer.folder === 'string')
  const abstractjs = {
    input: 'abstractjs-client.ts',
    packages: { '@biconomy/abstractjs': join(root, 'node_modules/@biconomy/abstractjs') },
  }
  const results = await measurePeerPages(pages, [
    ...built.map((peer) => ({
      input: peer.page,
      packages: { [peer.name]: peer.folder as string },
    })),
    abstractjs,
  ])
  const kitTotal = kit.added.dropInJs + kit.added.dropInCss
  const line = (label: string, figure: string) => console.log(`  ${label.padEnd(52)} ${figure}`)
  line(
    'the kit: <Supertransaction>',
    `${kib(kit.added.dropInJs)} JS + ${kib(kit.added.dropInCss)} CSS = ${kib(kitTotal)}`,
  )
  for (const peer of widgets) {
    const label = `${peer.label} (${peer.name}@${peer.version})`
    if (peer.folder instanceof Error) {
      line(label, `not measured (${peer.folder.message})`)
      continue
    }
    const page = results[built.indexOf(peer)]
    if (!page || page instanceof Error) {
      line(
        label,
        `not measured (build failed: ${firstLines(page?.message ?? 'no result')}; ${peersOf(peer.folder)})`,
      )
      continue
    }
    const js = page.js - kit.alone.js
    const css = page.css - kit.alone.css
    line(
      label,
      `${kib(js)} JS + ${kib(css)} CSS = ${kib(js + css)}; kit ÷ peer ${(kitTotal / (js + css)).toFixed(2)}×`,
    )
  }
  line("the kit: supertx-kit/core's client", `${kib(kit.coreClient.js)} JS (viem external)`)
  const sdk: PageSize | Error | undefined = results.at(-1)
  const sdkLabel = '@biconomy/abstractjs: MEE client + getQuote'
  if (!sdk || sdk instanceof Error)
    line(sdkLabel, `not measured (build failed: ${firstLines(sdk?.message ?? 'no result')})`)
  else
    line(
      sdkLabel,
      `${kib(sdk.js)} JS (viem external); kit ÷ peer ${(kit.coreClient.js / sdk.js).toFixed(2)}×`,
    )
}
