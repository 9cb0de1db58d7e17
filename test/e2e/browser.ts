// The e2e suite's browser: the system Chromium through Playwright (no downloaded browsers), and a
// page helper that records console errors and saves screenshots under test-results/e2e/.
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright'
import { chromiumArgs, chromiumMissing, chromiumPath } from '../../scripts/chromium.js'

export const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/e2e')

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) throw new Error(chromiumMissing(executablePath))
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs })
}

export type TrackedPage = {
  page: Page
  /** Console errors and uncaught page errors, in order. */
  errors: string[]
  /** Saved as test-results/e2e/<name>.png; the whole page unless `fullPage: false`. */
  screenshot: (name: string, options?: { fullPage?: boolean }) => Promise<void>
  close: () => Promise<void>
}

/** A fresh browser context (its own localStorage) with one page; default a desktop viewport. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1100, height: 1200 },
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`))
  mkdirSync(SCREENSHOTS, { recursive: true })
  return {
    page,
    errors,
    screenshot: async (name, options?: { fullPage?: boolean }) => {
      await page.screenshot({
        path: resolve(SCREENSHOTS, `${name}.png`),
        fullPage: options?.fullPage ?? true,
      })
    },
    close: () => context.close(),
  }
}
