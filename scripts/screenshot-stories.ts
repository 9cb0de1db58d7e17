// Saves a PNG of every story of the static Storybook (run `npm run build-storybook` first) under
// test-results/stories/<story-id>.png, in the light and, if asked, the dark theme.
// Usage: tsx scripts/screenshot-stories.ts [--dark]
// Serves storybook-static on 127.0.0.1 (a free port) and drives the system Chromium.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium } from 'playwright'

const root = resolve(import.meta.dirname, '..')
const staticDir = join(root, 'storybook-static')
const outDir = join(root, 'test-results/stories')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
}

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.')
  process.exit(1)
}
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: 'story' | 'docs' }>
}
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
)
const themes = process.argv.includes('--dark') ? ['light', 'dark'] : ['light']

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  const file = join(staticDir, path === '/' ? 'index.html' : path)
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
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
      // Storybook adds sb-show-main once rendered (and play ran), sb-show-errordisplay on an error.
      await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', {
        timeout: 30_000,
      })
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
