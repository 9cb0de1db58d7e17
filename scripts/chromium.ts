// The Chromium every browser test drives (the Storybook tests, the e2e tests, the packed apps, the
// static Storybook screenshots): playwright downloads none. `CHROMIUM_PATH` first, then the usual
// places of a system Chromium or Chrome on Linux and macOS.
import { existsSync } from 'node:fs'

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

/**
 * The browser binary: `CHROMIUM_PATH` when set (as given, so a wrong path is named in the error),
 * else the first system Chromium or Chrome found, else Debian's path (named in the error).
 */
export function chromiumPath(): string {
  const given = process.env.CHROMIUM_PATH
  if (given) return given
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!
}

/** A sentence for when no browser is there. */
export function chromiumMissing(path: string): string {
  return `The browser tests drive a system Chromium and found none at ${path}. Install chromium (Debian: apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.`
}

/** Launch flags: no sandbox (CI runs as root), nothing that reaches the network on its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
