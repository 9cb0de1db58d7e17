// A chain that dies while the playground is open: its balances say they cannot be read instead of
// "…" forever, and the other chain's keep their numbers. The devnet and the playground from
// `startDev` (scripts/dev.ts), the system Chromium, and chain B's anvil ended by its process id.
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../fixtures/harness/browser.js'
import { type StartDevReturnType, startDev } from '../../scripts/dev.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'

let dev: StartDevReturnType
let browser: Browser

beforeAll(async () => {
  ;[dev, browser] = await Promise.all([
    startDev({ port: 0, devnet: { port: 0, chains: 2 } }),
    launchChromium(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await dev?.stop()
})

describe('the playground when a chain dies', () => {
  it('its balances read "Unreachable", not "…" forever; the live chain keeps its numbers', async () => {
    const tracked = await openPage(browser, { width: 1280, height: 800 })
    const { page } = tracked
    const account = 4
    await page.goto(`${dev.url}?account=${account}&preset=send-usdc&mode=eoa`)
    await page.getByText(`Connected: ${DEV_WALLET_ACCOUNTS[account]?.address}`).waitFor()
    const table = page.getByRole('table', { name: 'Balances' })
    const walletCells = (chain: string) =>
      table.locator('tbody tr').filter({ hasText: chain }).locator('td:nth-child(3)')
    const [A, B] = dev.info.chains.map((c) => c.name) as [string, string]
    // Both chains read first.
    await expect
      .poll(async () => (await walletCells(B).allTextContents()).every((t) => /\d/.test(t)), {
        timeout: 30_000,
      })
      .toBe(true)
    const [, dying] = dev.devnet.anvils as [unknown, { pid: number }]
    process.kill(dying.pid, 'SIGKILL')
    await expect
      .poll(async () => walletCells(B).allTextContents(), { timeout: 30_000 })
      .toEqual(['Unreachable', 'Unreachable', 'Unreachable'])
    expect((await walletCells(A).allTextContents()).every((t) => /\d/.test(t))).toBe(true)
    await table.scrollIntoViewIfNeeded()
    await tracked.screenshot('playground-dead-chain', { fullPage: false })
    await tracked.close()
  })
})
