// Large data in the kit's components, timed in the system Chromium (CHROMIUM_PATH to use another):
// <SupertxHistory> over 3,000 stored entries (goal: first render ≤ 50 ms) and <SupertxTracker>
// over a 10,000-operation receipt (goal ≤ 100 ms). The first run of each warms up (JIT, first
// layout) and is left out; the median of the rest is printed beside its goal, never asserted.
// Run alone: `tsx bench/render-large.ts`; from bench/index.ts with the other no-devnet figures.
import { resolve } from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js'

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

export async function benchRenderLarge(): Promise<void> {
  console.log('\n## Large data in components (Chromium, production React)')
  const bundle = await build({
    entryPoints: [resolve(import.meta.dirname, 'render-large/page.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    page.on('pageerror', (error) => console.log(`page error: ${error.message}`))
    await page.setContent('<!doctype html><html><body></body></html>')
    await page.addScriptTag({ content: script })
    const result = await page.evaluate(() => window.runBench())
    const runs = (list: number[]) => list.map((n) => n.toFixed(0)).join(', ')
    const history = median(result.history.slice(1))
    const historyAll = median(result.historyAll.slice(1))
    const tracker = median(result.tracker.slice(1))
    console.log(
      `SupertxHistory, 3,000 stored entries, default limit → first page of rows: ${history.toFixed(1)} ms (goal ≤ 50 ms; runs ${runs(result.history)})`,
    )
    console.log(
      `SupertxHistory, 3,000 stored entries, limit 3,000 (all read and checked) → first page of rows: ${historyAll.toFixed(1)} ms (runs ${runs(result.historyAll)})`,
    )
    console.log(
      `SupertxTracker, 10,000-operation receipt → committed: ${tracker.toFixed(1)} ms (goal ≤ 100 ms; ${result.trackerRows} rows; runs ${result.tracker.map((n) => n.toFixed(0)).join(', ')})`,
    )
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderLarge()
