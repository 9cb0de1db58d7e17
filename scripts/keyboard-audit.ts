// Walks the playground by keyboard alone in Chromium, as a person without a mouse would: starts
// the devnet and the playground (`startDev`, free ports), Tabs through the whole page (the kit's
// <FlowBuilder> and the compound <Supertransaction> included) and checks each stop inside a kit
// part for an accessible name and a visible focus ring; then runs the supertransaction with Enter
// on its button and checks that focus stays on that button through every state (never dropped to
// <body> when the label changes). Saves a screenshot of each kit stop's focus ring and of the run
// under test-results/keyboard/. Prints the tab order and one line per problem; exits 1 if any.
// Usage: tsx scripts/keyboard-audit.ts [--preset=send-usdc] [--mode=smart-account]
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DEV_WALLET_ACCOUNTS } from '../src/dev-wallet/index.js'
import { startDev } from './dev.js'
import { launchChromium } from './storybook-static.js'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, 'test-results/keyboard')
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const preset = arg('preset', 'send-usdc')
const mode = arg('mode', 'smart-account')
const account = 3

mkdirSync(outDir, { recursive: true })
const dev = await startDev({ port: 0, devnet: { port: 0, chains: 2 } })
const browser = await launchChromium()
const problems: string[] = []
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1200 } })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  await page.goto(`${dev.url}?account=${account}&preset=${preset}&mode=${mode}`)
  await page.getByText(`Connected: ${DEV_WALLET_ACCOUNTS[account]?.address}`).waitFor()

  type Stop = { key: string; kit: boolean; named: boolean; visible: boolean; ring: string }
  const stops: Stop[] = []
  await page.locator('body').focus()
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate((): Stop | undefined => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body || el.hasAttribute('data-audit-stop')) return undefined
      el.setAttribute(
        'data-audit-stop',
        String(document.querySelectorAll('[data-audit-stop]').length),
      )
      const s = getComputedStyle(el)
      // An opacity on the element or above it pales its focus ring as well.
      let opacity = 1
      for (let node: HTMLElement | null = el; node; node = node.parentElement)
        opacity *= Number.parseFloat(getComputedStyle(node).opacity)
      const visible =
        opacity >= 0.9 &&
        ((s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) ||
          s.boxShadow !== 'none')
      const labelledBy = el.getAttribute('aria-labelledby')
      const name = (
        el.getAttribute('aria-label') ||
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : '') ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA'
          ? ''
          : el.textContent) ||
        el.getAttribute('title') ||
        ''
      ).trim()
      const part = el.closest('.stx-root')
      const partName = part ? (part.className.split(' ')[1] ?? 'stx') : 'page'
      return {
        key: `[${partName}] ${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''}: ${name.slice(0, 70)}`,
        kit: Boolean(part),
        named: name.length > 0,
        visible,
        ring: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow} at opacity ${opacity}`,
      }
    })
    if (!stop) break
    // A collapsed section (the playground's flows, its settings): open it, as a person would.
    if (
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        return el.tagName === 'SUMMARY' && !(el.parentElement as HTMLDetailsElement).open
      })
    )
      await page.keyboard.press('Enter')
    stops.push(stop)
    if (stop.kit && !stop.named) problems.push(`no accessible name: ${stop.key}`)
    if (stop.kit && !stop.visible) problems.push(`focus not visible: ${stop.key} (${stop.ring})`)
    if (stop.kit && stops.filter((s) => s.kit).length <= 60) {
      const n = String(stops.length).padStart(3, '0')
      const box = await page.evaluate(() => {
        const r = (document.activeElement as HTMLElement).getBoundingClientRect()
        return { x: r.x, y: r.y, width: r.width, height: r.height }
      })
      await page.screenshot({
        path: join(outDir, `stop-${n}.png`),
        clip: {
          x: Math.max(0, box.x - 12),
          y: Math.max(0, box.y - 12),
          width: Math.min(1100, box.width + 24),
          height: box.height + 24,
        },
      })
    }
  }
  console.log('Tab order:')
  for (const [i, s] of stops.entries())
    console.log(`${String(i + 1).padStart(3)} ${s.key}${s.visible ? '' : '  (no visible focus)'}`)

  // Run it by keyboard: focus the supertransaction's button (Get quote), press Enter, then Enter
  // again on the same button once it says Sign and execute, and see where focus is at each state
  // until the end.
  const button = page.getByRole('button', { name: 'Get quote' })
  await button.focus()
  await page.keyboard.press('Enter')
  const sign = page.getByRole('button', { name: 'Sign and execute' })
  await sign.and(page.locator(':not([aria-disabled="true"])')).waitFor({ timeout: 30_000 })
  await sign.focus()
  await page.keyboard.press('Enter')
  const seen = new Set<string>()
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      return `${el.tagName.toLowerCase()} ${el.className} "${el.textContent?.trim().slice(0, 40)}"`
    })
    seen.add(where)
    const status = await page.getByRole('status').textContent()
    if (/success|failed/.test(status ?? '')) break
    await page.waitForTimeout(100)
  }
  await page.screenshot({ path: join(outDir, 'after-run.png'), fullPage: true })
  console.log('Focus during the run:')
  for (const where of seen) console.log(`  ${where}`)
  for (const where of seen)
    if (where.startsWith('body')) problems.push(`focus dropped to <body> during the run`)
} finally {
  await browser.close()
  await dev.stop()
}
for (const p of problems) console.log(`PROBLEM ${p}`)
console.log(`${problems.length} problems`)
process.exitCode = problems.length ? 1 : 0
