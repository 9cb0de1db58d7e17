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
  screenshot: (name: string) => Promise<void>
  close: () => Promise<void>
}

/** A fresh browser context (its own localStorage) with one page. */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 1200 } })
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
    screenshot: async (name) => {
      await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true })
    },
    close: () => context.close(),
  }
}
