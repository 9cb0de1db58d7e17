// EIP-7702 on a real chain id, as an app ships it: a devnet chain started with Base's id 8453
// (speaking Nexus) stands in for Base, and the app (fixtures/real-chain-app: the kit's defaults,
// no `eip7702` option, the proxy at /api/supertx, no key in the page) runs an eoa-7702
// supertransaction in the system Chromium. Between the proxy (`createSupertxProxy`, which adds the
// key) and the devnet sits a small HTTP server playing the real service: it records what arrives
// and, for the hostile run, rewrites the delegation the service asks for.
//   - Honest: the wallet signs an authorization naming the real service's Nexus 2.1.0 delegate on
//     chain 8453 (recovered from the quote request that carries it), the run lands, the EOA
//     delegates to that address on chain, and the link goes to MEE Scan.
//   - Hostile: the service asks for a delegation to the devnet's own 2.1.0 implementation on 8453;
//     the kit refuses it, naming the address, before the wallet is asked (the dev wallet's pending
//     rejection is never used up) and no authorization is ever sent.
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { Browser } from 'playwright'
import { type Address, createPublicClient, erc20Abi, getAddress, type Hex, http } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage, type TrackedPage } from '../../fixtures/harness/browser.js'
import { devnetNexusContracts } from '../../src/core/config/nexus-contracts.js'
import { MEE_SCAN_URL } from '../../src/core/config/presets.js'
import { nexusVersions } from '../../src/core/protocol/nexus/constants.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { type StartDevnetReturnType, startDevnet } from '../../src/devnet/start-devnet.js'
import { createSupertxProxy } from '../../src/server/index.js'

const root = resolve(import.meta.dirname, '../..')
const BASE = 8453
const REAL_DELEGATE = nexusVersions['2.1.0'].implementation
const OWN_DELEGATE = devnetNexusContracts['2.1.0']!.implementation as Address
/** A key no page may see: only the proxy holds it. */
const API_KEY = `real-chain-key-${process.pid}-server-side`

let devnet: StartDevnetReturnType
let browser: Browser
let app: { origin: string; close: () => Promise<void> }
let service: StandIn

type Received = { method: string; path: string; key: string | undefined; body: string }
type StandIn = {
  url: string
  received: Received[]
  /** The delegate the service asks for instead of the devnet's answer; none: passed unchanged. */
  askFor: Address | undefined
  close: () => Promise<void>
}

/**
 * The service as the proxy sees it: the devnet behind a recording pass-through that, when
 * `askFor` is set, rewrites the address of every authorization the service asks to sign (the 412
 * of POST /v1/quote and POST /v1/mee/prepare7702's answer).
 */
async function standIn(target: string): Promise<StandIn> {
  const state: StandIn = { url: '', received: [], askFor: undefined, close: async () => {} }
  const server: Server = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const key = request.headers['x-api-key']
    const path = request.url ?? ''
    state.received.push({
      method: request.method ?? '',
      path,
      key: typeof key === 'string' ? key : undefined,
      body,
    })
    const answer = await fetch(`${target}${path}`, {
      method: request.method,
      headers: {
        'content-type': request.headers['content-type'] ?? 'application/json',
        ...(typeof key === 'string' ? { 'x-api-key': key } : {}),
      },
      ...(body ? { body } : {}),
    })
    let text = await answer.text()
    const asked = state.askFor
    if (asked && (path === '/v1/quote' || path === '/v1/mee/prepare7702')) {
      const json = JSON.parse(text) as unknown
      const rewrite = (items: { address: string }[]) => {
        for (const item of items) item.address = asked
      }
      if (Array.isArray(json)) rewrite(json)
      else if (answer.status === 412)
        rewrite((json as { authorizations: { address: string }[] }).authorizations)
      text = JSON.stringify(json)
    }
    response.statusCode = answer.status
    response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json')
    response.end(text)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise((done) => server.close(() => done()))
  return state
}

/**
 * The app's dev server (Vite in middleware mode, `supertx-kit` resolved to src/, as
 * scripts/dev.ts serves the playground) with the proxy mounted at /api/supertx, as a Vite app
 * mounts it on its own server: the key and the service's URL live here only.
 */
