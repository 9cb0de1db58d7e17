// A newcomer's path through the playground, end to end: `startDev` (scripts/dev.ts) starts the
// devnet and the playground, the system Chromium drives the page by its accessible names, and
// every effect is checked on chain. Each test signs with its own dev account.

import { type Address, createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  launchChromium,
  openPage,
  SCREENSHOTS,
  type TrackedPage,
  visibleCount,
} from '../../fixtures/harness/browser.js'
import type { PlaygroundChain } from '../../playground/src/devnet-info.js'
import { startDev } from '../../scripts/dev.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

// The bridge delay keeps a cross-chain supertransaction in `tracking` long enough to reload
// mid-way.
const dev = setupDevnet(() =>
  startDev({ port: 0, devnet: { port: 0, chains: 2, bridgeDelayMs: 1_500 } }),
)
const browser = setupDevnet(launchChromium, (started) => started.close())
let A: PlaygroundChain
let B: PlaygroundChain
beforeAll(() => {
  ;[A, B] = dev.info.chains as [PlaygroundChain, PlaygroundChain]
})

const address = (index: number) => DEV_WALLET_ACCOUNTS[index]?.address as Address
const VAULT = address(9)
const token = (chain: PlaygroundChain, symbol: string) =>
  chain.tokens.find((t) => t.symbol === symbol)?.address as Address
const balanceOf = (chain: PlaygroundChain, symbol: string, owner: Address) =>
  createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: token(chain, symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

type Choices = { account: number; preset: string; mode: string; fee?: string; theme?: string }

/** Opens the playground with choices in the URL and waits until the wallet is connected. */
async function open(
  choices: Choices,
  initScript?: () => void,
  viewport?: { width: number; height: number },
): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport)
  if (initScript) await tracked.page.addInitScript(initScript)
  const query = new URLSearchParams({ ...choices, account: String(choices.account) })
  await tracked.page.goto(`${dev.url}?${query}`)
  await tracked.page.getByText(`Connected: ${address(choices.account)}`).waitFor()
  return tracked
}

// The page's status region, found as an outside test finds it: by its role alone (Playwright's
// locators are strict, so a second `status` on the page fails the wait). The kit's parts (signing
// steps, tracker, upgrade notice) announce through live regions that leave the role to the page.
const status = (tracked: TrackedPage) => tracked.page.getByRole('status')
/** Exactly one element of the page has the `status` role, and it is named Run status. */
async function expectOneStatus(tracked: TrackedPage) {
  expect(await tracked.page.getByRole('status').count()).toBe(1)
  expect(await tracked.page.getByRole('status', { name: 'Run status' }).count()).toBe(1)
}
/** The supertransaction's button can be pressed (it says why not with aria-disabled). */
async function pressable(button: ReturnType<TrackedPage['page']['getByRole']>) {
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 20_000 }).toBeNull()
}
/**
 * Presses Get quote (after Done or Try again where the last run ended) and waits for the review
 * (`quoted`) or the error that stopped it.
 */
async function getQuote(tracked: TrackedPage) {
  const { page } = tracked
  const done = page.getByRole('button', { name: 'Done', exact: true })
  if (await done.count()) await done.click()
  const button = page.getByRole('button', { name: /^(Get quote|Try again)$/ }).first()
  await pressable(button)
  await button.click()
  await waitForStatus(tracked, /quoted|error|authorizationReview/)
  if (/authorizationReview/.test((await status(tracked).textContent()) ?? '')) {
    // eoa-7702: the review of the delegations comes first; only the next press asks the wallet.
    await page
      .getByText(/^You sign: \d+ authorizations?, then 1 signature/)
      .first()
      .waitFor()
    const authorize = page.getByRole('button', { name: 'Authorize and get quote' })
    await pressable(authorize)
    await authorize.click()
    await waitForStatus(tracked, /quoted|error/)
  }
}
/** Presses Sign and execute on the quote under review. */
async function signAndExecute(tracked: TrackedPage) {
  const button = tracked.page.getByRole('button', { name: 'Sign and execute' })
  await pressable(button)
  await button.click()
}
/**
 * A quote the review says would revert is not signed, in any mode: the button stays off and says
 * why, and a press (forced past the disabled state) moves nothing.
 */
async function refusedByTheReview(tracked: TrackedPage) {
  const sign = tracked.page.getByRole('button', { name: 'Sign and execute' })
  await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 20_000 }).toBe('true')
  await tracked.page.getByText(/^This would fail on Devnet [AB], so it is not signed/).waitFor()
  await sign.click({ force: true })
  await new Promise((settle) => setTimeout(settle, 1_000))
}
/** A whole run as a person does it: Get quote, the review, then Sign and execute. */
async function execute(tracked: TrackedPage) {
  await getQuote(tracked)
  if (/quoted/.test((await status(tracked).textContent()) ?? '')) await signAndExecute(tracked)
}
async function waitForStatus(tracked: TrackedPage, word: RegExp, timeout = 45_000) {
  try {
    await status(tracked).filter({ hasText: word }).waitFor({ timeout })
    await expectOneStatus(tracked)
  } catch (error) {
    await tracked.screenshot(`failure-${Date.now()}`)
    const text = await tracked.page.locator('main').textContent()
    throw new Error(`The status never matched ${word}; the page said:\n${text}`, { cause: error })
  }
}

/** The paths answered 412 (Precondition Failed) from now on. */
function record412s(tracked: TrackedPage): string[] {
  const paths: string[] = []
  tracked.page.on('response', (response) => {
    if (response.status() === 412) paths.push(new URL(response.url()).pathname)
  })
  return paths
}

/**
 * The explorer link points at this supertransaction's page, and the page answers; so does every
 * "Transaction 0x…" link of the tracker (the devnet explorer's page of that transaction).
 */
