// The README's "A real API" apps as a developer ships them: built for production from the packed
// kit, served with the proxy on their own server, talking to a stand-in for the real service (a
// small HTTP server on 127.0.0.1 that answers the receipt route as the service does and records
// every request it receives):
//   1. the Vite app (examples/real-api: index.html, main.tsx, providers.tsx, app.tsx) built with
//      `vite build` and served by its server.ts (hono: dist/ and the proxy);
//   2. the Next.js app (examples/nextjs-app: the App Router page, providers and the route handler)
//      built with `next build` and served by `next start`.
// For each, Chromium opens `/?supertx=<hash>`: the page follows it through /api/supertx, the
// stand-in receives the request with the key in X-API-Key, no request of the page and no built
// file carries the key, the supertransaction's link goes to MEE Scan, and the production output
// holds neither the devnet client nor the dev wallet. The installed kit's default config trusts
// only the real service's EIP-7702 delegates on the real chains the apps use (Base, OP).
// Run after `npm run build` (`npm run check:package` does); exits non-zero on any failure.
import { type ChildProcess, spawn } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../../fixtures/harness/browser.js'
import { freshApp, packKit, root, run } from './fresh-app.js'

const problems: string[] = []
const check = (ok: boolean, problem: string) => ok || problems.push(problem)

/** A key no page may ever see, and a supertransaction the stand-in knows. */
const apiKey = `stand-in-key-${process.pid}-kept-on-the-server`
const supertxHash = `0x${'5e'.repeat(32)}`
const meeScanLink = `https://meescan.biconomy.io/details/${supertxHash}`

/** Strings only the devnet client or the dev wallet carry, which minifying keeps. */
const devnetMarkers = [
  'DevnetDescriptionError', // supertx-kit/devnet/client
  'DevWalletChainRefusedError', // supertx-kit/dev-wallet
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', // dev account 0's key
]

type Received = {
  method: string
  url: string
  key: string | undefined
  headers: IncomingHttpHeaders
}

/** The stand-in for the real service: the receipt of `supertxHash`, 404 for anything else. */
async function standIn() {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const key = request.headers['x-api-key']
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      key: typeof key === 'string' ? key : undefined,
      headers: request.headers,
    })
    response.setHeader('content-type', 'application/json')
    if (request.method === 'GET' && request.url === `/v1/explorer/${supertxHash}`) {
      response.end(
        JSON.stringify({
          supertxHash,
          status: 'success',
          userOps: [
            {
              chainId: 8453,
              executionStatus: 'MINED_SUCCESS',
              transactionHash: `0x${'7a'.repeat(32)}`,
            },
          ],
        }),
      )
      return
    }
    response.statusCode = 404
    response.end(JSON.stringify({ code: 'NOT_FOUND', message: 'not found' }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received, close: () => new Promise((done) => server.close(done)) }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  await new Promise((done) => server.close(done))
  return port
}

/** Starts `command` and waits until `url` answers; the process and what it printed. */
async function serve(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  url: string,
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${output}`)
    try {
      if ((await fetch(url)).ok) return { child, output: () => output }
    } catch {}
    await new Promise((done) => setTimeout(done, 200))
  }
  child.kill('SIGTERM')
  throw new Error(`${command} ${args.join(' ')} did not answer ${url} in 60 s:\n${output}`)
}

function stop(child: ChildProcess) {
  if (child.exitCode === null) child.kill('SIGTERM')
}

/** Every file under `dir` (recursively) whose name ends with one of `endings`, read as text. */
function textOf(dir: string, endings: string[]): string {
  if (!existsSync(dir)) return ''
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((path) => endings.some((end) => path.endsWith(end)) && statSync(path).isFile())
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n')
}

/** What the page shows and sends, opened at `origin/?supertx=<hash>`. */
async function checkPage(
  what: string,
  origin: string,
  service: Awaited<ReturnType<typeof standIn>>,
) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const sent: string[] = []
    const foreign: string[] = []
    page.on('request', async (request) => {
      // A request seen as the browser closes can no longer give its headers; its URL and body
      // are still checked for the key.
      const headers = await request.allHeaders().catch(() => '(headers unreadable: page closed)')
      sent.push(`${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ''}`)
      if (!request.url().startsWith(origin)) foreign.push(request.url())
    })
    const before = service.received.length
    await page.goto(`${origin}/?supertx=${supertxHash}`)
    const link = page.locator(`a[href="${meeScanLink}"]`)
    await link.first().waitFor({ timeout: 60_000 })
    await page.getByText('Succeeded').first().waitFor({ timeout: 30_000 })
    const asked = service.received.slice(before)
    const receiptRequests = asked.filter((r) => r.url === `/v1/explorer/${supertxHash}`)
    check(
      receiptRequests.length > 0,
      `${what}: the stand-in service was never asked for the receipt`,
    )
    check(
      receiptRequests.every((r) => r.key === apiKey),
      `${what}: the service received the receipt request without the key`,
    )
    check(
      sent.length > 0 && sent.every((line) => !line.includes(apiKey)),
      `${what}: a request of the page carries the API key`,
    )
    check(
      sent.some((line) => line.startsWith(`${origin}/api/supertx/v1/explorer/${supertxHash}`)),
      `${what}: the page did not call the proxy at /api/supertx`,
    )
    check(
      foreign.length === 0,
      `${what}: the page sent requests off this machine's app: ${foreign.join(', ')}`,
    )
    const html = await page.content()
    check(!html.includes(apiKey), `${what}: the page holds the API key`)
    console.log(
      `${what}: the page followed ${supertxHash.slice(0, 10)}… through /api/supertx; the stand-in got the key in X-API-Key, the page never; link to MEE Scan`,
    )
  } finally {
    await browser.close()
  }
}

