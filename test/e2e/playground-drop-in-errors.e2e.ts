// The drop-in `<Supertransaction />` (no children: its default review, fee, steps, button and
// tracking) in the playground's Integrate view, as an app embeds it, when the API key is wrong
// and when Devnet B's node does not answer: each cause is said once on the page and says what to
// do, nothing spins or reads "…" for ever, the button says why it cannot sign, and nothing speaks
// of an upgrade no one tried. For the form preset it says the form is in the Playground view and
// takes you there. The devnet and the playground from `startDev` (scripts/dev.ts), the
// system Chromium; chain B is made unreachable for the page alone by refusing its RPC requests at
// the browser's network layer (the chain and the service run on).
import type { Locator, Page } from 'playwright'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, type TrackedPage, visibleCount } from '../../fixtures/harness/browser.js'
import { openPlayground, type PlaygroundChoices } from '../../fixtures/harness/playground-page.js'
import { startDev } from '../../scripts/dev.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

const dev = setupDevnet(() => startDev({ port: 0, devnet: { port: 0, chains: 2 } }))
const browser = setupDevnet(launchChromium, (started) => started.close())

/** Opens the Integrate view with the Playground view's choices; `before` may route requests. */
const openDropIn = (
  choices: Omit<PlaygroundChoices, 'view'>,
  before?: (page: Page) => Promise<unknown>,
): Promise<TrackedPage> =>
  openPlayground(browser, dev.url, { ...choices, view: 'integrate' }, { before })

/** The drop-in itself: the kit's default layout inside the Supertransaction example. */
const dropIn = (page: Page) =>
  page.locator('section[aria-labelledby="example-Supertransaction"] .stx-supertransaction')

/** The drop-in's one button, whatever it says now. */
const button = (page: Page) => dropIn(page).locator('.stx-supertx-button__button')

/** Nothing on the page spins: no spinner shown, nothing busy. */
async function expectNothingSpinning(page: Page) {
  await expect
    .poll(
      async () =>
        (await visibleCount(page.locator('.stx-spinner'))) +
        (await page.locator('[aria-busy="true"]').count()),
      { timeout: 30_000 },
    )
    .toBe(0)
}

/** No part of the page speaks of an upgrade: none was tried. */
async function expectNoUpgradeWords(page: Page) {
  expect(await page.locator('main').textContent()).not.toMatch(/did not go through|upgrade failed/i)
}

/** What the locator finds is said once in view of a person; else where each one sits. */
async function saidOnce(locator: Locator) {
  await expect
    .poll(() => visibleCount(locator), { timeout: 10_000 })
    .toBe(1)
    .catch(async (error) => {
      const where = await locator.evaluateAll((elements) =>
        elements.map((e) => {
          const part = e.closest('[class*="stx-"]')?.className
          const section = e.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby')
          return `${section} › ${part}: ${e.textContent}`
        }),
      )
      throw new Error(`Said ${where.length} times:\n${where.join('\n')}`, { cause: error })
    })
}

describe('the drop-in <Supertransaction> with a wrong API key', () => {
  it('eoa-7702: the refusal is said once, says what to do, and nothing spins', async () => {
    const tracked = await openDropIn({
      account: 6,
      preset: 'send-usdc',
      mode: 'eoa-7702',
      apiKey: 'not-the-devnet-key',
    })
    const { page } = tracked
    await dropIn(page).waitFor()
    await button(page).filter({ hasText: 'Get quote' }).click()
    await button(page).filter({ hasText: 'Try again' }).waitFor({ timeout: 30_000 })
    const refused = page.getByText(/The service refused this app’s API key/)
    await saidOnce(refused)
    // It says what to do, and who does it.
    expect(await dropIn(page).textContent()).toMatch(
      /The app’s operator needs to check or renew the key/,
    )
    await expectNothingSpinning(page)
    await expectNoUpgradeWords(page)
    await tracked.screenshot('drop-in-wrong-key-1280', { fullPage: false })
    expect(tracked.errors.filter((e) => !/401 \(Unauthorized\)/.test(e))).toEqual([])
    await tracked.close()
  })

  it('smart-account: the lookup’s refusal is said once, and nothing spins', async () => {
    const tracked = await openDropIn({
      account: 5,
      preset: 'send-usdc',
      mode: 'smart-account',
      apiKey: 'not-the-devnet-key',
    })
    const { page } = tracked
    const refused = page.getByText(/The service refused this app’s API key/)
    await refused.first().waitFor({ timeout: 30_000 })
    await saidOnce(refused)
    // No flows can be built without the account: no drop-in saying there is nothing to send.
    expect(await page.getByText(/Nothing to send yet/).count()).toBe(0)
    await expectNothingSpinning(page)
    await expectNoUpgradeWords(page)
    expect(tracked.errors.filter((e) => !/401 \(Unauthorized\)/.test(e))).toEqual([])
    await tracked.close()
  })
})

