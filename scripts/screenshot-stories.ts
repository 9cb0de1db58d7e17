// Saves a PNG of every story of the static Storybook (run `npm run build-storybook` first) under
// test-results/stories/<story-id>.png, in the light and, if asked, the dark theme.
// Usage: tsx scripts/screenshot-stories.ts [--dark]
// Serves storybook-static on 127.0.0.1 (a free port) and drives the system Chromium.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  launchChromium,
  requireStaticStorybook,
  root,
  serveStaticStorybook,
  staticDir,
  storyRendered,
} from './storybook-static.js'

const outDir = join(root, 'test-results/stories')

requireStaticStorybook()
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: 'story' | 'docs' }>
}
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
)
const themes = process.argv.includes('--dark') ? ['light', 'dark'] : ['light']

const { origin, server } = await serveStaticStorybook()

mkdirSync(outDir, { recursive: true })
const browser = await launchChromium()
let failed = 0
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
  // Only the local server: a story that reaches for the network shows up here.
  await page.route(
    (url) => !url.href.startsWith(origin),
    (route) => {
      console.error(`blocked request to ${route.request().url()}`)
      return route.abort()
    },
  )
  for (const story of stories) {
    for (const theme of themes) {
      const name = theme === 'light' ? story.id : `${story.id}--dark`
      const url = `${origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`
      await page.goto(url)
      await page.waitForSelector(storyRendered, { timeout: 30_000 })
      if (await page.$('body.sb-show-errordisplay')) {
        failed++
        console.error(`${story.id}: the story failed to render`)
      }
      const file = join(outDir, `${name}.png`)
      // The story's own box: the themed root, not the empty page around it.
      await page.locator('#storybook-root').screenshot({ path: file })
      console.log(file.slice(root.length + 1))
    }
  }
} finally {
  await browser.close()
  server.close()
}
process.exitCode = failed ? 1 : 0