async function serveApp(serviceUrl: string) {
  const [{ createServer }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ])
  const server = createHttpServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const proxy = createSupertxProxy({
    apiKey: API_KEY,
    baseUrl: serviceUrl,
    allowedOrigins: [origin],
    pathPrefix: '/api/supertx',
  })
  const proxyListener = getRequestListener(proxy)
  const vite = await createServer({
    configFile: false,
    root: resolve(root, 'fixtures/real-chain-app'),
    cacheDir: resolve(root, 'node_modules/.vite/real-chain-app'),
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    plugins: [react()],
    resolve: {
      alias: [
        {
          find: /^supertx-kit\/dev-wallet$/,
          replacement: resolve(root, 'src/dev-wallet/index.ts'),
        },
        { find: /^supertx-kit\/styles\.css$/, replacement: resolve(root, 'src/react/styles.css') },
        { find: /^supertx-kit$/, replacement: resolve(root, 'src/react/index.ts') },
      ],
    },
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@tanstack/react-query',
        'wagmi',
        'wagmi/actions',
        'wagmi/chains',
        'viem',
        'viem/accounts',
        'viem/actions',
        'viem/utils',
        'zod/mini',
      ],
    },
    server: { middlewareMode: true, hmr: { server } },
  })
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/api/supertx/')) void proxyListener(request, response)
    else vite.middlewares(request, response)
  })
  const close = async () => {
    server.closeAllConnections()
    await Promise.allSettled([vite.close(), new Promise((done) => server.close(done))])
  }
  return { origin, close }
}

beforeAll(async () => {
  ;[devnet, browser] = await Promise.all([
    startDevnet({ port: 0, apiKey: API_KEY, chains: { chainIds: [BASE] } }),
    launchChromium(),
  ])
  service = await standIn(devnet.apiUrl)
  app = await serveApp(service.url)
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await service?.close()
  await devnet?.stop()
})

const usdc = () => devnet.deployments[BASE]!.tokens.USDC.address
const chainClient = () =>
  createPublicClient({ transport: http(devnet.chains[0]!.rpcUrls.default.http[0]) })
const RECIPIENT = DEV_WALLET_ACCOUNTS[9]!.address as Address

/** The page's requests, as sent: URL, headers and body. */
type Sent = { url: string; headers: Record<string, string>; body: string }

async function openApp(account: number): Promise<{ tracked: TrackedPage; sent: Sent[] }> {
  const tracked = await openPage(browser, { width: 900, height: 1100 })
  const sent: Sent[] = []
  tracked.page.on('request', async (request) => {
    sent.push({
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postData() ?? '',
    })
  })
  const query = new URLSearchParams({
    rpc: `${devnet.apiUrl}/rpc/${BASE}`,
    usdc: usdc(),
    to: RECIPIENT,
    account: String(account),
  })
  await tracked.page.goto(`${app.origin}/?${query}`)
  await tracked.page.getByRole('button', { name: 'Get quote' }).waitFor({ timeout: 60_000 })
  return { tracked, sent }
}

/** The key appears in no request of the page, and not in the page. */
async function expectNoKeyInPage(tracked: TrackedPage, sent: Sent[]) {
  expect(sent.length).toBeGreaterThan(0)
  for (const request of sent) {
    expect(JSON.stringify(request)).not.toContain(API_KEY)
    expect(request.headers['x-api-key']).toBeUndefined()
  }
  expect(await tracked.page.content()).not.toContain(API_KEY)
}

/** The authorizations the page sent with a quote request, as it sent them. */
function authorizationsSent(sent: Sent[]) {
  return sent
    .filter((r) => r.url === `${app.origin}/api/supertx/v1/quote` && r.body)
    .flatMap((r) => (JSON.parse(r.body) as { authorizations?: unknown[] }).authorizations ?? [])
}

