// Devnet chains benchmark (printed, not asserted): cold start of 2 chains with every contract
// deployed and the dev accounts funded, and the memory of each anvil once it is all done.
// Goals: start ≤ 3 s (median of 3, on 2 cores); RSS ≤ 60 MB per anvil.
// Usage: npx tsx bench/devnet-chains.ts (or all sections: npm run bench:devnet)
import { readFileSync } from 'node:fs'
import { startChains } from '../src/devnet/chains/start-chains.js'

const RUNS = 3
const START_GOAL_MS = 3_000
const RSS_GOAL_MB = 60

/** Resident memory of a process in MB, from /proc (Linux only). */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : undefined
  } catch {
    return undefined
  }
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER GOAL')
const ms = (value: number) => `${Math.round(value)} ms`

async function main() {
  console.log('\n## Devnet chains: startChains({ count: 2 }) — anvils + contracts + funding')
  const times: number[] = []
  const rss: number[] = []
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now()
    const devnet = await startChains({ count: 2 })
    const elapsed = performance.now() - started
    times.push(elapsed)
    for (const anvil of devnet.anvils) {
      const mb = rssMb(anvil.pid)
      if (mb !== undefined) rss.push(mb)
    }
    await devnet.stop()
    console.log(`  run ${run}: ${ms(elapsed)}`)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] as number
  console.log(
    `  cold start, 2 chains, median of ${RUNS}: ${ms(median)}   (goal ≤ ${ms(START_GOAL_MS)}: ${verdict(median <= START_GOAL_MS)})`,
  )
  if (rss.length === 0) {
    console.log('  RSS per anvil: not measured (needs /proc, i.e. Linux)')
    return
  }
  const maxRss = Math.max(...rss)
  console.log(
    `  RSS per anvil after deploy: max ${maxRss.toFixed(1)} MB, min ${Math.min(...rss).toFixed(1)} MB over ${rss.length} anvils   (goal ≤ ${RSS_GOAL_MB} MB: ${verdict(maxRss <= RSS_GOAL_MB)})`,
  )
}

await main()
