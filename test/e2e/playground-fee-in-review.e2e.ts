import { describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../fixtures/harness/browser.js'
import { startDev } from '../../scripts/dev.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

const run = setupDevnet(() => startDev({ port: 0, devnet: { port: 0 } }))
const browser = setupDevnet(launchChromium, (started) => started.close())

describe('the playground’s review of a fee paid in WETH', () => {
  it('names the operation that pays it and shows the Fee row’s figure there', async () => {
    const tracked = await openPage(browser, { width: 1280, height: 800 })
    const { page } = tracked
    const account = 6
    const owner = DEV_WALLET_ACCOUNTS[account]?.address as string
    await page.goto(`${run.url}?account=${account}&preset=send-usdc&mode=smart-account&fee=WETH`)
    await page.getByText(`Connected: ${owner}`).waitFor()
    const getQuote = page.getByRole('button', { name: 'Get quote' })
    await expect.poll(() => getQuote.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    await getQuote.click()
    const review = page.getByRole('region', { name: 'Review' })
    const line = review.getByText(/^Pay the service’s fee: /)
    await line.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await tracked.screenshot('fee-in-review-missing', { fullPage: true })
      throw new Error(`No fee line: ${await review.textContent()}`, { cause: error })
    })
    // The playground passes `labels` for its own accounts and contracts: the vault by name.
    await review.getByText(/^Send 25 USDC to Vault$/).waitFor()
    const said = (await line.textContent()) ?? ''
    const figure =
      /^Pay the service’s fee: (\d+\.\d+) WETH to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/.exec(said)?.[1]
    expect(figure, said).toBeDefined()
    // The Fee row: the same figure, the exact amount in its title.
    const row = review.locator('dt', { hasText: /^Fee$/ }).locator('xpath=following-sibling::dd[1]')
    const shown =
      (await row.locator('.stx-amount [aria-hidden="true"]').first().textContent()) ?? ''
    expect(shown.trim()).toBe(figure)
    const exact = (await row.locator('.stx-amount').first().getAttribute('title')) ?? ''
    const [whole = '0', fraction = ''] = exact.replace(/ WETH$/, '').split('.')
    const units = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'))
    // Rounded away from zero at 6 decimals: a debit never reads less than it is.
    const step = 10n ** 12n
    const up = ((units + step - 1n) / step) * step
    const [upWhole, upFraction = ''] = [
      up / 10n ** 18n,
      (up % 10n ** 18n).toString().padStart(18, '0'),
    ]
    expect(figure).toBe(`${upWhole}.${upFraction.slice(0, 6)}`)
    // The balance preview debits the wallet by the same figure.
    await page
      .getByRole('region', { name: 'Your balances after' })
      .getByText(`Your wallet −${figure} WETH`)
      .waitFor({ timeout: 30_000 })
    await line.scrollIntoViewIfNeeded()
    await tracked.screenshot('fee-in-review-1280', { fullPage: false })
    // After the run the tracker says it as the review did: the same proof.
    const sign = page.getByRole('button', { name: 'Sign and execute' })
    await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    await sign.click()
    await page
      .getByText(/^Operation 1: Pay the service’s fee: \d+\.\d+ WETH to 0x71bE…5788$/)
      .first()
      .waitFor({ timeout: 60_000 })
    await tracked.close()
  }, 120_000)
})
