// Runs the Storybook 'Live' stories against a real devnet, the way a person would: first without a
// devnet (the story must say what to run), then with one started here on the ports `npm run dev`
// uses (API 4337, chains 8545/8546), pressing Connect, Fund (smart-account), Get quote and Sign and
// execute until the supertransaction reaches `success`. Saves a PNG of each under
// test-results/live/. Not part of npm test (it needs those fixed ports free); run it by hand: npm
// run build-storybook && npx tsx scripts/live-story.ts [--only=eoa-7702]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { startDevnet } from '../src/devnet/start-devnet.js'
import {
  launchChromium,
  requireStaticStorybook,
  root,
  serveStaticStorybook,
  storyRendered,
} from './storybook-static.js'

const outDir = join(root, 'test-results/live')
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const stories = ['smart-account', 'eoa', 'eoa-7702'].filter((id) => !only || id === only)

requireStaticStorybook()
const { origin, server } = await serveStaticStorybook()
mkdirSync(outDir, { recursive: true })

const browser = await launchChromium()
let devnet: Awaited<ReturnType<typeof startDevnet>> | undefined
let failed = 0
const storyUrl = (id: string) =>
  `${origin}/iframe.html?id=live-supertransaction--${id}&viewMode=story`

async function openStory(page: Page, id: string) {
  await page.goto(storyUrl(id))
  await page.waitForSelector(storyRendered, { timeout: 30_000 })
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