/** The installed kit's default trusted delegates on Base and OP: the real service's only. */
function checkDelegates(app: string) {
  const script = `import { createSupertxConfig, trustedDelegatesOn, realNetworkDelegates, devnetDelegate } from 'supertx-kit/core'
const config = createSupertxConfig({ baseUrl: '/api/supertx' })
const out = [8453, 10].map((id) => trustedDelegatesOn(config.eip7702.delegates, id))
console.log(JSON.stringify({ out, real: realNetworkDelegates, devnet: devnetDelegate }))`
  writeFileSync(join(app, 'delegates.mjs'), script)
  const { out, real, devnet } = JSON.parse(run(process.execPath, ['delegates.mjs'], app)) as {
    out: string[][]
    real: string[]
    devnet: string
  }
  check(
    out.every((list) => JSON.stringify(list) === JSON.stringify(real) && !list.includes(devnet)),
    `the default config trusts ${JSON.stringify(out)} on Base and OP, not only ${real}`,
  )
}

async function checkViteApp(work: string, tarball: string) {
  const example = join(root, 'examples/real-api')
  const app = freshApp(work, 'vite-app', tarball, [
    'react',
    'react-dom',
    'viem',
    'zod',
    'wagmi',
    '@tanstack/react-query',
    'vite',
    '@vitejs/plugin-react',
    'hono',
    '@hono/node-server',
    'tsx',
  ])
  mkdirSync(join(app, 'src'))
  for (const file of ['main.tsx', 'app.tsx', 'providers.tsx', 'devnet-providers.tsx'])
    copyFileSync(join(example, file), join(app, 'src', file))
  copyFileSync(join(example, 'server.ts'), join(app, 'server.ts'))
  writeFileSync(
    join(app, 'index.html'),
    readFileSync(join(example, 'index.html'), 'utf8').replace('/main.tsx', '/src/main.tsx'),
  )
  writeFileSync(
    join(app, 'vite.config.ts'),
    `import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\nexport default defineConfig({ plugins: [react()], build: { target: 'es2022' } })\n`,
  )
  const started = Date.now()
  run(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    app,
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const code = textOf(join(app, 'dist'), ['.js', '.html'])
  check(code.includes('/api/supertx'), 'vite build: the app does not call /api/supertx')
  for (const marker of devnetMarkers)
    check(!code.includes(marker), `vite build: the production output carries ${marker}`)
  check(!code.includes(apiKey), 'vite build: the output carries the key')

  const service = await standIn()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { child } = await serve(
    process.execPath,
    ['--import', 'tsx', 'server.ts'],
    app,
    {
      SUPERTX_API_KEY: apiKey,
      SUPERTX_API_URL: service.url,
      APP_ORIGIN: origin,
      PORT: String(port),
    },
    `${origin}/`,
  )
  try {
    await checkPage('Vite app (vite build + server.ts)', origin, service)
  } finally {
    stop(child)
    await service.close()
  }
  checkDelegates(app)
  console.log(
    `Vite app: vite build took ${seconds} s; no devnet client, dev wallet or key in dist/`,
  )
}

async function checkNextApp(work: string, tarball: string) {
  const example = join(root, 'examples/nextjs-app')
  const app = freshApp(work, 'next-app', tarball, [
    'react',
    'react-dom',
    'viem',
    'zod',
    'wagmi',
    '@tanstack/react-query',
    'next',
    'typescript',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ])
  cpSync(join(example, 'app'), join(app, 'app'), { recursive: true })
  copyFileSync(join(example, 'next.config.mjs'), join(app, 'next.config.mjs'))
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'preserve',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        incremental: false,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  )
  const next = join(app, 'node_modules/next/dist/bin/next')
  const env = { NEXT_TELEMETRY_DISABLED: '1' }
  const started = Date.now()
  // webpack, not Turbopack: the linked packages live in this repository's node_modules (a real
  // install copies them in), outside the app, and Next 16.4's Turbopack panics on them ("Failed to
  // write app endpoint /page") even with turbopack.root set to a folder holding both.
  run(process.execPath, [next, 'build', '--webpack'], app, env)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const client = textOf(join(app, '.next/static'), ['.js'])
  check(client.includes('/api/supertx'), 'next build: the page does not call /api/supertx')
  for (const marker of devnetMarkers)
    check(!client.includes(marker), `next build: the browser's files carry ${marker}`)
  const everything = textOf(join(app, '.next'), ['.js', '.html', '.json', '.rsc'])
  check(!everything.includes(apiKey), 'next build: the output carries the key')

  const service = await standIn()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { child } = await serve(
    process.execPath,
    [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    app,
    { ...env, SUPERTX_API_KEY: apiKey, SUPERTX_API_URL: service.url, APP_ORIGIN: origin },
    `${origin}/`,
  )
  try {
    await checkPage('Next.js app (next build + next start)', origin, service)
  } finally {
    stop(child)
    await service.close()
  }
  console.log(
    `Next.js app: next build took ${seconds} s; no devnet client or dev wallet in .next/static, no key in .next`,
  )
}

const work = mkdtempSync(join(tmpdir(), 'stx-production-apps-'))
try {
  if (!existsSync(join(root, 'dist/index.js')))
    throw new Error('no dist/index.js: run `npm run build` first')
  const tarball = packKit(work)
  const only = process.argv[2]
  if (!only || only === 'vite') await checkViteApp(work, tarball)
  if (!only || only === 'next') await checkNextApp(work, tarball)
} finally {
  rmSync(work, { recursive: true, force: true })
}
if (problems.length) {
  console.error(`production apps:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
