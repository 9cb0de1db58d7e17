// Audits every story of the static Storybook (run `npm run build-storybook` first) in Chromium:
// axe (every rule but the page-level ones a lone component cannot meet) in the light AND the dark
// theme, after the story's play function, then a keyboard pass: Tab through the story, each stop
// must have an accessible name and a visible focus indicator (an outline or box-shadow, not paled
// by an opacity on it or above it). Prints one line per problem; exits 1 if any.
// Usage: tsx scripts/audit-stories.ts [--only=<story-id part>] [--stops] (print each tab order)
// Serves storybook-static on 127.0.0.1 (a free port) and drives the system Chromium.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright'
import {
  launchChromium,
  requireStaticStorybook,
  root,
  serveStaticStorybook,
  staticDir,
  storyRendered,
} from './storybook-static.js'

const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8')

requireStaticStorybook()
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: 'story' | 'docs' }>
}
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const showStops = process.argv.includes('--stops')
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
)

const { origin, server } = await serveStaticStorybook()

// Page-level rules: a story is a fragment of a page, not a page (Storybook's a11y addon agrees).
const pageRules = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass']

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  // Storybook's a11y addon runs axe in the story too: wait for its run to end.
  for (let attempt = 0; ; attempt++) {
    try {
      return await runAxe(page)
    } catch (error) {
      if (attempt > 50 || !String(error).includes('already running')) throw error
      await page.waitForTimeout(200)
    }
  }
}

function runAxe(page: Page): Promise<string[]> {
  return page.evaluate(async (disabled) => {
    const w = window as unknown as {
      axe: {
        run: (
          context: Element,
          options: object,
        ) => Promise<{
          violations: {
            id: string
            help: string
            nodes: { target: string[]; failureSummary?: string }[]
          }[]
        }>
      }
    }
    const root = document.querySelector('#storybook-root') as Element
    const result = await w.axe.run(root, {
      rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    })
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`),
    )
  }, pageRules)
}

/** Tab through the story: every stop named, with a visible focus ring; returns the problems. */
async function keyboard(page: Page): Promise<{ stops: string[]; problems: string[] }> {
  const stops: string[] = []
  const problems: string[] = []
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.locator('body').focus()
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      const inStory = el && document.querySelector('#storybook-root')?.contains(el)
      if (!el || !inStory) return undefined
      // Marked on the first visit: Tab came round to it again, the pass is over.
      if (el.hasAttribute('data-audit-stop')) return undefined
      el.setAttribute('data-audit-stop', '')
      const focused = getComputedStyle(el)
      // (No named function in here: tsx would wrap it in a helper the page does not have.)
      const focusRing = `${focused.outlineStyle} ${focused.outlineWidth} ${focused.outlineColor}|${focused.boxShadow}`
      // An opacity on the element or above it pales its focus ring as well.
      let opacity = 1
      for (let node: HTMLElement | null = el; node; node = node.parentElement)
        opacity *= Number.parseFloat(getComputedStyle(node).opacity)
      const visible =
        opacity >= 0.9 &&
        ((focused.outlineStyle !== 'none' && Number.parseFloat(focused.outlineWidth) > 0) ||
          focused.boxShadow !== 'none')
      const name =
        el.getAttribute('aria-label') ||
        el
          .getAttribute('aria-labelledby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ') ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        (el.tagName === 'INPUT' ? '' : el.textContent) ||
        el.getAttribute('title') ||
        ''
      return {
        key: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}:${name.trim().slice(0, 60)}`,
        visible,
        named: name.trim().length > 0,
        focusRing: `${focusRing} at opacity ${opacity}`,
      }
    })
    if (!stop) break
    stops.push(stop.key)
    if (!stop.named) problems.push(`focus stop without a name: ${stop.key}`)
    if (!stop.visible) problems.push(`focus not visible: ${stop.key} (${stop.focusRing})`)
  }
  return { stops, problems }
}

const browser = await launchChromium()
let problems = 0
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
  await page.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  )
  for (const story of stories) {
    for (const theme of ['light', 'dark']) {
      const url = `${origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`
      await page.goto(url)
      await page.waitForSelector(storyRendered, { timeout: 30_000 })
      // Let the play function and any loading state settle.
      await page.waitForTimeout(300)
      const found = await axe(page)
      if (theme === 'light') {
        const { stops, problems: keys } = await keyboard(page)
        found.push(...keys)
        if (showStops) console.log(`${story.id} tab order: ${stops.join(' → ') || '(none)'}`)
      }
      for (const line of found) console.log(`${story.id} [${theme}] ${line}`)
      if (!found.length) console.log(`${story.id} [${theme}] ok`)
      problems += found.length
    }
  }
} finally {
  await browser.close()
  server.close()
}
console.log(`${stories.length} stories, ${problems} problems`)
process.exitCode = problems ? 1 : 0
