// A wrong API key and a dead chain as a person meets them in the playground: each cause is said
// once on the page, nothing speaks of an upgrade no one tried, balances end in words (not "…")
// with a retry that asks the chain again, and the primary action comes after the review, in view
// with the error, at 1280×800 and 390×844. The devnet and the playground from `startDev`
// (scripts/dev.ts), the system Chromium; chain B's anvil is ended by its process id once the
// tests that need it alive have run (the tests run in order).
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { launchChromium, visibleCount } from '../../fixtures/harness/browser.js'
import { openPlayground, type PlaygroundChoices } from '../../fixtures/harness/playground-page.js'
import { startDev } from '../../scripts/dev.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

const dev = setupDevnet(() => startDev({ port: 0, devnet: { port: 0, chains: 2 } }))
const browser = setupDevnet(launchChromium, (started) => started.close())

/** Opens the playground with choices in the URL (an API key in its settings) and connects. */
const open = (choices: PlaygroundChoices, viewport?: { width: number; height: number }) =>
  openPlayground(browser, dev.url, choices, { viewport })

/** The run's one primary button, whatever it says now. */
const primary = (page: Page) =>
  page.locator('section[aria-labelledby="run-heading"]').getByRole('button', {
    name: /^(Get quote|Sign and execute|Try again|Start a new transaction|Done)$/,
  })

/** `below` starts under the bottom of every one of `above` (laid out after them). */
async function expectBelow(below: Locator, above: [name: string, part: Locator][]) {
  const box = await below.boundingBox()
  if (!box) throw new Error('The primary action is not laid out.')
  for (const [name, part] of above) {
    const over = await part.boundingBox()
    if (!over) throw new Error(`${name} is not laid out.`)
    expect(box.y, `the primary action sits under ${name}`).toBeGreaterThanOrEqual(
      over.y + over.height,
    )
  }
}

/** Whether the element lies wholly inside the viewport now. */
const inView = (locator: Locator) =>
  locator.evaluate((e) => {
    const r = e.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= window.innerHeight
  })

/** After the error is brought into view (as a person scrolls to read it), the action is there too. */
async function expectActionWithError(page: Page, error: Locator) {
  await error.scrollIntoViewIfNeeded()
  expect(await inView(error)).toBe(true)
  expect(await inView(primary(page))).toBe(true)
}

/** The account upgrade section says nothing of an upgrade: none was tried, none can be offered. */
async function expectNoUpgradeWords(page: Page) {
  const upgrade = page.locator('section[aria-labelledby="upgrade-heading"]')
  // Once its lookup settled (the playground's own "Looking…" gone).
  await expect
    .poll(() => upgrade.textContent(), { timeout: 30_000 })
    .not.toMatch(/Looking for a legacy account/)
  expect(await upgrade.textContent()).not.toMatch(
    /did not go through|could not check|upgrade failed/i,
  )
  expect(await upgrade.getByRole('button').count()).toBe(0)
}