describe('the drop-in <Supertransaction> for flows made in the Playground view', () => {
  it('says the form is in the Playground view, not here, and its button goes there', async () => {
    const tracked = await openDropIn({ account: 8, preset: 'form', mode: 'smart-account' })
    const { page } = tracked
    await page
      .getByText('Its flows come from the form in the Playground view: fill it in there first.')
      .waitFor()
    // Not the Playground view's own sentence, which points at a form this view does not have.
    expect(await page.getByText('Fill in the form first.').count()).toBe(0)
    await page.getByRole('button', { name: 'Open the Playground view' }).click()
    await page
      .getByRole('heading', { name: 'Integrate', exact: true })
      .waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Get quote' }).waitFor()
    expect(await page.getByText('Fill in the form first.').count()).toBeGreaterThan(0)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })
})

describe('the drop-in <Supertransaction> when Devnet B does not answer', () => {
  it('eoa-7702: a bridge to B is reviewed, not signed, the button says why, and nothing reads "…"', async () => {
    const rpcB = dev.info.chains[1]?.rpcUrl as string
    expect(rpcB).toMatch(/^http/)
    let refusedB = 0
    const tracked = await openDropIn(
      { account: 9, preset: 'ccip-bridge', mode: 'eoa-7702' },
      (page) =>
        page.route(`${rpcB}**`, (route) => {
          refusedB++
          return route.abort()
        }),
    )
    const { page } = tracked
    await expect
      .poll(() => button(page).getAttribute('aria-disabled'), { timeout: 30_000 })
      .toBeNull()
    await button(page).click()
    const authorize = button(page).filter({ hasText: 'Authorize and get quote' })
    const sign = button(page).filter({ hasText: 'Sign and execute' })
    await authorize.or(sign).first().waitFor({ timeout: 30_000 })
    if (await authorize.isVisible()) await authorize.click()
    const preview = dropIn(page).getByRole('region', { name: 'Your balances after' })
    await expect
      .poll(() => preview.textContent(), { timeout: 30_000 })
      .toMatch(/Cannot be previewed: this chain’s node did not answer/)
    expect(refusedB).toBeGreaterThan(0)
    // The button is disabled and says why, once.
    await sign.waitFor({ timeout: 10_000 })
    await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true')
    const reason =
      /Devnet B is not answering, so what this does there cannot be previewed, and it is not signed until it answers/
    await saidOnce(page.getByText(reason))
    await saidOnce(preview.getByText(/Cannot be previewed: this chain’s node did not answer/))
    // Every part reaches its final words: nothing of the drop-in reads "…" for ever.
    await expect.poll(() => dropIn(page).textContent(), { timeout: 30_000 }).not.toMatch(/…/)
    await expectNothingSpinning(page)
    // A press does nothing: nothing is signed while B cannot be previewed.
    await sign.click({ force: true })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await sign.getAttribute('aria-disabled')).toBe('true')
    expect(await page.getByText(/Waiting for your signature/).count()).toBe(0)
    await expectNoUpgradeWords(page)
    await dropIn(page).scrollIntoViewIfNeeded()
    await tracked.screenshot('drop-in-dead-chain-1280', { fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await saidOnce(page.getByText(reason))
    await preview.scrollIntoViewIfNeeded()
    await tracked.screenshot('drop-in-dead-chain-preview-390', { fullPage: false })
    await sign.scrollIntoViewIfNeeded()
    await tracked.screenshot('drop-in-dead-chain-button-390', { fullPage: false })
    await tracked.close()
  })
})

describe('the drop-in <Supertransaction> when Devnet B’s node is dead', () => {
  // Last in the file: Devnet B's anvil is ended by its process id, for the service too.
  beforeAll(() => {
    const [, dying] = dev.devnet.anvils as [unknown, { pid: number }]
    process.kill(dying.pid, 'SIGKILL')
  })

  it('eoa-7702: the quote it breaks is said once, Try again is offered, nothing spins or reads "…"', async () => {
    // Its deposit runs on chain B, so the quote needs B.
    const tracked = await openDropIn({
      account: 7,
      preset: 'swap-bridge-deposit',
      mode: 'eoa-7702',
    })
    const { page } = tracked
    await expect
      .poll(() => button(page).getAttribute('aria-disabled'), { timeout: 30_000 })
      .toBeNull()
    await button(page).click()
    await button(page).filter({ hasText: 'Try again' }).waitFor({ timeout: 30_000 })
    await saidOnce(page.getByText(/The service cannot reach Devnet B right now/))
    await expect.poll(() => dropIn(page).textContent(), { timeout: 30_000 }).not.toMatch(/…/)
    await expectNothingSpinning(page)
    await expectNoUpgradeWords(page)
    await tracked.screenshot('drop-in-dead-node-quote-1280', { fullPage: false })
    await tracked.close()
  })

  it('smart-account: the account lookup it breaks is said once, and nothing is left waiting', async () => {
    const tracked = await openDropIn({ account: 2, preset: 'send-usdc', mode: 'smart-account' })
    const { page } = tracked
    const cause = page.getByText(/The service cannot reach Devnet B right now/)
    await cause.first().waitFor({ timeout: 30_000 })
    await saidOnce(cause)
    expect(await page.getByText(/Looking up your smart account…/).count()).toBe(0)
    await expectNothingSpinning(page)
    await expectNoUpgradeWords(page)
    await tracked.close()
  })
})
