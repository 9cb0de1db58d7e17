import { describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../fixtures/harness/browser.js'
import { startDev } from '../../scripts/dev.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

const dev = setupDevnet(() => startDev({ port: 0, devnet: { port: 0, chains: 2 } }))
const browser = setupDevnet(launchChromium, (started) => started.close())

describe('the token picker’s Check again', () => {
  it('brings a chain’s balance back once the chain answers again', async () => {
    const tracked = await openPage(browser, { width: 1280, height: 800 })
    const { page } = tracked
    const rpcB = dev.info.chains[1]?.rpcUrl as string
    expect(rpcB).toMatch(/^http/)
    // Devnet B does not answer the page.
    let refused = 0
    const refuse = (route: { abort: () => Promise<void> }) => {
      refused++
      return route.abort()
    }
    await page.route(`${rpcB}**`, refuse)
    const account = 4
    await page.goto(`${dev.url}?account=${account}&preset=form&mode=eoa`)
    await page.getByText(`Connected: ${DEV_WALLET_ACCOUNTS[account]?.address}`).waitFor()
    const form = page.locator('.stx-supertx-form')
    const chain = form.getByRole('combobox', { name: 'Chain' })
    await chain.click()
    await chain.fill('Devnet B')
    await page.keyboard.press('Enter')
    const token = form.getByRole('combobox', { name: 'Token' })
    await token.click()
    await token.fill('USDC')
    await page.keyboard.press('Enter')
    const said = form.getByText('Devnet B is not answering, so your balance there cannot be read.')
    await said.waitFor({ timeout: 30_000 })
    expect(refused).toBeGreaterThan(0)
    const balance = form.locator('.stx-token-picker__balance')
    expect(await balance.count()).toBe(0)
    // The node answers again; nothing changes on the page until the user asks.
    await page.unroute(`${rpcB}**`, refuse)
    await form.getByRole('button', { name: 'Check again' }).click()
    // "Balance: …" while it reads, then the figure (never "…" left standing).
    await expect
      .poll(async () => (await balance.allTextContents()).join('|'), { timeout: 30_000 })
      .toMatch(/^Balance: [\d,.]+ USDC$/)
    expect(await said.count()).toBe(0)
    expect(await form.getByRole('button', { name: 'Check again' }).count()).toBe(0)
    await tracked.screenshot('check-again-balance-back-1280', { fullPage: false })
    await tracked.close()
  }, 120_000)
})