describe('the playground with a wrong API key', () => {
  it('eoa-7702: the refusal is said once on the page, no upgrade is spoken of, and Try again follows the review', async () => {
    const tracked = await open({
      account: 6,
      preset: 'send-usdc',
      mode: 'eoa-7702',
      apiKey: 'not-the-devnet-key',
    })
    const { page } = tracked
    await primary(page).filter({ hasText: 'Get quote' }).click()
    await primary(page).filter({ hasText: 'Try again' }).waitFor({ timeout: 30_000 })
    const refused = page.getByText(/The service refused this app’s API key/)
    await refused.first().waitFor()
    await expectNoUpgradeWords(page)
    expect(await visibleCount(refused)).toBe(1)
    await expectBelow(primary(page), [['the review', page.getByRole('region', { name: 'Review' })]])
    const error = page.locator('p:not([aria-live]):visible', {
      hasText: /The service refused this app’s API key/,
    })
    await expectActionWithError(page, error)
    await tracked.screenshot('wrong-key-eoa-7702-1280', { fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await expectActionWithError(page, error)
    await tracked.screenshot('wrong-key-eoa-7702-390', { fullPage: false })
    expect(tracked.errors.filter((e) => !/401 \(Unauthorized\)/.test(e))).toEqual([])
    await tracked.close()
  })

  it('smart-account: the lookup’s refusal is said once, and the upgrade box says nothing of an upgrade', async () => {
    const tracked = await open({
      account: 6,
      preset: 'send-usdc',
      mode: 'smart-account',
      apiKey: 'not-the-devnet-key',
    })
    const { page } = tracked
    const refused = page.getByText(/The service refused this app’s API key/)
    await refused.first().waitFor({ timeout: 30_000 })
    await expectNoUpgradeWords(page)
    expect(await visibleCount(refused)).toBe(1)
    await tracked.screenshot('wrong-key-smart-account')
    await tracked.close()
  })
})

describe('the playground’s review before its primary action', () => {
  it('Sign and execute comes after the review and the balance preview, in view with them at 1280×800', async () => {
    const tracked = await open({ account: 7, preset: 'ccip-bridge', mode: 'eoa' })
    const { page } = tracked
    await expect
      .poll(() => primary(page).getAttribute('aria-disabled'), { timeout: 30_000 })
      .toBeNull()
    await primary(page).click()
    const sign = page.getByRole('button', { name: 'Sign and execute' })
    await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    const review = page.getByRole('region', { name: 'Review' })
    const preview = page.getByRole('region', { name: 'Your balances after' })
    await expectBelow(sign, [
      ['the review', review],
      ['the balance preview', preview],
    ])
    // Read from the preview's top down, the action is right there after it.
    await preview.evaluate((e) => e.scrollIntoView({ block: 'start' }))
    expect(await inView(sign)).toBe(true)
    await review.scrollIntoViewIfNeeded()
    await tracked.screenshot('review-then-sign-1280', { fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await expectBelow(sign, [
      ['the review', review],
      ['the balance preview', preview],
    ])
    await preview.scrollIntoViewIfNeeded()
    await tracked.screenshot('review-then-sign-390', { fullPage: false })
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })
})

describe('the playground when chain B dies', () => {
  it('its balances read "Unreachable", not "…" forever; the live chain keeps its numbers', async () => {
    const tracked = await open({ account: 4, preset: 'send-usdc', mode: 'eoa' })
    const { page } = tracked
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

  it('the form’s token picker says Devnet B does not answer, not "Balance: …", and Check again asks it again', async () => {
    const tracked = await open({ account: 3, preset: 'form', mode: 'eoa' })
    const { page } = tracked
    const form = page.locator('.stx-supertx-form')
    const chain = form.getByRole('combobox', { name: 'Chain' })
    await chain.click()
    await chain.fill('Devnet B')
    await page.keyboard.press('Enter')
    // USDC on chain B (the step's chain lists its tokens first).
    const token = form.getByRole('combobox', { name: 'Token' })
    await token.click()
    await token.fill('USDC')
    await page.keyboard.press('Enter')
    const said = form.getByText('Devnet B is not answering, so your balance there cannot be read.')
    await said.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await tracked.screenshot('dead-chain-token-picker-failure')
      throw new Error(`No words for the dead chain: ${await form.textContent()}`, { cause: error })
    })
    expect(await visibleCount(said)).toBe(1)
    expect(await form.textContent()).not.toMatch(/…/)
    // The list: chain B's tokens say their balance cannot be read; chain A's keep their numbers.
    await token.click()
    await token.fill('')
    const options = form.getByRole('listbox', { name: 'Token' }).getByRole('option')
    const texts = await options.allTextContents()
    expect(texts.filter((t) => !/on Devnet A/.test(t))).toEqual([
      expect.stringMatching(/^USDC.*Balance: cannot be read$/),
      expect.stringMatching(/^WETH.*Balance: cannot be read$/),
      expect.stringMatching(/^USDT.*Balance: cannot be read$/),
    ])
    expect(
      texts.filter((t) => /on Devnet A/.test(t)).every((t) => /Balance: [\d,]+ /.test(t)),
    ).toBe(true)
    await tracked.screenshot('dead-chain-token-picker-1280', { fullPage: false })
    await page.keyboard.press('Escape')
    // Check again asks chain B's node again (it may be back by then), then says so again.
    const rpcB = dev.info.chains[1]?.rpcUrl as string
    let asked = 0
    page.on('request', (request) => {
      if (request.url().startsWith(rpcB)) asked++
    })
    await form.getByRole('button', { name: 'Check again' }).click()
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(0)
    await said.waitFor({ timeout: 30_000 })
    await page.setViewportSize({ width: 390, height: 844 })
    await said.scrollIntoViewIfNeeded()
    await tracked.screenshot('dead-chain-token-picker-390', { fullPage: false })
    await tracked.close()
    // The same in German.
    const german = await open({ account: 3, preset: 'form', mode: 'eoa', locale: 'de-DE' })
    const kette = german.page.locator('.stx-supertx-form').getByRole('combobox', { name: 'Chain' })
    await kette.click()
    await kette.fill('Devnet B')
    await german.page.keyboard.press('Enter')
    const tokenDe = german.page
      .locator('.stx-supertx-form')
      .getByRole('combobox', { name: 'Token' })
    await tokenDe.click()
    await tokenDe.fill('USDC')
    await german.page.keyboard.press('Enter')
    await german.page
      .getByText('Devnet B antwortet nicht, daher kann Ihr Guthaben dort nicht gelesen werden.')
      .waitFor({ timeout: 30_000 })
    await german.page.getByRole('button', { name: 'Erneut prüfen' }).waitFor()
    await german.screenshot('dead-chain-token-picker-de', { fullPage: false })
    await german.close()
  })

  it('eoa: the accounts lookup it breaks is said once, by the button it stops; no upgrade is spoken of', async () => {
    const tracked = await open({ account: 8, preset: 'ccip-bridge', mode: 'eoa' })
    const { page } = tracked
    const cause = page.getByText(/The service cannot reach Devnet B right now/)
    await cause.first().waitFor({ timeout: 30_000 })
    await expectNoUpgradeWords(page)
    expect(await visibleCount(cause)).toBe(1)
    // Nothing else on the page says the lookup failed in other words.
    expect(await visibleCount(page.getByText(/could not be looked up/))).toBe(0)
    // Nothing was asked yet, so nothing is reviewed: the reason sits with the button it stops.
    await expectActionWithError(page, cause.first())
    await tracked.screenshot('dead-chain-lookup-1280', { fullPage: false })
    await tracked.close()
  })

  it('eoa-7702: a bridge to Devnet B is reviewed, but not signed while B cannot be previewed, and the button says why', async () => {
    // The bridge runs on A, so the quote comes; what arrives on B cannot be previewed.
    const tracked = await open({ account: 9, preset: 'ccip-bridge', mode: 'eoa-7702' })
    const { page } = tracked
    await expect
      .poll(() => primary(page).getAttribute('aria-disabled'), { timeout: 30_000 })
      .toBeNull()
    await primary(page).click()
    const authorize = page.getByRole('button', { name: 'Authorize and get quote' })
    const sign = page.getByRole('button', { name: 'Sign and execute' })
    await authorize.or(sign).first().waitFor({ timeout: 30_000 })
    if (await authorize.isVisible()) await authorize.click()
    const preview = page.getByRole('region', { name: 'Your balances after' })
    await expect
      .poll(() => preview.textContent(), { timeout: 30_000 })
      .toMatch(/Cannot be previewed: this chain’s node did not answer/)
    const reason =
      /Devnet B is not answering, so what this does there cannot be previewed, and it is not signed until it answers/
    await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true')
    await expect.poll(() => visibleCount(page.getByText(reason)), { timeout: 10_000 }).toBe(1)
    await sign.click({ force: true })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await sign.getAttribute('aria-disabled')).toBe('true')
    expect(await page.getByText(/Waiting for your signature/).count()).toBe(0)
    await preview.scrollIntoViewIfNeeded()
    await tracked.screenshot('dead-chain-bridge-not-signed-1280', { fullPage: false })
    await tracked.close()
  })

  it('eoa-7702: the quote it breaks is said once, and Try again follows the review, in view with the error', async () => {
    // Its deposit runs on chain B, so the quote needs B (a bridge to the wallet alone would not).
    const tracked = await open({ account: 8, preset: 'swap-bridge-deposit', mode: 'eoa-7702' })
    const { page } = tracked
    await expect
      .poll(() => primary(page).getAttribute('aria-disabled'), { timeout: 30_000 })
      .toBeNull()
    await primary(page).click()
    // The service refuses the quote before any delegation is asked for.
    const again = primary(page).filter({ hasText: 'Try again' })
    await again.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await tracked.screenshot('dead-chain-quote-failure')
      throw new Error(`No Try again: ${await page.locator('main').textContent()}`, { cause: error })
    })
    const cause = page.getByText(/The service cannot reach Devnet B right now/)
    await cause.first().waitFor()
    await expectNoUpgradeWords(page)
    expect(await visibleCount(cause)).toBe(1)
    await expectBelow(primary(page), [['the review', page.getByRole('region', { name: 'Review' })]])
    const error = page.locator('p:not([aria-live]):visible', {
      hasText: /The service cannot reach Devnet B/,
    })
    await expectActionWithError(page, error)
    await tracked.screenshot('dead-chain-quote-1280', { fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await expectActionWithError(page, error)
    await tracked.screenshot('dead-chain-quote-390', { fullPage: false })
    await tracked.close()
  })
})
