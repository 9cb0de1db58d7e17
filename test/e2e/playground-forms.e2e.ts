import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage, type TrackedPage } from '../../fixtures/harness/browser.js'
import type { PlaygroundChain } from '../../playground/src/devnet-info.js'
import { startDev } from '../../scripts/dev.js'
import { formatAmount } from '../../src/core/tokens/format-amount.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import { setupDevnet } from '../devnet/setup-devnet.js'

const dev = setupDevnet(() => startDev({ port: 0, devnet: { port: 0, chains: 2 } }))
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

type Open = {
  account: number
  mode: string
  locale: 'en-US' | 'de-DE'
  width: number
  /** The fee: `sponsored` (the playground's default) or a token's symbol on chain A. */
  fee?: string
}

/** The playground as it opens (on the form), connected, at a width and in a locale. */
async function open({ account, mode, locale, width, fee }: Open): Promise<TrackedPage> {
  const tracked = await openPage(browser, { width, height: width < 500 ? 844 : 800 })
  const query = new URLSearchParams({ account: String(account), mode, locale, ...(fee && { fee }) })
  await tracked.page.goto(`${dev.url}?${query}`)
  const connected = locale === 'de-DE' ? 'Verbunden' : 'Connected'
  await tracked.page.getByText(`${connected}: ${address(account)}`).waitFor()
  return tracked
}

const words = {
  'en-US': { quote: 'Get quote', sign: 'Sign and execute', done: 'Done', success: 'success' },
  'de-DE': {
    quote: 'Angebot holen',
    sign: 'Signieren und ausführen',
    done: 'Fertig',
    // The page's status line speaks the page's language.
    success: 'Erfolgreich',
  },
}

/**
 * Get quote, then Sign and execute, as buttons a person presses (Enter, or a click); `quoted`:
 * the page holds a quote already (it quotes again by itself after an edit), so only sign.
 */
async function run(
  tracked: TrackedPage,
  locale: Open['locale'],
  by: 'keyboard' | 'pointer',
  { quoted = false } = {},
) {
  const { page } = tracked
  for (const name of quoted ? [words[locale].sign] : [words[locale].quote, words[locale].sign]) {
    const button = page.getByRole('button', { name, exact: true })
    await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    if (by === 'keyboard') {
      await button.focus()
      await page.keyboard.press('Enter')
    } else await button.click()
  }
  try {
    await page
      .getByRole('status')
      .filter({ hasText: `Status: ${words[locale].success}` })
      .waitFor({ timeout: 60_000 })
  } catch (error) {
    await tracked.screenshot(`forms-failure-${Date.now()}`)
    throw new Error(`No success; the page said:\n${await page.locator('main').textContent()}`, {
      cause: error,
    })
  }
}