async function checkExplorerLink(tracked: TrackedPage) {
  const link = tracked.page.getByRole('link', { name: 'View on explorer' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(new RegExp(`^${dev.info.explorerUrl}/details/0x[0-9a-f]{64}$`))
  expect((await fetch(href as string)).status).toBe(200)
  const transactions = tracked.page.getByRole('link', { name: /^Transaction 0x/ })
  for (const tx of await transactions.all()) {
    const page = await fetch((await tx.getAttribute('href')) as string)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h1>Transaction')
  }
}

/** The smart account the page says it runs from (smart-account mode's hint). */
async function smartAccountOf(tracked: TrackedPage): Promise<Address> {
  const hint = tracked.page.getByText(/Runs from your smart account 0x/)
  return /0x[0-9a-fA-F]{40}/.exec((await hint.textContent()) ?? '')?.[0] as Address
}

/**
 * What each preset must do on chain (run by `account`; `executing` is the account that runs the
 * ops, where an intent leaves its WETH), and the status word it ends with.
 */
function presetExpectations(account: number, executing: () => Promise<Address>) {
  const expectations: Record<string, { word: RegExp; check: () => Promise<() => Promise<void>> }> =
    {
      'send-usdc': {
        word: /success/,
        check: async () => {
          const before = await balanceOf(A, 'USDC', VAULT)
          return async () => expect(await balanceOf(A, 'USDC', VAULT)).toBe(before + 25_000_000n)
        },
      },
      'swap-bridge-deposit': {
        word: /success/,
        check: async () => {
          const before = await balanceOf(B, 'WETH', VAULT)
          return async () => expect(await balanceOf(B, 'WETH', VAULT)).toBeGreaterThan(before)
        },
      },
      'ccip-bridge': {
        word: /success/,
        check: async () => {
          const before = await balanceOf(B, 'USDC', address(account))
          // In eoa-7702 the wallet already holds USDC on B, so the op there (its runtime balance,
          // sent to itself) need not wait for the bridge: the 50 may land after `success`.
          return async () =>
            expect
              .poll(() => balanceOf(B, 'USDC', address(account)), { timeout: 10_000 })
              .toBe(before + 50_000_000n)
        },
      },
      'intent-swap': {
        word: /success/,
        check: async () => {
          const holder = await executing()
          const before = await balanceOf(B, 'WETH', holder)
          return async () => expect(await balanceOf(B, 'WETH', holder)).toBeGreaterThan(before)
        },
      },
      reverting: {
        // Never signed: it stays under review.
        word: /quoted/,
        check: async () => {
          const before = await balanceOf(A, 'USDC', VAULT)
          return async () => expect(await balanceOf(A, 'USDC', VAULT)).toBe(before)
        },
      },
    }
  return expectations
}

describe('the playground, end to end', () => {
  it('the smart-account presets each run to their end, balances checked on chain', async () => {
    const account = 1
    const tracked = await open({ account, preset: 'send-usdc', mode: 'smart-account' })
    const { page } = tracked
    const expectations = presetExpectations(account, () => smartAccountOf(tracked))
    for (const [preset, { word, check }] of Object.entries(expectations)) {
      await page.getByRole('combobox', { name: 'Preset' }).selectOption(preset)
      expect(page.url()).toContain(`preset=${preset}`)
      const verify = await check()
      await getQuote(tracked)
      // The review's balance preview counts what the funding step sends first: a preset that
      // lands never reads "Would revert"; the reverting one does, before anything is signed.
      const preview = page.getByRole('region', { name: 'Your balances after' })
      await expect.poll(() => preview.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false')
      expect(await preview.getByText(/Would revert/).count(), preset).toBe(
        preset === 'reverting' ? 1 : 0,
      )
      await tracked.screenshot(`smart-account-${preset}-review`)
      if (preset === 'reverting') {
        await refusedByTheReview(tracked)
        await waitForStatus(tracked, word)
        await verify()
        continue
      }
      await signAndExecute(tracked)
      await waitForStatus(tracked, word)
      await verify()
      await checkExplorerLink(tracked)
      await tracked.screenshot(`smart-account-${preset}`)
    }
    // Every run is in this browser's history, newest first.
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /History/ })
          .getByRole('listitem')
          .count(),
      )
      .toBe(4)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 150_000)

  it('eoa mode: one permit pulls the USDC from the wallet and sends it', async () => {
    const account = 2
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa' })
    const [ownerBefore, vaultBefore] = await Promise.all([
      balanceOf(A, 'USDC', address(account)),
      balanceOf(A, 'USDC', VAULT),
    ])
    // Review before signing: Get quote shows what runs and the fee; nothing is signed or moved.
    const executes: string[] = []
    tracked.page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/execute') executes.push(r.url())
    })
    await getQuote(tracked)
    const review = tracked.page.getByRole('region', { name: 'Review' })
    await review.getByText(/Fee/).first().waitFor()
    await review
      .getByText(/Devnet A/)
      .first()
      .waitFor()
    expect(await tracked.page.getByRole('button', { name: 'Sign and execute' }).count()).toBe(1)
    await tracked.screenshot('eoa-review-before-signing')
    expect(executes).toEqual([])
    expect(await balanceOf(A, 'USDC', address(account))).toBe(ownerBefore)
    await signAndExecute(tracked)
    await waitForStatus(tracked, /success/)
    expect(executes).toHaveLength(1)
    expect(await balanceOf(A, 'USDC', address(account))).toBe(ownerBefore - 25_000_000n)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(vaultBefore + 25_000_000n)
    await checkExplorerLink(tracked)
    await tracked.screenshot('eoa-send-usdc')
    // For integrators: the onStatus log of that run, and the components three ways from its state.
    const { page } = tracked
    await page.getByRole('link', { name: 'Integrate' }).click()
    expect(page.url()).toContain('view=integrate')
    // The previews of the kit's parts add no second status: the page's one says how the run ended.
    await status(tracked)
      .filter({ hasText: /success/ })
      .waitFor()
    await expectOneStatus(tracked)
    const log = page.getByRole('region', { name: 'onStatus log' }).getByRole('listitem')
    const lines = await log.allTextContents()
    expect(lines.map((line) => line.split(' ')[1])).toEqual(
      expect.arrayContaining(['quoting', 'quoted', 'signing', 'executing', 'tracking', 'success']),
    )
    expect(lines.at(-1)).toMatch(/success supertxHash=0x/)
    const summary = page.getByRole('region', { name: '<QuoteSummary>' })
    await summary.getByRole('button', { name: 'render prop' }).click()
    await summary.getByText('Operations: 1, fee 0 (base units)').waitFor()
    expect(await summary.locator('pre').textContent()).toContain('<QuoteSummary quote={quote}>')
    expect(await summary.locator('pre').textContent()).toContain('{(q) =>')
    expect(await summary.locator('pre').textContent()).toContain("from 'supertx-kit'")
    // The button previews show the last run's state, and say they lead to the Playground view.
    const button = page.getByRole('region', { name: '<SupertxButton>' })
    await button
      .getByText(/A preview of the last run’s state: pressing it opens the Playground/)
      .waitFor()
    const steps = page.getByRole('region', { name: '<SigningSteps>' })
    await steps.getByRole('region', { name: 'Progress' }).waitFor()
    const tracker = page.getByRole('region', { name: '<SupertxTracker>' })
    await tracker.getByText(/operations done/).waitFor()
    await expectOneStatus(tracked)
    await tracked.screenshot('integrate-view')
    // The button's preview leads to where a supertransaction runs.
    await button.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('heading', { name: 'Supertransaction' }).waitFor()
    expect(page.url()).toContain('view=playground')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('eoa mode: every other preset pulls its one funding token with a permit and runs to its end, balances checked on chain', async () => {
    // Account 2's send-usdc ran in the test above.
    const account = 2
    const tracked = await open({ account, preset: 'swap-bridge-deposit', mode: 'eoa' })
    const { page } = tracked
    // The intent's WETH stays in the smart account on B (the page names it in smart-account mode).
    const smartAccount = async () => {
      await page.getByRole('combobox', { name: 'Mode' }).selectOption('smart-account')
      const found = await smartAccountOf(tracked)
      await page.getByRole('combobox', { name: 'Mode' }).selectOption('eoa')
      return found
    }
    const { 'send-usdc': _sentAbove, ...others } = presetExpectations(account, smartAccount)
    for (const [preset, { word, check }] of Object.entries(others)) {
      await page.getByRole('combobox', { name: 'Preset' }).selectOption(preset)
      expect(page.url()).toContain('mode=eoa')
      const verify = await check()
      if (preset === 'reverting') {
        await getQuote(tracked)
        await refusedByTheReview(tracked)
        await waitForStatus(tracked, word)
        await verify()
        continue
      }
      await execute(tracked)
      await waitForStatus(tracked, word)
      await verify()
      await checkExplorerLink(tracked)
      await tracked.screenshot(`eoa-${preset}`)
    }
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 150_000)

  it('a rejected signature says so plainly; Try again signs that quote and succeeds', async () => {
    const account = 3
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa' })
    const { page } = tracked
    await page.getByRole('checkbox', { name: 'Reject next request' }).check()
    await execute(tracked)
    await waitForStatus(tracked, /error/)
    // Said once on the page (in the failed step; the button points to it), with one Try again.
    const declined = /declined the request in your wallet, so nothing was sent/
    await expect.poll(() => visibleCount(page.getByText(declined))).toBe(1)
    expect(await visibleCount(page.getByRole('button', { name: 'Try again' }))).toBe(1)
    // The button is described by that one sentence.
    const shownIds = await page
      .getByText(declined)
      .evaluateAll((elements) => elements.filter((e) => !e.closest('[aria-live]')).map((e) => e.id))
    expect(shownIds).toHaveLength(1)
    expect(
      await page.getByRole('button', { name: 'Try again' }).getAttribute('aria-describedby'),
    ).toBe(shownIds[0])
    await tracked.screenshot('rejected-signature')
    expect(await page.getByRole('checkbox', { name: 'Reject next request' }).isChecked()).toBe(
      false,
    )
    const before = await balanceOf(A, 'USDC', VAULT)
    const again = page.getByRole('button', { name: 'Try again' }).first()
    await pressable(again)
    await again.click()
    await waitForStatus(tracked, /success/)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(before + 25_000_000n)
    await tracked.screenshot('rejected-then-retried')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('a browser wallet announced through EIP-6963 is offered beside the dev accounts', async () => {
    const tracked = await open({ account: 8, preset: 'send-usdc', mode: 'eoa' }, () => {
      const provider = { request: async () => [], on() {}, removeListener() {} }
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({
              info: {
                uuid: '8d3f1c2a-0000-4000-8000-000000000001',
                name: 'Announced Test Wallet',
                icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
                rdns: 'org.example.announced',
              },
              provider,
            }),
          }),
        )
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    })
    await tracked.page.getByRole('button', { name: 'Connect Announced Test Wallet' }).waitFor()
    expect(await tracked.page.getByRole('combobox', { name: 'Account' }).inputValue()).toBe('8')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('an API error (a wrong key in Settings) is shown in plain language', async () => {
    const tracked = await open({ account: 4, preset: 'send-usdc', mode: 'eoa-7702' })
    const { page } = tracked
    await page.getByText('Settings', { exact: true }).click()
    await expect(page.getByText(/a real Supertransaction service moves real funds/)).toBeDefined()
    await page.getByLabel('API key').fill('not-the-devnet-key')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await execute(tracked)
    await waitForStatus(tracked, /error/)
    // The kit's sentence, wherever the key was refused first (the smart-account lookup or the quote).
    const refused = page.getByText(/The service refused this app’s API key/)
    await refused.first().waitFor()
    // Once in the run, where it stopped (the upgrade section below makes its own request and
    // says its own failure).
    const run = page.locator('section[aria-labelledby="run-heading"]')
    expect(await visibleCount(run.getByText(/The service refused this app’s API key/))).toBe(1)
    await tracked.screenshot('api-error')
    // Only the refused requests themselves are logged by the browser; nothing crashed.
    expect(tracked.errors.filter((e) => !/401 \(Unauthorized\)/.test(e))).toEqual([])
    await page.getByRole('button', { name: 'Use the local devnet' }).click()
    await tracked.close()
  }, 60_000)

  it('eoa-7702: the dev wallet signs the delegation and the wallet itself runs the supertransaction', async () => {
    const account = 5
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa-7702' })
    const before = await balanceOf(A, 'USDC', address(account))
    // The kit reads the wallet's code first and asks prepare7702 what to sign: no 412.
    const preconditions = record412s(tracked)
    await execute(tracked)
    await waitForStatus(tracked, /success/)
    expect(preconditions).toEqual([])
    expect(await balanceOf(A, 'USDC', address(account))).toBe(before - 25_000_000n)
    const code = await createPublicClient({ transport: http(A.rpcUrl) }).getCode({
      address: address(account),
    })
    expect(code).toMatch(/^0xef0100/)
    await tracked.screenshot('eoa-7702-send-usdc')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('eoa-7702: every other preset runs to its end from the wallet itself, balances checked on chain', async () => {
    const account = 5
    const tracked = await open({ account, preset: 'swap-bridge-deposit', mode: 'eoa-7702' })
    const { page } = tracked
    // send-usdc ran in the test above; the intent is not offered in eoa-7702, and says why.
    const {
      'send-usdc': _sentAbove,
      'intent-swap': _notOffered,
      ...others
    } = presetExpectations(account, async () => address(account))
    await page.getByRole('combobox', { name: 'Preset' }).selectOption('intent-swap')
    const button = page.getByRole('button', { name: 'Get quote' })
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    await page.getByText(/^Not in eoa-7702 mode: after its first step the intent’s route/).waitFor()
    for (const [preset, { word, check }] of Object.entries(others)) {
      await page.getByRole('combobox', { name: 'Preset' }).selectOption(preset)
      const verify = await check()
      if (preset === 'reverting') {
        await getQuote(tracked)
        await refusedByTheReview(tracked)
        await waitForStatus(tracked, word)
        await verify()
        continue
      }
      await execute(tracked)
      await waitForStatus(tracked, word)
      await verify()
      await checkExplorerLink(tracked)
      await tracked.screenshot(`eoa-7702-${preset}`)
    }
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 120_000)

  it('eoa-7702, the 412 path: when the delegation cannot be checked first, the quote’s 412 asks for it and the run still succeeds', async () => {
    // Account 4 never delegates before this test (the API-error test stops at the wrong key).
    const account = 4
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa-7702' })
    const { page } = tracked
    // The pre-check's prepare7702 request fails on the network: the kit falls back to the quote.
    await page.route('**/v1/mee/prepare7702', (route) => route.abort('connectionrefused'))
    const preconditions = record412s(tracked)
    const before = await balanceOf(A, 'USDC', address(account))
    await execute(tracked)
    await waitForStatus(tracked, /success/)
    expect(preconditions).toEqual(['/v1/quote'])
    expect(await balanceOf(A, 'USDC', address(account))).toBe(before - 25_000_000n)
    await tracked.screenshot('eoa-7702-412-path')
    // The browser logs the refused request and the 412; nothing else.
    expect(
      tracked.errors.filter(
        (e) => !/status of 412 \(Precondition Failed\)|ERR_CONNECTION_REFUSED/.test(e),
      ),
    ).toEqual([])
    await tracked.close()
  }, 60_000)

  it('a fee paid in USDC by the smart account; theme and locale kept in the URL across a reload', async () => {
    const account = 7
    const tracked = await open({ account, preset: 'send-usdc', mode: 'smart-account', fee: 'USDC' })
    const { page } = tracked
    const smart = await smartAccountOf(tracked)
    const [vaultBefore, walletBefore, smartBefore] = await Promise.all([
      balanceOf(A, 'USDC', VAULT),
      balanceOf(A, 'USDC', address(account)),
      balanceOf(A, 'USDC', smart),
    ])
    await execute(tracked)
    await waitForStatus(tracked, /success/)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(vaultBefore + 25_000_000n)
    // Execute funded the smart account with the 25 USDC and the quoted fee, no more: both are
    // spent, and the wallet paid 25 USDC plus that fee.
    expect(await balanceOf(A, 'USDC', smart)).toBe(smartBefore)
    const fee = walletBefore - (await balanceOf(A, 'USDC', address(account))) - 25_000_000n
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(5_000_000n)
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    // Only the locales the kit speaks are offered.
    const locale = page.getByRole('combobox', { name: 'Locale' })
    expect(await locale.locator('option').allTextContents()).toHaveLength(2)
    await locale.selectOption('de-DE')
    await page.reload()
    await page.getByText(`Verbunden: ${address(account)}`).waitFor()
    expect(new URL(page.url()).searchParams.get('fee')).toBe('USDC')
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE')
    expect(await page.getByRole('combobox', { name: 'Modus' }).inputValue()).toBe('smart-account')
    // The playground's own headings and labels speak German too: none of the English ones is left.
    const headings = async () =>
      (await page.locator('main h2, main summary#settings-heading').allTextContents()).map((t) =>
        t.trim(),
      )
    const german = [
      'Wallet',
      'Supertransaktion',
      'Guthaben',
      'Verlauf (dieser Browser)',
      'Konto-Upgrade',
      'onStatus-Protokoll',
      'Einstellungen',
    ]
    const english = [
      'Supertransaction',
      'Balances',
      'History (this browser)',
      'Account upgrade',
      'onStatus log',
      'Settings',
    ]
    expect(await headings()).toEqual(expect.arrayContaining(german))
    for (const heading of english) expect(await headings()).not.toContain(heading)
    for (const label of ['Konto', 'Vorlage', 'Modus', 'Gebühr', 'Design', 'Sprache'])
      await page.getByRole('combobox', { name: label, exact: true }).waitFor()
    for (const label of ['Account', 'Preset', 'Mode', 'Fee', 'Theme', 'Locale'])
      expect(await page.getByRole('combobox', { name: label, exact: true }).count()).toBe(0)
    await page.getByRole('checkbox', { name: 'Nächste Anfrage ablehnen' }).waitFor()
    expect(await page.getByRole('status', { name: 'Status des Laufs' }).count()).toBe(1)
    const balances = page.getByRole('table', { name: 'Guthaben' })
    expect(await balances.getByRole('columnheader').allTextContents()).toEqual([
      'Chain',
      'Token',
      'Wallet',
      'Smart Account',
    ])
    // The history row's status is in the kit's words, in the page's language.
    const history = page.getByRole('region', { name: /History|Verlauf/ }).getByRole('listitem')
    await history
      .filter({ hasText: /· Erfolgreich ·/ })
      .first()
      .waitFor()
    expect(await history.filter({ hasText: /· success ·/ }).count()).toBe(0)
    // The preset's name and description, the fee's options, the status line and the history's
    // label and chains are the page's German too.
    const preset = page.getByRole('combobox', { name: 'Vorlage', exact: true })
    expect(await preset.locator('option:checked').textContent()).toBe('25 USDC auf Chain A senden')
    await page.getByText(`Sendet 25 USDC an den Vault auf ${A.name}.`).waitFor()
    expect(await page.getByText(/Sends 25 USDC/).count()).toBe(0)
    const feeChoice = page.getByRole('combobox', { name: 'Gebühr', exact: true })
    expect(await feeChoice.locator('option').allTextContents()).toEqual([
      'gesponsert',
      ...A.tokens.map((t) => `${t.symbol} auf ${A.name}`),
    ])
    expect(await status(tracked).textContent()).toBe('Status: Bereit')
    await history
      .filter({ hasText: `25 USDC auf Chain A senden · smart-account auf ${A.name} · Erfolgreich` })
      .waitFor()
    expect(await history.filter({ hasText: / on Devnet/ }).count()).toBe(0)
    // At a phone's width nothing scrolls sideways in German, here and in the Integrate view.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await tracked.screenshot('fee-in-usdc-dark-de')
    // eoa mode: the tokens that cannot pay say why, in German.
    await page.getByRole('combobox', { name: 'Modus' }).selectOption('eoa')
    await feeChoice
      .getByText(`WETH auf ${A.name} (nicht im eoa-Modus)`)
      .waitFor({ state: 'attached' })
    await page.getByRole('combobox', { name: 'Modus' }).selectOption('smart-account')
    // The Integrate view: its heading, prose, ways and buttons.
    await page.getByRole('link', { name: 'Integration' }).click()
    await page.getByRole('heading', { name: 'Integration', exact: true }).waitFor()
    expect(await status(tracked).textContent()).toBe('Status des letzten Laufs: noch keiner')
    const summary = page.getByRole('region', { name: '<QuoteSummary>' })
    await summary.getByText(/^Was das Angebot auf jeder Chain tut/).waitFor()
    await summary.getByRole('button', { name: 'Render-Prop' }).click()
    await summary.getByText('Noch kein Angebot.').waitFor()
    expect(await page.getByRole('button', { name: 'Code kopieren' }).count()).toBeGreaterThan(1)
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(0)
    expect(await page.getByText(/Playground view/).count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await tracked.screenshot('integrate-view-390-de')
    await page.getByRole('link', { name: 'Playground' }).click()
    await page.setViewportSize({ width: 1280, height: 800 })
    // A label an older page kept as plain text is shown as it was kept.
    await page.evaluate(() => {
      const key = 'supertx-playground:run-labels'
      const labels = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
      for (const hash of Object.keys(labels)) labels[hash] = 'Send 25 USDC on chain A'
      localStorage.setItem(key, JSON.stringify(labels))
    })
    await page.reload()
    await history
      .filter({ hasText: `Send 25 USDC on chain A · smart-account auf ${A.name} · Erfolgreich` })
      .waitFor()
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US')
    await page.getByRole('heading', { name: 'Balances' }).waitFor()
    // The history row says what ran.
    await history
      .filter({ hasText: /Send 25 USDC on chain A · smart-account on Devnet A · Succeeded/ })
      .waitFor()
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('editing a preset’s flows makes it Custom, and the edited flows are what runs', async () => {
    const account = 8
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa-7702' })
    const { page } = tracked
    await page.getByText(/Flows of this preset/).click()
    const summary = page.getByText(/Flows of/)
    const amount = page.getByRole('group', { name: 'amount (uint256)' }).getByLabel('Value')
    // In the token list's decimals: 25 USDC, not 25000000 base units.
    expect(await amount.inputValue()).toBe('25')
    await amount.fill('7')
    // The builder keeps the field being typed in while the preset turns Custom.
    await amount.pressSequentially('5')
    expect(await amount.inputValue()).toBe('75')
    expect(await page.getByRole('combobox', { name: 'Preset' }).inputValue()).toBe('custom')
    expect(page.url()).toContain('preset=custom')
    expect(await summary.textContent()).toMatch(
      /Flows of the Custom preset \(1\), edited from “Send 25 USDC on chain A”/,
    )
    const before = await balanceOf(A, 'USDC', VAULT)
    await execute(tracked)
    await waitForStatus(tracked, /success/)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(before + 75_000_000n)
    await tracked.screenshot('custom-preset')
    // A reload keeps the Custom preset's flows, not the preset they were edited from.
    await page.reload()
    await page.getByText(`Connected: ${address(account)}`).waitFor()
    await page.getByText(/Flows of the Custom preset \(1\)/).click()
    expect(
      await page.getByRole('group', { name: 'amount (uint256)' }).getByLabel('Value').inputValue(),
    ).toBe('75')
    expect(tracked.errors.filter((e) => !/status of 412 \(Precondition Failed\)/.test(e))).toEqual(
      [],
    )
    await tracked.close()
  }, 60_000)

  it('a legacy 2.1.0 account: UpgradeNotice offers the upgrade and one signature moves it to 2.2.1', async () => {
    const account = 0
    const tracked = await open({ account, preset: 'send-usdc', mode: 'smart-account' })
    const { page } = tracked
    // The page makes the legacy account itself (the devnet-only POST /dev/legacy-account).
    const upgradeSection = page.getByRole('region', { name: 'Account upgrade', exact: true })
    await upgradeSection
      .getByText('Nothing to upgrade: no legacy account for this wallet.')
      .waitFor()
    await upgradeSection.getByRole('button', { name: 'Make a legacy account' }).click()
    // Balances show the account that holds its 1,000 USDC.
    const legacyColumn = page.getByRole('columnheader', { name: 'Legacy account (2.1.0)' })
    await legacyColumn.waitFor({ timeout: 20_000 })
    const legacyHint = await page.getByText(/^Your legacy account 0x/).textContent()
    const legacy = /0x[0-9a-fA-F]{40}/.exec(legacyHint ?? '')?.[0] as Address
    expect(await balanceOf(A, 'USDC', legacy)).toBe(1_000_000_000n)
    // The MEE version of the Nexus implementation the account runs (Nexus 1.2.0 is 2.1.0's).
    const meeVersion: Record<string, string> = {
      'biconomy.nexus.1.2.0': '2.1.0',
      'biconomy.nexus.1.3.1': '2.2.1',
    }
    const versionOn = async (chain: PlaygroundChain) =>
      meeVersion[
        await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
          address: legacy,
          abi: parseAbi(['function accountId() view returns (string)']),
          functionName: 'accountId',
        })
      ]
    expect(await versionOn(A)).toBe('2.1.0')
    // Its title (and so its name) changes once the upgrade is done.
    const notice = page.getByRole('region', {
      name: /^(Account upgrade available|Your account is up to date)$/,
    })
    await notice.getByText(/runs version 2\.1\.0/).waitFor({ timeout: 20_000 })
    await notice.getByRole('button', { name: 'Upgrade account' }).click()
    await notice.getByText('Your account is upgraded to 2.2.1').waitFor({ timeout: 45_000 })
    // The notice announces through a live region of its own, not a second status.
    expect(await notice.locator('[aria-live="polite"]').textContent()).toMatch(
      /^Your account is upgraded to 2\.2\.1/,
    )
    await expectOneStatus(tracked)
    await notice.getByRole('heading', { name: 'Your account is up to date' }).waitFor()
    // Done is not a warning: the card takes the success colour.
    const colours = await notice.evaluate((element) => {
      const style = getComputedStyle(element)
      return { border: style.borderLeftColor, success: style.getPropertyValue('--stx-success') }
    })
    const probe = await page.evaluate((colour) => {
      const span = document.createElement('span')
      span.style.color = colour
      document.body.append(span)
      const rgb = getComputedStyle(span).color
      span.remove()
      return rgb
    }, colours.success.trim())
    expect(colours.border).toBe(probe)
    await page.getByRole('columnheader', { name: 'Upgraded account (2.2.1)' }).waitFor()
    expect(await versionOn(A)).toBe('2.2.1')
    expect(await versionOn(B)).toBe('2.2.1')
    const href = await notice.getByRole('link', { name: 'View on explorer' }).getAttribute('href')
    expect(href).toMatch(new RegExp(`^${dev.info.explorerUrl}/details/0x[0-9a-f]{64}$`))
    await tracked.screenshot('upgrade-legacy-account')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 90_000)

  it('a reload while executing (the service took the quote, the page never saw the answer) carries on to success, executed once', async () => {
    const account = 3
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa' })
    const { page } = tracked
    const before = await balanceOf(A, 'USDC', VAULT)
    // Every execute the browser sends, across the reload.
    const executes: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/execute') executes.push(r.url())
    })
    // The execute reaches the devnet, which takes the quote; its answer is held back, and the
    // page reloads before it arrives.
    let taken: (status: number) => void = () => {}
    const tookIt = new Promise<number>((resolve) => {
      taken = resolve
    })
    await page.route('**/v1/execute', async (route) => {
      const response = await route.fetch()
      taken(response.status())
      await new Promise(() => {})
    })
    await execute(tracked)
    expect(await tookIt).toBe(200)
    await page.reload()
    await page.getByText(`Connected: ${address(account)}`).waitFor()
    await waitForStatus(tracked, /success/)
    expect(executes).toHaveLength(1)
    // Paid once: the vault got the 25 USDC once.
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(before + 25_000_000n)
    // The devnet's receipt of that supertransaction: one execution, every op mined.
    const href = await page.getByRole('link', { name: 'View on explorer' }).getAttribute('href')
    const hash = href?.split('/').pop() as string
    const receipt = (await (
      await fetch(`${dev.info.apiUrl}/v1/explorer/${hash}`, {
        headers: { 'x-api-key': dev.info.apiKey },
      })
    ).json()) as { status: string; userOps: { executionStatus: string }[] }
    expect(receipt.status).toBe('success')
    expect(receipt.userOps.every((op) => op.executionStatus === 'MINED_SUCCESS')).toBe(true)
    await page
      .getByRole('region', { name: /History/ })
      .getByText('Succeeded')
      .first()
      .waitFor()
    await tracked.screenshot('reload-while-executing')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 90_000)

  it('two tabs run a supertransaction each; one reloads mid-way and carries on with its own; both histories list both', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 1200 } })
    const errors: string[] = []
    const tab = async (account: number, preset: string) => {
      const page = await context.newPage()
      page.on('pageerror', (error) => errors.push(error.message))
      const query = new URLSearchParams({ account: String(account), preset, mode: 'smart-account' })
      await page.goto(`${dev.url}?${query}`)
      await page.getByText(`Connected: ${address(account)}`).waitFor()
      return { page, errors, screenshot: async () => {}, close: async () => {} } as TrackedPage
    }
    // One swaps on chain A's pool, the other only bridges: two swaps on one pool would each see
    // the other move the price, and the playground requotes a swap whose price moved ("What you
    // asked for changed"), which is right for a person and a race for this test.
    const [a, b] = [await tab(1, 'swap-bridge-deposit'), await tab(6, 'ccip-bridge')]
    const link = (t: TrackedPage) =>
      t.page.getByRole('link', { name: 'View on explorer' }).getAttribute('href')
    // The devnet lands a run within a second of execute: the receipts are held until A has
    // reloaded, so both runs are still in flight when A reloads (else A's run could end first and
    // leave nothing to carry on, a race the test would lose on a slow machine).
    let release!: () => void
    const receiptsHeld = new Promise<void>((resolve) => {
      release = resolve
    })
    for (const t of [a, b])
      await t.page.route('**/v1/explorer/**', async (route) => {
        await receiptsHeld
        await route.continue().catch(() => {})
      })
    // Both run at once; tab A reloads once it tracks, and carries on with its own while B keeps
    // its own.
    const [hrefA, hrefB] = await Promise.all([
      (async () => {
        await execute(a)
        await waitForStatus(a, /tracking/)
        const href = await link(a)
        await a.page.reload()
        await a.page.getByText(`Connected: ${address(1)}`).waitFor()
        return href
      })(),
      (async () => {
        await execute(b)
        await waitForStatus(b, /tracking/)
        return link(b)
      })(),
    ])
    expect(hrefA).not.toBe(hrefB)
    release()
    await Promise.all([waitForStatus(a, /success/), waitForStatus(b, /success/)])
    expect(await link(a)).toBe(hrefA)
    expect(await link(b)).toBe(hrefB)
    // Each tab's history shows both (B's view heard A's writes through the storage event).
    for (const t of [a, b])
      await expect
        .poll(() =>
          t.page
            .getByRole('region', { name: /History/ })
            .getByText('Succeeded')
            .count(),
        )
        .toBeGreaterThanOrEqual(2)
    expect(await a.page.evaluate(() => localStorage.getItem('supertx:in-flight'))).toBeNull()
    await a.page.screenshot({ path: `${SCREENSHOTS}/two-tabs-a.png`, fullPage: true })
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('invalid custom flows keep Get quote off; the edited amount is what Sign and execute funds and what lands', async () => {
    const account = 8
    const tracked = await open({ account, preset: 'send-usdc', mode: 'smart-account' })
    const { page } = tracked
    const smart = await smartAccountOf(tracked)
    await page.getByText(/Flows of this preset/).click()
    const amount = page.getByRole('group', { name: 'amount (uint256)' })
    await amount.getByLabel('Value').fill('40')
    await page.getByRole('combobox', { name: 'New flow type' }).selectOption('intent-simple')
    await page.getByRole('button', { name: 'Add flow' }).click()
    // An empty intent flow: nothing runs, and the button says why.
    const button = page.getByRole('button', { name: 'Get quote' })
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    await page.getByText('Correct the flows in the builder first.').waitFor()
    expect(await page.getByRole('button', { name: 'Fund account' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: /^Remove flow 2/ }).click()
    // Switching the unit keeps the amount's meaning: 40 USDC are 40000000 base units, and back.
    await amount.getByRole('combobox', { name: 'Decimals' }).selectOption('0')
    expect(await amount.getByLabel('Value').inputValue()).toBe('40000000')
    await amount.getByRole('combobox', { name: 'Decimals' }).selectOption('6')
    expect(await amount.getByLabel('Value').inputValue()).toBe('40')
    await page
      .getByText(/what the flows spend that it does not hold yet \(40 USDC on Devnet A\)/)
      .waitFor()
    const [vaultBefore, walletBefore, smartBefore] = await Promise.all([
      balanceOf(A, 'USDC', VAULT),
      balanceOf(A, 'USDC', address(account)),
      balanceOf(A, 'USDC', smart),
    ])
    await execute(tracked)
    await waitForStatus(tracked, /success/)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(vaultBefore + 40_000_000n)
    // Sponsored: the wallet gave the smart account what it lacked of the 40, and nothing more.
    const smartAfter = await balanceOf(A, 'USDC', smart)
    const walletAfter = await balanceOf(A, 'USDC', address(account))
    expect(walletBefore + smartBefore - walletAfter - smartAfter).toBe(40_000_000n)
    await tracked.screenshot('custom-edited-amount')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('eoa mode with the fee in USDC: only the funding token is offered, and the run lands', async () => {
    const account = 3
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa', fee: 'USDC' })
    const { page } = tracked
    const fee = page.getByRole('combobox', { name: 'Fee' })
    // The options follow the request's funding token, which is derived once the preset is in.
    await expect
      .poll(() =>
        fee
          .locator('option')
          .evaluateAll((options) =>
            options.map(
              (o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? ' (off)' : ''}`,
            ),
          ),
      )
      .toEqual([
        'sponsored',
        'USDC on Devnet A',
        'WETH on Devnet A (not in eoa mode) (off)',
        'USDT on Devnet A (not in eoa mode) (off)',
      ])
    await expect.poll(() => fee.getAttribute('aria-describedby')).toBe('fee-note')
    const [walletBefore, vaultBefore] = await Promise.all([
      balanceOf(A, 'USDC', address(account)),
      balanceOf(A, 'USDC', VAULT),
    ])
    await execute(tracked)
    await waitForStatus(tracked, /success/)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(vaultBefore + 25_000_000n)
    // One permit covered the 25 USDC and the fee.
    const paid = walletBefore - (await balanceOf(A, 'USDC', address(account)))
    expect(paid).toBeGreaterThan(25_000_000n)
    expect(paid).toBeLessThan(30_000_000n)
    await checkExplorerLink(tracked)
    await tracked.screenshot('eoa-fee-in-usdc')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('a reload while tracking resumes the same supertransaction to success', async () => {
    const account = 6
    const tracked = await open({ account, preset: 'swap-bridge-deposit', mode: 'smart-account' })
    const { page } = tracked
    const before = await balanceOf(B, 'WETH', VAULT)
    await execute(tracked)
    await waitForStatus(tracked, /tracking/)
    const href = await page.getByRole('link', { name: 'View on explorer' }).getAttribute('href')
    await page.reload()
    await page.getByText(`Connected: ${address(account)}`).waitFor()
    await waitForStatus(tracked, /success/)
    expect(await page.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toBe(
      href,
    )
    expect(await balanceOf(B, 'WETH', VAULT)).toBeGreaterThan(before)
    await tracked.screenshot('reload-resumed')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)

  it('the amount edited after a quote: the old quote is dropped, a new one is made, and what lands is the new amount', async () => {
    const account = 2
    const tracked = await open({ account, preset: 'send-usdc', mode: 'eoa' })
    const { page } = tracked
    await page.getByText(/Flows of this preset/).click()
    const amount = page.getByRole('group', { name: 'amount (uint256)' }).getByLabel('Value')
    await amount.fill('1')
    const quotes: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/quote') quotes.push(r.postData() ?? '')
    })
    await getQuote(tracked)
    expect(quotes).toHaveLength(1)
    expect(quotes[0]).toContain('"1000000"')
    const before = await balanceOf(A, 'USDC', VAULT)
    // Edited under review: the 1 USDC quote is gone at once, the 2 USDC one takes its place.
    await amount.fill('2')
    await expect.poll(() => quotes.length, { timeout: 20_000 }).toBe(2)
    expect(quotes[1]).toContain('"2000000"')
    await waitForStatus(tracked, /quoted/)
    await signAndExecute(tracked)
    await waitForStatus(tracked, /success/)
    expect(await balanceOf(A, 'USDC', VAULT)).toBe(before + 2_000_000n)
    expect(quotes).toHaveLength(2)
    await tracked.screenshot('edited-after-quote')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  }, 60_000)
})

// Phones: 360 × 800 (a small Android) and 390 × 844 (an iPhone 12 to 15), light and dark.
describe('the playground on a phone', () => {
  const phones = [
    { width: 360, height: 800 },
    { width: 390, height: 844 },
  ]
  /** The page is no wider than the screen; lists what sticks out when it is. */
  async function expectNoSidewaysScroll(tracked: TrackedPage) {
    const { scrollWidth, innerWidth, wide } = await tracked.page.evaluate(() => ({
      scrollWidth: (document.scrollingElement as Element).scrollWidth,
      innerWidth: window.innerWidth,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    }))
    expect(wide).toEqual([])
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
  }
  /** Wholly inside the first screen, without scrolling. */
  async function expectInFirstScreen(
    tracked: TrackedPage,
    locator: ReturnType<TrackedPage['page']['getByRole']>,
  ) {
    const box = await locator.boundingBox()
    const { innerHeight, innerWidth, scrollY } = await tracked.page.evaluate(() => ({
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
      scrollY: window.scrollY,
    }))
    expect(scrollY).toBe(0)
    expect(box).not.toBeNull()
    const { x, y, width, height } = box as NonNullable<typeof box>
    expect(x).toBeGreaterThanOrEqual(0)
    expect(x + width).toBeLessThanOrEqual(innerWidth)
    expect(y).toBeGreaterThanOrEqual(0)
    expect(y + height).toBeLessThanOrEqual(innerHeight)
  }

  for (const viewport of phones)
    it(`${viewport.width} px: no sideways scroll, the header on two lines, Get quote in the first screen, then the review and Sign and execute under it, light and dark`, async () => {
      const account = 3
      for (const theme of ['light', 'dark']) {
        const tracked = await open(
          { account, preset: 'send-usdc', mode: 'smart-account', theme },
          undefined,
          viewport,
        )
        const { page } = tracked
        await expectNoSidewaysScroll(tracked)
        // The header: the title on one line, the views and the two selects on the next.
        const header = page.locator('header')
        const title = page.getByRole('heading', { level: 1 })
        const titleBox = (await title.boundingBox()) as NonNullable<
          Awaited<ReturnType<typeof title.boundingBox>>
        >
        const headerBox = (await header.boundingBox()) as NonNullable<typeof titleBox>
        expect(titleBox.height).toBeLessThan(40)
        expect(headerBox.height).toBeLessThan(titleBox.height + 60)
        const getQuote = page.getByRole('button', { name: 'Get quote' })
        await pressable(getQuote)
        await expectInFirstScreen(tracked, getQuote)
        await tracked.screenshot(`phone-${viewport.width}-${theme}-idle`, { fullPage: false })
        await getQuote.click()
        await waitForStatus(tracked, /quoted/)
        // The review begins in the first screen, and Sign and execute comes after it and the
        // balance preview: what it signs is read before the button, which is in view once the
        // preview is scrolled to the top.
        const sign = page.getByRole('button', { name: 'Sign and execute' })
        const review = page.getByRole('region', { name: 'Review' })
        const preview = page.getByRole('region', { name: 'Your balances after' })
        await preview.waitFor()
        const [reviewBox, previewBox, signBox] = (await Promise.all(
          [review, preview, sign].map((part) => part.boundingBox()),
        )) as NonNullable<Awaited<ReturnType<typeof sign.boundingBox>>>[]
        expect(reviewBox?.y).toBeLessThan(viewport.height)
        expect(signBox?.y).toBeGreaterThanOrEqual((reviewBox?.y ?? 0) + (reviewBox?.height ?? 0))
        expect(signBox?.y).toBeGreaterThanOrEqual((previewBox?.y ?? 0) + (previewBox?.height ?? 0))
        await preview.evaluate((e) => e.scrollIntoView({ block: 'start' }))
        expect(
          await sign.evaluate((e) => e.getBoundingClientRect().bottom <= window.innerHeight),
        ).toBe(true)
        await expectNoSidewaysScroll(tracked)
        await tracked.screenshot(`phone-${viewport.width}-${theme}-quoted`)
        expect(tracked.errors).toEqual([])
        await tracked.close()
      }
    })
})
