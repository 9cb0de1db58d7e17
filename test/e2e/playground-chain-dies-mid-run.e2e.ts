import { describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../fixtures/harness/browser.js'
import { startDev } from '../../scripts/dev.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

const run = setupDevnet(() => startDev({ port: 0, devnet: { port: 0, chains: 2 } }))
const browser = setupDevnet(launchChromium, (started) => started.close())

describe('the playground when the destination chain dies mid-run', () => {
  it('the error says where the 50 USDC are, per chain, and nothing offers to bridge again', async () => {
    const tracked = await openPage(browser, { width: 1280, height: 800 })
    const { page } = tracked
    const account = 5
    const owner = DEV_WALLET_ACCOUNTS[account]?.address as string
    await page.goto(`${run.url}?account=${account}&preset=ccip-bridge&mode=eoa`)
    await page.getByText(`Connected: ${owner}`).waitFor()
    const [, B] = run.info.chains as [unknown, { id: number; name: string }]
    const getQuote = page.getByRole('button', { name: 'Get quote' })
    await expect
      .poll(() => getQuote.getAttribute('aria-disabled'), { timeout: 30_000 })
      .toBeNull()
      .catch(async (error) => {
        throw new Error(`Get quote stayed off: ${await page.locator('main').textContent()}`, {
          cause: error,
        })
      })
    await getQuote.click()
    const sign = page.getByRole('button', { name: 'Sign and execute' })
    await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    // Chain B stops mining once the quote is reviewed (it still answers, so signing goes ahead),
    // then stops answering once the service took the run: the bridge runs on A, B's part cannot.
    const [, dying] = run.devnet.anvils as [unknown, { pid: number; rpcUrl: string }]
    await fetch(dying.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_setAutomine', params: [false] }),
    })
    await sign.click()
    await page.getByText(/Status: (tracking|executing)/).waitFor({ timeout: 30_000 })
    process.kill(dying.pid, 'SIGKILL')
    const alert = page.getByText(/^Part of the transaction ran, then it failed on/)
    await alert
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        await tracked.screenshot('dead-chain-mid-run-failure', { fullPage: true })
        throw new Error(`No partial-run error: ${await page.locator('main').textContent()}`, {
          cause: error,
        })
      })
    // The failed step's whole reason: the sentence, the funds as a list, what to do.
    const box = page.locator('.stx-signing-steps__reason', { has: alert.first() })
    // What it says, without the "Addresses in full" disclosure under the funds (checked below).
    const said = await box.first().evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement
      copy.querySelector('details')?.remove()
      return copy.textContent ?? ''
    })
    const lines = await box.first().locator(':scope > ul > li').allTextContents()
    expect(lines).toEqual([`50 USDC in your smart account on ${B.name}`])
    // The smart account's full address is one interaction away, under the funds.
    const inFull = box.first().locator('details')
    await inFull.locator('summary').click()
    expect(await inFull.locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^your smart account: 0x[0-9a-fA-F]{40}$/),
    ])
    await inFull.locator('summary').click() // closed again, as a reader would leave it
    // The chain by the name the app gives it, in the service's reason too; never its id.
    expect(said).toContain(`failed on ${B.name}: ${B.name} is not reachable`)
    expect(said).not.toContain(String(B.id))
    // Where the funds are: 50 USDC in the user's own smart account on chain B, named as such.
    expect(said).toContain(`Your funds are now:50 USDC in your smart account on ${B.name}Do not`)
    expect(said).not.toMatch(/0x[0-9a-fA-F]{40}/)
    expect(said).not.toMatch(/stay in your account|try again/i)
    // One sentence's end, not the reason's full stop and the sentence's after it.
    expect(said).not.toMatch(/\.\./)
    // Nothing on the page runs it again: no Try again; the supertransaction's button starts over.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Start a new transaction' }).first().waitFor()
    // The run's history entry says the same: failed, 50 USDC at that account on chain B.
    const history = page.getByRole('region', { name: /History/ })
    await history.getByText('Failed').first().waitFor()
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('supertx:history'))) ?? '[]',
    ) as { status: string; funds?: unknown }[]
    const holder = (stored[0]?.funds as { account: string }[] | undefined)?.[0]?.account as string
    expect(holder).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Shown in the list, not only stored: the amount, the account in full and the chain.
    await history
      .getByText(new RegExp(`50 USDC\\s*now at ${holder} on ${B.name}`))
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        throw new Error(`History without the funds: ${await history.textContent()}`, {
          cause: error,
        })
      })
    await history.scrollIntoViewIfNeeded()
    await tracked.screenshot('dead-chain-mid-run-history', { fullPage: false })
    expect(stored[0]?.status).toBe('failed')
    expect(stored[0]?.funds).toEqual([
      { chainId: B.id, account: holder, token: expect.any(String), amount: '50000000' },
    ])
    // Read where the funds are, and the one action (start over) is in view right with it.
    const startNew = page.getByRole('button', { name: 'Start a new transaction' }).first()
    const inView = (locator: typeof startNew) =>
      locator.evaluate((e) => {
        const r = e.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= window.innerHeight
      })
    const bothInView = async () => (await inView(alert.first())) && (await inView(startNew))
    await alert.first().scrollIntoViewIfNeeded()
    expect(await bothInView()).toBe(true)
    await tracked.screenshot('dead-chain-mid-run-1280', { fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await alert.first().scrollIntoViewIfNeeded()
    expect(await bothInView()).toBe(true)
    await tracked.screenshot('dead-chain-mid-run-390', { fullPage: false })
    // The account's full address wraps inside the message: nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await tracked.close()
  }, 150_000)
})
