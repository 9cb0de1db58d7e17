// The devnet in a fresh app, as a developer installs it: `npm pack` the built kit, `npm install`
// the tarball into new app folders (offline; the app's other packages are linked from this
// repository's node_modules, after the install so npm does not prune them), then
//   1. a Vite + React + wagmi app made of examples/devnet (vite.config.ts with supertxDevnet(),
//      main.tsx with fetchDevnet → devnetWagmiParameters / devnetProviderProps) typechecks,
//      builds offline (no devnet started, no Node code in the bundle), and under `vite` dev shows
//      in Chromium its dev account, chain and smart account read from the devnet's API;
//   2. the README's first supertransaction (vite.config.ts as above, examples/first-supertransaction's
//      main.tsx and index.html) typechecks, and under `vite` dev a click on Get quote, then on Sign and
//      execute lands it in Chromium: the recipient holds 25 USDC more;
//   3. the bin: `npx supertx-kit devnet --info-file` starts a devnet, writes its description, and
//      Ctrl-C stops it and removes the file;
//   4. without the devnet's peers, `supertx-kit/devnet` imports, and startDevnet and the bin name
//      every missing package with the npm i -D line.
// Run after `npm run build` (`npm run check:package` does); exits non-zero on any failure.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { build, createServer } from 'vite'
import { launchChromium } from '../../fixtures/harness/browser.js'
import { freshApp, modules, packKit, root, run } from './fresh-app.js'

const example = join(root, 'examples/devnet')
const problems: string[] = []
const check = (ok: boolean, problem: string) => ok || problems.push(problem)

/** Every process whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  )
}

const anvilsOf = (pid: number) =>
  childrenOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('anvil')
    } catch {
      return false
    }
  })

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return condition()
}

/** tsc over the app's files; only errors in them and the kit's declarations count. */
function typecheck(app: string, what: string) {
  // wagmi's and vite's own declarations have errors of their own under skipLibCheck false.
  const tsc = spawnSync(process.execPath, [join(modules, 'typescript/bin/tsc'), '-p', app], {
    cwd: app,
    encoding: 'utf8',
  })
  const ours = tsc.stdout
    .split('\n')
    .filter((line) => /^(vite\.config\.ts|main\.tsx|node_modules\/supertx-kit\/)/.test(line))
  check(
    ours.length === 0 && (tsc.status === 0 || tsc.stdout.includes('error TS')),
    `${what} does not typecheck:\n${ours.join('\n') || tsc.stderr}`,
  )
}

async function checkViteApp(work: string, tarball: string) {
  const app = freshApp(work, 'vite-app', tarball, [
    'react',
    'react-dom',
    'viem',
    'zod',
    'wagmi',
    '@tanstack/react-query',
    '@types/react',
    '@types/react-dom',
    'vite',
    '@vitejs/plugin-react',
    '@foundry-rs/anvil',
    'hono',
    '@hono/node-server',
  ])
  for (const file of ['vite.config.ts', 'main.tsx', 'index.html'])
    copyFileSync(join(example, file), join(app, file))
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
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
      files: ['vite.config.ts', 'main.tsx'],
    }),
  )

  typecheck(app, 'the Vite app')

  const configFile = join(app, 'vite.config.ts')
  await build({ root: app, configFile, logLevel: 'warn' })
  check(anvilsOf(process.pid).length === 0, 'vite build started a devnet')
  const assets = join(app, 'dist/assets')
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const code = js.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n')
  check(code.includes('/__supertx/devnet.json'), 'the built app does not read the description')
  check(!/["']node:|hono|child_process/.test(code), 'the built app bundles Node-only devnet code')

  const server = await createServer({
    root: app,
    configFile,
    logLevel: 'warn',
    // The linked packages live in this repository's node_modules; a real install copies them in.
    server: { host: '127.0.0.1', port: 0, fs: { allow: [app, modules] } },
  })
  await server.listen()
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(String(error)))
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`))
    await page.goto(server.resolvedUrls?.local[0] as string)
    const shown = page.getByText(
      /^0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 on Devnet A; smart account 0x[0-9a-fA-F]{40}$/,
    )
    await shown.waitFor({ timeout: 90_000 })
    check(errors.length === 0, `the page logged errors: ${errors.join('; ')}`)
    check(anvilsOf(process.pid).length === 2, 'the dev server does not run the devnet’s two chains')
  } finally {
    await browser.close()
    await server.close()
  }
  check(
    await until(() => anvilsOf(process.pid).length === 0),
    'closing the dev server left anvil running',
  )
  console.log(
    'packed devnet app: the Vite app typechecks, builds offline and runs on the plugin’s devnet in Chromium',
  )
  return app
}

/** The README's "In your app": its main.tsx in the app above lands a supertransaction. */
async function checkFirstSupertransaction(app: string) {
  const readme = join(root, 'examples/first-supertransaction')
  for (const file of ['main.tsx', 'index.html']) copyFileSync(join(readme, file), join(app, file))
  typecheck(app, 'the README’s first supertransaction')

  const server = await createServer({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, fs: { allow: [app, modules] } },
  })
  await server.listen()
  const browser = await launchChromium()
  try {
    const url = server.resolvedUrls?.local[0] as string
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(url)
    // What the page reads: the recipient (dev account 1) and its USDC on the first chain.
    const devnet = (await (await fetch(new URL('__supertx/devnet.json', url))).json()) as {
      accounts: Address[]
      chains: { rpcUrl: string; tokens: { symbol: string; address: Address }[] }[]
    }
    const [chain] = devnet.chains
    const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')?.address as Address
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    const balance = () =>
      client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devnet.accounts[1] as Address],
      })
    const before = await balance()
    await page.getByRole('button', { name: 'Get quote' }).click({ timeout: 90_000 })
    await page.getByRole('button', { name: 'Sign and execute' }).click({ timeout: 60_000 })
    await page.getByText('Done: every operation succeeded.').waitFor({ timeout: 60_000 })
    check(
      (await balance()) - before === 25_000_000n,
      'the README’s supertransaction did not move 25 USDC to dev account 1',
    )
    check(errors.length === 0, `the README’s app logged errors: ${errors.join('; ')}`)
  } finally {
    await browser.close()
    await server.close()
  }
  check(
    await until(() => anvilsOf(process.pid).length === 0),
    'closing the dev server left anvil running',
  )
  console.log(
    'packed devnet app: the README’s first supertransaction typechecks and lands on the plugin’s devnet in Chromium',
  )
}

async function checkBin(app: string) {
  const infoFile = join(app, 'public/devnet.json')
  const child = spawn(
    join(app, 'node_modules/.bin/supertx-kit'),
    [
      'devnet',
      '--port',
      '0',
      '--rpc-port',
      '0',
      '--chains',
      '1',
      '--info-file',
      'public/devnet.json',
    ],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  try {
    const printed = await readUntil(child, /Press Ctrl-C to stop\./)
    const description = JSON.parse(readFileSync(infoFile, 'utf8')) as { apiUrl: string }
    check(
      printed.includes(`API base URL  ${description.apiUrl}`),
      'the bin’s description names another API',
    )
    check((await fetch(`${description.apiUrl}/`)).ok, 'the bin’s devnet does not answer')
    const anvils = anvilsOf(child.pid as number)
    check(anvils.length === 1, 'the bin runs no anvil')
    child.kill('SIGINT')
    check((await exited) === 0, 'Ctrl-C did not stop the bin cleanly')
    check(!existsSync(infoFile), 'the bin left its description behind')
    check(
      await until(() => anvils.every((pid) => !existsSync(`/proc/${pid}`))),
      'the bin left anvil running',
    )
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  console.log(
    'packed devnet app: npx supertx-kit devnet starts, writes its description, and Ctrl-C stops it',
  )
}

function readUntil(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolvePrinted, reject) => {
    let printed = ''
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in 60 s:\n${printed}`)), 60_000)
    const onData = (chunk: Buffer) => {
      printed += chunk.toString()
      if (pattern.test(printed)) {
        clearTimeout(timer)
        resolvePrinted(printed)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`exited (${code}):\n${printed}`)))
  })
}

