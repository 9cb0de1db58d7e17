// `supertx-kit devnet` cold start: from spawning the CLI (no saved state, free ports) to the line
// that says it is running, median of 5 runs. It runs the built bin (dist/cli.js, package.json
// "bin") when there is one, else the source through tsx, as `npm run devnet` does (tsx adds its
// transpiling). Printed beside the goal (≤ 1.5 s), never asserted.
// Usage: npx tsx bench/devnet-cli-start.ts [--runs 5] [--source]
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const GOAL_MS = 1_500
const READY = 'supertx-kit devnet is running'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, source: { type: 'boolean', default: false } },
})
const runs = Math.max(1, Number(values.runs))
const built = resolve(root, 'dist/cli.js')
const fromSource = values.source || !existsSync(built)
const command = fromSource ? ['--import', 'tsx', resolve(root, 'src/devnet/cli/bin.ts')] : [built]

/** Milliseconds from spawn to the ready line; stops the devnet after. */
async function once(): Promise<number> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [...command, 'devnet', '--port', '0', '--rpc-port', '0'],
    // No DEVNET_* from the caller's shell: a cold start has no saved state.
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: withoutDevnetEnv(process.env) },
  )
  let output = ''
  const ready = await new Promise<number>((resolvePromise, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(READY)) resolvePromise(performance.now() - started)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) =>
      reject(new Error(`supertx-kit devnet exited (${code}) before ready:\n${output}`)),
    )
  })
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
  return ready
}

function withoutDevnetEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('DEVNET_')))
}

console.log(
  `\n## supertx-kit devnet cold start to ready (${fromSource ? 'source via tsx' : 'dist/cli.js'}; goal ≤ ${GOAL_MS / 1000} s)`,
)
console.log(
  `(${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start)`,
)
const times: number[] = []
for (let run = 1; run <= runs; run++) {
  const elapsed = await once()
  times.push(elapsed)
  console.log(`  run ${run}: ${(elapsed / 1000).toFixed(2)} s`)
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] as number
console.log(
  `  median of ${runs}: ${(median / 1000).toFixed(2)} s   (goal ≤ ${GOAL_MS / 1000} s: ${median <= GOAL_MS ? 'ok' : 'OVER GOAL'})`,
)