describe('eoa-7702 on chain 8453 through the proxy, with the kit’s default trust', () => {
  it('delegates to the real Nexus 2.1.0 delegate, lands, and links to MEE Scan', async () => {
    const account = 5
    const owner = getAddress(DEV_WALLET_ACCOUNTS[account]!.address)
    service.askFor = undefined
    const before = service.received.length
    const { tracked, sent } = await openApp(account)
    const { page } = tracked
    const bobBefore = await chainClient().readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [RECIPIENT],
    })
    await page.getByRole('button', { name: 'Get quote' }).click()
    // The delegation is reviewed first: nothing signed until the user confirms it.
    const authorize = page.getByRole('button', { name: 'Authorize and get quote' })
    await authorize.waitFor({ timeout: 60_000 })
    expect(authorizationsSent(sent)).toEqual([])
    await authorize.click()
    await page
      .getByRole('button', { name: 'Sign and execute' })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        await tracked.screenshot('real-chain-delegates-quote-failed')
        throw new Error(`${String(error)}\n${await page.locator('body').textContent()}`)
      })

    // What the wallet signed: one authorization, chain 8453, the real delegate, by the owner.
    const signed = authorizationsSent(sent) as {
      address: Address
      chainId: number
      nonce: number
      r: Hex
      s: Hex
      yParity: number
    }[]
    expect(signed).toHaveLength(1)
    const [authorization] = signed as [(typeof signed)[number]]
    expect(getAddress(authorization.address)).toBe(getAddress(REAL_DELEGATE))
    expect(authorization.chainId).toBe(BASE)
    expect(await recoverAuthorizationAddress({ authorization })).toBe(owner)

    await page.getByRole('button', { name: 'Sign and execute' }).click()
    await page.getByRole('button', { name: 'Done' }).waitFor({ timeout: 90_000 })
    const link = page.locator(`a[href^="${MEE_SCAN_URL}/details/0x"]`).first()
    await link.waitFor()
    const href = (await link.getAttribute('href')) as string
    const supertxHash = href.slice(`${MEE_SCAN_URL}/details/`.length)
    expect(supertxHash).toMatch(/^0x[0-9a-f]{64}$/)
    await tracked.screenshot('real-chain-delegates-landed')
    // No token list: the review reads USDC's own symbol and decimals through wagmi's batched
    // client (Multicall3 where viem's Base definition names it), marked unlisted, never base units.
    await page
      .getByText(/Send 25 USDC \(unlisted token 0x/)
      .first()
      .waitFor({ timeout: 10_000 })
    expect(await page.locator('body').textContent()).not.toContain('base units')

    // On chain: the EOA runs the real delegate's address (the devnet's code placed there) and paid.
    expect(await chainClient().getCode({ address: owner })).toBe(
      `0xef0100${REAL_DELEGATE.slice(2).toLowerCase()}`,
    )
    expect(
      await chainClient().readContract({
        address: usdc(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECIPIENT],
      }),
    ).toBe(bobBefore + 25_000_000n)

    // The key: at the service on every request, never in the page.
    const received = service.received.slice(before)
    expect(received.map((r) => r.path)).toContain('/v1/execute')
    expect(received.every((r) => r.key === API_KEY)).toBe(true)
    await expectNoKeyInPage(tracked, sent)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('refuses a delegation to any other contract on 8453 before the wallet is asked', async () => {
    const account = 6
    const owner = getAddress(DEV_WALLET_ACCOUNTS[account]!.address)
    service.askFor = OWN_DELEGATE
    try {
      const { tracked, sent } = await openApp(account)
      const { page } = tracked
      // Any prompt the wallet shows from here on is rejected, and counted.
      await page.evaluate(() =>
        (window as unknown as { devWallet: { rejectNext(n: number): void } }).devWallet.rejectNext(
          3,
        ),
      )
      await page.getByRole('button', { name: 'Get quote' }).click()
      const alert = page.getByText(
        `The service asked to hand your account over to ${OWN_DELEGATE}, a contract this app does not trust, so nothing was signed.`,
      )
      await alert
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error: unknown) => {
          await tracked.screenshot('real-chain-delegates-refusal-missing')
          throw new Error(`${String(error)}\n${await page.locator('body').textContent()}`)
        })
      await tracked.screenshot('real-chain-delegates-refused')
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { devWallet: { pendingRejections: number } }).devWallet
              .pendingRejections,
        ),
      ).toBe(3)
      expect(authorizationsSent(sent)).toEqual([])
      expect(await chainClient().getCode({ address: owner })).toBeUndefined()
      await expectNoKeyInPage(tracked, sent)
      await tracked.close()
    } finally {
      service.askFor = undefined
    }
  })
})