/**
 * `supertx-kit/devnet` in a browser bundle: an app importing startDevnet still builds (Vite, for
 * the browser), and loading it says at once what the browser imports instead.
 */
async function checkBrowserStub(app: string) {
  writeFileSync(
    join(app, 'browser-entry.js'),
    "import { startDevnet } from 'supertx-kit/devnet'\nexport const start = () => startDevnet()\n",
  )
  const outDir = join(app, 'browser-bundle')
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    build: { outDir, lib: { entry: 'browser-entry.js', formats: ['es'], fileName: 'entry' } },
  })
  const ran = spawnSync(process.execPath, [join(outDir, 'entry.js')], { encoding: 'utf8' })
  check(
    ran.status !== 0 && ran.stderr.includes("import 'supertx-kit/devnet/client'"),
    `supertx-kit/devnet in a browser bundle did not point at the client entry:\n${ran.stderr}`,
  )
  console.log(
    'packed devnet app: supertx-kit/devnet in a browser bundle builds, and loading it names supertx-kit/devnet/client',
  )
}

/** startDevnet and the bin in an app that installed `packages` of the devnet's peers. */
function checkWithout(work: string, tarball: string, installed: string[], missing: string[]) {
  const app = freshApp(work, `app-without-${missing.length}`, tarball, [
    'viem',
    'zod',
    ...installed,
  ])
  const line = `npm i -D ${missing.join(' ')}`
  const script = `const { startDevnet } = await import('supertx-kit/devnet')
try { await startDevnet({ chains: 1 }) } catch (e) { console.log(JSON.stringify({ name: e.name, packageNames: e.packageNames, message: e.shortMessage })) }`
  const result = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app)) as {
    name: string
    packageNames: string[]
    message: string
  }
  check(
    result.name === 'DevnetDependencyMissingError',
    `without ${missing}: startDevnet threw ${result.name}`,
  )
  check(
    result.packageNames?.join() === missing.join(),
    `without ${missing}: it named ${result.packageNames}`,
  )
  check(
    result.message.endsWith(line),
    `without ${missing}: "${result.message}" does not end with ${line}`,
  )
  const bin = spawnSync(join(app, 'node_modules/.bin/supertx-kit'), ['devnet', '--port', '0'], {
    cwd: app,
    encoding: 'utf8',
  })
  check(
    bin.status === 1 && bin.stderr.includes(line),
    `without ${missing}: the bin printed\n${bin.stderr}`,
  )
  console.log(
    `packed devnet app without ${missing.join(', ')}: imports, and startDevnet and the bin say ${line}`,
  )
}

const work = mkdtempSync(join(tmpdir(), 'stx-packed-devnet-'))
try {
  if (!existsSync(join(root, 'dist/cli.js')))
    throw new Error('no dist/cli.js: run `npm run build` first')
  const tarball = packKit(work)
  const app = await checkViteApp(work, tarball)
  await checkFirstSupertransaction(app)
  await checkBin(app)
  await checkBrowserStub(app)
  checkWithout(work, tarball, [], ['@foundry-rs/anvil', 'hono', '@hono/node-server'])
  checkWithout(work, tarball, ['hono', '@hono/node-server'], ['@foundry-rs/anvil'])
} finally {
  rmSync(work, { recursive: true, force: true })
}
if (problems.length) {
  console.error(`packed devnet app:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
