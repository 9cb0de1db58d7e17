// Runs the Storybook 'Live' stories against a real devnet, the way a person would: first without a
// devnet (the story must say what to run), then with one started here on the ports `npm run dev`
// uses (API 4337, chains 8545/8546), pressing Connect, Fund (smart-account), Get quote and Sign
// and execute until the flow reaches `success`. Saves a PNG of each under test-results/live/.
// Not part of npm test (it needs those fixed ports free); run it by hand:
//   npm run build-storybook && npx tsx scripts/live-story.ts [--only=eoa-7702]
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium, type Page } from 'playwright'
import { startDevnet } from '../src/devnet/start-devnet.js'

const root = resolve(import.meta.dirname, '..')
const staticDir = join(root, 'storybook-static')
const outDir = join(root, 'test-results/live')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const stories = ['smart-account', 'eoa', 'eoa-7702'].filter((id) => !only || id === only)

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.')
  process.exit(1)
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  const file = join(staticDir, path === '/' ? 'index.html' : path)
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
let devnet: Awaited<ReturnType<typeof startDevnet>> | undefined
let failed = 0
const storyUrl = (id: string) =>
  `${origin}/iframe.html?id=live-supertransaction--${id}&viewMode=story`

async function openStory(page: Page, id: string) {
  await page.goto(storyUrl(id))
  await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 30_000 })
}

try {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } })
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`))

  // 1. No devnet: the story says what to run, with a way to try again.
  await openStory(page, stories[0] ?? 'smart-account')
  await page.getByRole('alert').getByText('npm run dev').waitFor({ timeout: 15_000 })
  await page.locator('#storybook-root').screenshot({ path: join(outDir, 'no-devnet.png') })
  console.log('no devnet: the story says to run `npm run dev`  (test-results/live/no-devnet.png)')

  // 2. The devnet `npm run dev` would start.
  devnet = await startDevnet({ port: 4337, rpcPorts: [8545, 8546] })
  console.log(`devnet at ${devnet.apiUrl}`)

  for (const id of stories) {
    const started = performance.now()
    try {
      await openStory(page, id)
      await page.getByRole('button', { name: 'Connect dev account 0' }).click({ timeout: 20_000 })
      await page.getByText('Connected as dev account 0').waitFor()
      if (id === 'smart-account') {
        const fund = page.getByRole('button', { name: /Fund the smart account/ })
        await page
          .getByText(/^Smart account 0x/)
          .waitFor({ timeout: 20_000 })
          .catch(() => undefined)
        if (await fund.isVisible().catch(() => false)) {
          await fund.click()
          await page.getByText('The smart account holds 1 USDC on each chain.').waitFor({
            timeout: 60_000,
          })
        }
      }
      const root = page.locator('.stx-supertransaction')
      await page.getByRole('button', { name: 'Get quote' }).click()
      await page.getByRole('button', { name: 'Sign and execute' }).click({ timeout: 30_000 })
      await root
        .and(page.locator('[data-status="success"], [data-status="failed"], [data-status="error"]'))
        .waitFor({ timeout: 120_000 })
      const status = await root.getAttribute('data-status')
      await page.locator('#storybook-root').screenshot({ path: join(outDir, `${id}.png`) })
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      if (status !== 'success') {
        failed++
        console.error(`${id}: ended in ${status}: ${await root.textContent()}`)
      } else console.log(`${id}: success in ${seconds} s  (test-results/live/${id}.png)`)
    } catch (error) {
      failed++
      await page.locator('#storybook-root').screenshot({ path: join(outDir, `${id}-failed.png`) })
      console.error(`${id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
} finally {
  await browser.close()
  server.close()
  await devnet?.stop()
}
process.exitCode = failed ? 1 : 0
