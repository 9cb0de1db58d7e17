// How long `npm run dev` takes: from the command to the URL printed, to the playground answering
// (GET / and the devnet's description), and to the page usable in Chromium (the "Preset" combobox
// shown, the dev wallet connected). One cold run (Vite's dependency cache emptied) and warm runs.
// Figures are printed beside the goal (≤ 5 s to answering), never asserted.
// Usage: npx tsx bench/dev-startup.ts [--runs 3]
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { launchChromium } from '../fixtures/harness/browser.js'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const runs = Math.max(1, Number(values.runs))
const browser = await launchChromium()

async function once(label: string) {
  const started = performance.now()
  const child = spawn(
    'npm',
    ['run', 'dev', '--', '--port', '0', '--api-port', '0', '--rpc-port', '0'],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolvePromise, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /Open the playground: (\S+)/.exec(output)
      if (found) resolvePromise(found[1] as string)
    })
    child.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)))
  })
  const printed = performance.now() - started
  for (;;) {
    const [page, info] = await Promise.all([
      fetch(url).catch(() => undefined),
      fetch(`${url}__supertx/devnet.json`).catch(() => undefined),
    ])
    if (page?.ok && info?.ok) break
    await new Promise((r) => setTimeout(r, 20))
  }
  const answering = performance.now() - started
  const page = await browser.newPage()
  await page.goto(url)
  await page.getByRole('combobox', { name: 'Preset' }).waitFor({ timeout: 60_000 })
  await page.getByText('Connected: ').waitFor({ timeout: 60_000 })
  const usable = performance.now() - started
  await page.close()
  const stopping = performance.now()
  const exited = new Promise<number | null>((r) => child.once('exit', r))
  child.kill('SIGTERM')
  const code = await exited
  const stopped = performance.now() - stopping
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(
    `| ${label.padEnd(5)} | ${s(printed).padStart(8)} | ${s(answering).padStart(9)} | ${s(usable).padStart(8)} | ${s(stopped).padStart(7)} (exit ${code}) |`,
  )
}

console.log('## npm run dev start-up (goal: playground answering ≤ 5 s)')
console.log(
  `(${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start)`,
)
console.log('| run   | URL shown | answering | page usable | stopped |')
console.log('| ----- | --------- | --------- | ----------- | ------- |')
rmSync(resolve(root, 'node_modules/.vite/playground'), { recursive: true, force: true })
await once('cold')
for (let i = 1; i < runs; i++) await once(`warm`)
await browser.close()
