// Storybook figures: the time `storybook build` takes, and the time the stories take as Chromium
// tests (vitest project `storybook`). Printed, never asserted.
// Run alone: `tsx bench/storybook.ts`; from bench/index.ts:
//   await (await import('./storybook.js')).benchStorybook()
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')

function timed(
  label: string,
  command: string,
  args: string[],
): { seconds: number; stdout: string } {
  const start = performance.now()
  const result = spawnSync(join(root, 'node_modules/.bin', command), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  })
  const seconds = (performance.now() - start) / 1000
  if (result.status !== 0)
    throw new Error(`${label} failed (exit ${result.status}):\n${result.stdout.slice(-2000)}`)
  return { seconds, stdout: result.stdout }
}

export async function benchStorybook(): Promise<void> {
  console.log('\n## Storybook')
  const out = mkdtempSync(join(tmpdir(), 'stx-storybook-'))
  try {
    const build = timed('storybook build', 'storybook', ['build', '--quiet', '--output-dir', out])
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
      entries: Record<string, { type: string }>
    }
    const stories = Object.values(index.entries).filter((e) => e.type === 'story').length
    console.log(`storybook build: ${build.seconds.toFixed(1)} s (${stories} stories)`)
    const tests = timed('vitest --project storybook', 'vitest', ['run', '--project', 'storybook'])
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the reporter's colours
    const plain = tests.stdout.replace(/\u001b\[[0-9;]*m/g, '')
    const count = /Tests\s+(\d+) passed/.exec(plain)?.[1] ?? '?'
    console.log(
      `storybook tests (Chromium): ${tests.seconds.toFixed(1)} s for ${count} stories, browser start included`,
    )
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchStorybook()
