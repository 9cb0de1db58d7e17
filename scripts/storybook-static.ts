// What the scripts that look at the built Storybook share: `storybook-static/` served on 127.0.0.1
// (a free port) and the system Chromium. Run `npm run build-storybook` first.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { type Browser, chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium.js'

export const root = resolve(import.meta.dirname, '..')
export const staticDir = join(root, 'storybook-static')

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
}

/** Exits with a sentence when the static Storybook has not been built. */
export function requireStaticStorybook(): void {
  if (existsSync(join(staticDir, 'index.json'))) return
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.')
  process.exit(1)
}

/** Serves `storybook-static/` read-only; paths outside it answer 404. */
export async function serveStaticStorybook(): Promise<{ origin: string; server: Server }> {
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
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** The system Chromium (scripts/chromium.ts): browsers cannot be downloaded here. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
}

/** Storybook adds sb-show-main once a story rendered (and its play ran), sb-show-errordisplay on an error. */
export const storyRendered = 'body.sb-show-main, body.sb-show-errordisplay'