describe('the playground opens on the form', () => {
  it('sends 5 USDC by keyboard at 390 px in English, after refusing a mistyped address and too much', async () => {
    const tracked = await open({ account: 3, mode: 'smart-account', locale: 'en-US', width: 390 })
    const { page } = tracked
    const recipient = address(4)
    const before = await balanceOf(A, 'USDC', recipient)
    // The form is what opens: no contract, no function signature.
    await page.getByRole('heading', { name: 'What do you want to do?' }).waitFor()
    expect(await page.getByText('Function signature').count()).toBe(0)

    const amount = page.getByRole('textbox', { name: 'Amount' })
    await amount.focus()
    await page.keyboard.type('2000000')
    await page.keyboard.press('Tab')
    // A wrong checksum (one letter's case changed) is refused in the user's words.
    const typo = recipient.replace(/[a-f]/, (c) => c.toUpperCase())
    const field = page.getByRole('textbox', { name: 'Recipient' })
    await field.focus()
    await page.keyboard.type(typo)
    await page.keyboard.press('Tab')
    await page.getByText(/This address has a typo or was changed on the way/).waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    await field.fill('')
    await field.focus()
    await page.keyboard.type(recipient.toLowerCase())
    await page.keyboard.press('Tab')
    await page
      .getByText('You have 1,000,000 USDC on Devnet A; this needs 2,000,000 USDC.')
      .waitFor()
    await tracked.screenshot('forms-send-390-too-much')
    await amount.fill('')
    await amount.focus()
    await page.keyboard.type('5')
    await page.keyboard.press('Tab')
    await run(tracked, 'en-US', 'keyboard')
    await tracked.screenshot('forms-send-390-success')
    expect((await balanceOf(A, 'USDC', recipient)) - before).toBe(5_000_000n)
    // Nothing scrolls sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('swaps, bridges and deposits what the swap gave, by pointer at 1280 px in German', async () => {
    const tracked = await open({ account: 5, mode: 'smart-account', locale: 'de-DE', width: 1280 })
    const { page } = tracked
    const before = await balanceOf(B, 'WETH', VAULT)
    await page.getByRole('heading', { name: 'Was möchten Sie tun?' }).waitFor()
    await page.getByRole('combobox', { name: 'Aktion' }).first().selectOption({ label: 'Tauschen' })
    // The token picker: a combobox whose listbox shows each token with its balance.
    await page.getByRole('combobox', { name: 'Zu Token' }).click()
    const weth = page
      .getByRole('listbox', { name: 'Zu Token' })
      .getByRole('option', { name: /WETH/ })
    await weth.waitFor()
    expect(await weth.textContent()).toContain('Guthaben: 1.000 WETH')
    await weth.click()
    await page.getByRole('textbox', { name: /Betrag/ }).fill('100')
    await page
      .getByRole('combobox', { name: 'Nächster Schritt' })
      .selectOption({ label: 'Überbrücken' })
    await page.getByRole('button', { name: 'Schritt hinzufügen' }).click()
    await page
      .getByRole('combobox', { name: 'Nächster Schritt' })
      .selectOption({ label: 'Einzahlen' })
    await page.getByRole('button', { name: 'Schritt hinzufügen' }).click()
    // Steps 2 and 3 spend what the step before them gives (runtime balances).
    const chained = page.getByRole('checkbox', {
      name: 'Alles verwenden, was der vorige Schritt ergibt',
    })
    await expect.poll(() => chained.count()).toBe(2)
    for (const box of await chained.all()) expect(await box.isChecked()).toBe(true)
    await tracked.screenshot('forms-swap-bridge-deposit-1280-de')
    await run(tracked, 'de-DE', 'pointer')
    await tracked.screenshot('forms-swap-bridge-deposit-1280-de-success')
    const deposited = (await balanceOf(B, 'WETH', VAULT)) - before
    expect(deposited).toBeGreaterThan(0n)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('bridges 50 USDC from A to B by keyboard at 1280 px in English', async () => {
    const tracked = await open({ account: 6, mode: 'eoa', locale: 'en-US', width: 1280 })
    const { page } = tracked
    const owner = address(6)
    const before = await balanceOf(A, 'USDC', owner)
    await page.getByRole('heading', { name: 'What do you want to do?' }).waitFor()
    const action = page.getByRole('combobox', { name: 'Action' }).first()
    await action.focus()
    await action.selectOption('bridge')
    // The chain picker by keyboard: Arrow Down opens its listbox, moves, Enter picks.
    const to = page.getByRole('combobox', { name: 'To chain' })
    await to.focus()
    await page.keyboard.press('ArrowDown')
    const list = page.getByRole('listbox', { name: 'To chain' })
    await list.waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await list.getByRole('option', { selected: true }).textContent()).toBe(
      `${B.name}Chain ID ${B.id}`,
    )
    await tracked.screenshot('forms-chain-picker-open')
    await page.keyboard.press('Enter')
    expect(await to.inputValue()).toBe(B.name)
    expect(await to.getAttribute('aria-expanded')).toBe('false')
    const amount = page.getByRole('textbox', { name: 'Amount' })
    await amount.focus()
    await page.keyboard.type('50')
    await page.keyboard.press('Tab')
    // eoa: the smart account pulls the 50 USDC with a permit and bridges them to itself on B.
    await run(tracked, 'en-US', 'keyboard')
    // Sponsored: exactly the 50 USDC leave the wallet on A.
    expect(before - (await balanceOf(A, 'USDC', owner))).toBe(50_000_000n)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('chains swap → bridge → deposit by keyboard at 390 px in German', async () => {
    const tracked = await open({ account: 7, mode: 'smart-account', locale: 'de-DE', width: 390 })
    const { page } = tracked
    const before = await balanceOf(B, 'WETH', VAULT)
    const action = page.getByRole('combobox', { name: 'Aktion' }).first()
    await action.focus()
    await action.selectOption('swap')
    // The token picker by keyboard: type to filter, Arrow Down, Enter.
    const to = page.getByRole('combobox', { name: 'Zu Token' })
    await to.focus()
    await page.keyboard.type('weth')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    expect(await to.inputValue()).toBe('WETH')
    const amount = page.getByRole('textbox', { name: /Betrag/ })
    await amount.focus()
    await page.keyboard.type('10,5')
    const next = page.getByRole('combobox', { name: 'Nächster Schritt' })
    await next.focus()
    await next.selectOption('bridge')
    await page.getByRole('button', { name: 'Schritt hinzufügen' }).focus()
    await page.keyboard.press('Enter')
    await next.selectOption('deposit')
    await page.getByRole('button', { name: 'Schritt hinzufügen' }).focus()
    await page.keyboard.press('Enter')
    await run(tracked, 'de-DE', 'keyboard')
    expect((await balanceOf(B, 'WETH', VAULT)) - before).toBeGreaterThan(0n)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await tracked.screenshot('forms-chain-390-de-success')
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('Max leaves the quoted fee when the fee is paid in the token sent, and the whole of the rest lands', async () => {
    const tracked = await open({
      account: 8,
      mode: 'smart-account',
      locale: 'en-US',
      width: 1280,
      fee: 'USDC',
    })
    const { page } = tracked
    const owner = address(8)
    const recipient = address(4)
    const balance = await balanceOf(A, 'USDC', owner)
    const before = await balanceOf(A, 'USDC', recipient)
    await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    const amount = page.getByRole('textbox', { name: 'Amount' })
    await amount.fill('1')
    // A first quote says the fee (in USDC on A, the token sent).
    const quote = page.getByRole('button', { name: 'Get quote', exact: true })
    await expect.poll(() => quote.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    await quote.click()
    const sign = page.getByRole('button', { name: 'Sign and execute', exact: true })
    await expect.poll(() => sign.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    await page.getByRole('button', { name: /^Max: use your whole balance/ }).click()
    const hint = page.getByText(/^Max leaves [\d.,]+ USDC for the fee\.$/)
    await hint.waitFor()
    const typed = await amount.inputValue()
    const fee = balance - parseUnits(typed.replaceAll(',', ''), 6)
    expect(fee).toBeGreaterThan(0n)
    expect(await hint.textContent()).toBe(
      `Max leaves ${formatAmount({ amount: fee, decimals: 6, locale: 'en-US' })} USDC for the fee.`,
    )
    await tracked.screenshot('forms-max-leaves-fee')
    // The amount changed, so the page quotes again; then the wallet funds amount + fee: all of it.
    await run(tracked, 'en-US', 'pointer', { quoted: true })
    expect((await balanceOf(A, 'USDC', recipient)) - before).toBe(balance - fee)
    expect(await balanceOf(A, 'USDC', owner)).toBe(0n)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('swaps USDC for WETH alone, and the balance preview says what lands', async () => {
    const tracked = await open({ account: 2, mode: 'smart-account', locale: 'en-US', width: 1280 })
    const { page } = tracked
    const owner = address(2)
    await page.getByRole('heading', { name: 'What do you want to do?' }).waitFor()
    const smart = /0x[0-9a-fA-F]{40}/.exec(
      (await page.getByText(/Runs from your smart account 0x/).textContent()) ?? '',
    )?.[0] as Address
    const [usdcBefore, wethBefore] = await Promise.all([
      balanceOf(A, 'USDC', owner),
      balanceOf(A, 'WETH', smart),
    ])
    await page.getByRole('combobox', { name: 'Action' }).first().selectOption('swap')
    const to = page.getByRole('combobox', { name: 'To token' })
    await to.click()
    await page
      .getByRole('listbox', { name: 'To token' })
      .getByRole('option', { name: /WETH/ })
      .click()
    expect(await to.inputValue()).toBe('WETH')
    await page.getByRole('textbox', { name: /Amount/ }).fill('100')
    const quote = page.getByRole('button', { name: 'Get quote', exact: true })
    await expect.poll(() => quote.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull()
    await quote.click()
    const preview = page.getByRole('region', { name: 'Your balances after' })
    await expect.poll(() => preview.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false')
    const rows = preview.locator('.stx-balance-changes__row')
    const wethRow = rows.filter({ hasText: 'WETH' })
    const usdcRow = rows.filter({ hasText: 'USDC' })
    expect(await wethRow.count()).toBe(1)
    const wethText = (await wethRow.textContent()) ?? ''
    const usdcText = (await usdcRow.textContent()) ?? ''
    await tracked.screenshot('forms-swap-alone-review')
    await run(tracked, 'en-US', 'pointer', { quoted: true })
    const spent = usdcBefore - (await balanceOf(A, 'USDC', owner))
    const gained = (await balanceOf(A, 'WETH', smart)) - wethBefore
    expect(spent).toBe(100_000_000n)
    expect(gained).toBeGreaterThan(0n)
    // The preview's numbers are what landed, in the preview's own formatting.
    expect(wethText).toContain(
      `Your smart account +${formatAmount({ amount: gained, decimals: 18, locale: 'en-US' })} WETH`,
    )
    expect(usdcText).toContain(
      `Your wallet −${formatAmount({ amount: spent, decimals: 6, locale: 'en-US' })} USDC`,
    )
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })

  it('counts what the smart account already holds beside the wallet, in smart-account mode', async () => {
    const owner = address(1)
    const recipient = address(4)
    // The page's smart account for dev account 1, read from a first page, gets 10 USDC from the
    // wallet by a plain transfer before the form opens.
    const first = await open({ account: 1, mode: 'smart-account', locale: 'en-US', width: 1280 })
    const smart = /0x[0-9a-fA-F]{40}/.exec(
      (await first.page.getByText(/Runs from your smart account 0x/).textContent()) ?? '',
    )?.[0] as Address
    await first.close()
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_WALLET_ACCOUNTS[1]?.privateKey as `0x${string}`),
      transport: http(A.rpcUrl),
    })
    const hash = await wallet.writeContract({
      chain: null,
      address: token(A, 'USDC'),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smart, 10_000_000n],
    })
    await createPublicClient({ transport: http(A.rpcUrl) }).waitForTransactionReceipt({ hash })
    const walletHas = await balanceOf(A, 'USDC', owner)
    const before = await balanceOf(A, 'USDC', recipient)

    const tracked = await open({ account: 1, mode: 'smart-account', locale: 'en-US', width: 1280 })
    const { page } = tracked
    await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    const amount = page.getByRole('textbox', { name: 'Amount' })
    // One more than wallet and account hold together is refused, with the sum.
    const total = walletHas + 10_000_000n
    const usdc = (units: bigint) => formatAmount({ amount: units, decimals: 6, locale: 'en-US' })
    await amount.fill(usdc(total + 1_000_000n).replaceAll(',', ''))
    await page
      .getByText(
        `You have ${usdc(total)} USDC on Devnet A; this needs ${usdc(total + 1_000_000n)} USDC.`,
      )
      .waitFor()
    // 5 USDC more than the wallet alone holds: the account's 10 USDC cover it.
    const sent = walletHas + 5_000_000n
    await amount.fill(usdc(sent).replaceAll(',', ''))
    await run(tracked, 'en-US', 'pointer')
    expect((await balanceOf(A, 'USDC', recipient)) - before).toBe(sent)
    // The funding step sent only what the account lacked: the wallet keeps 5 USDC.
    expect(await balanceOf(A, 'USDC', owner)).toBe(5_000_000n)
    expect(await balanceOf(A, 'USDC', smart)).toBe(0n)
    expect(tracked.errors).toEqual([])
    await tracked.close()
  })
})
