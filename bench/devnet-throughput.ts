// The devnet's throughput beside its own anvil's, and what one receipt poll costs it. Printed
// beside the goals, never asserted:
//   - supertransactions landed per second with 64 clients ÷ plain transactions per second of the
//     same anvil (goal ≥ 0.5): a real node batches, so the devnet should not be far below its chain.
//     The 64 clients (the load driver, fixtures/harness/load-run.ts) run in a child process
//     (fixtures/harness/load-process.ts), as real clients are other processes: this process's one
//     thread serves the devnet alone. After a 16-run warm-up, two 256-run rounds: the ratio is the
//     second's (steady state), the first's is printed beside it, with the devnet's CPU per landed
//     supertransaction. The os load is printed since other processes move both rates;
//   - the devnet's CPU per receipt poll (goal ≤ 0.3 ms): GET /v1/explorer/{hash} of landed runs,
//     sent by a child process so this process's CPU time is the devnet's (API + engine) alone.
// Usage: npx tsx bench/devnet-throughput.ts (also part of npm run bench:devnet)
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { startLoadProcess } from '../fixtures/harness/load-process.js'
import { startDevnet } from '../src/devnet/start-devnet.js'
import { anvilTransactionsPerSecond } from './anvil-rate.js'

const CLIENTS = 64
const SUPERTXS = 256
const POLLS = 4_000

console.log(
  `\n## Devnet throughput and receipt polls (os load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cpus)`,
)
const devnet = await startDevnet({ chains: 2, bridgeDelayMs: 0, logError: () => {} })
try {
  const [chain] = devnet.chains
  if (!chain) throw new Error('the devnet started no chain')

  const anvilBusyFrom = machineBusyMs()
  const anvilRate = await anvilTransactionsPerSecond(chain)
  const anvilBusy = machineBusyMs() - anvilBusyFrom
  console.log(
    `  anvil alone: ${anvilRate.toFixed(0)} transactions/s (chain ${chain.id}, 10 senders; the machine's CPU per transaction, senders and anvil: ${(anvilBusy / 500).toFixed(1)} ms)`,
  )

  // Supertransactions over HTTP with the kit's own client: quote, sign, execute, poll to final.
  // The clients run in a child process, as real clients are other processes: this process's one
  // thread serves the devnet (API, service, engine) alone.
  // The first 64-client round is cold (JIT, the accounts' first EntryPoint deposits): it is
  // printed, and the ratio is the second, steady round's.
  const load = await startLoadProcess(devnet, { owners: 20, fundingPerChain: 200_000_000n })
  const rounds: {
    round: Awaited<ReturnType<typeof load.round>>
    cpuMs: number
    machineMs: number
  }[] = []
  try {
    await load.round({ count: 16, round: 0, concurrency: 16 }) // warm up
    for (const r of [1, 2]) {
      const cpuFrom = process.cpuUsage()
      const machineFrom = machineBusyMs()
      const round = await load.round({ count: SUPERTXS, round: r, concurrency: CLIENTS })
      const cpu = process.cpuUsage(cpuFrom)
      rounds.push({
        round,
        cpuMs: (cpu.user + cpu.system) / 1000,
        machineMs: machineBusyMs() - machineFrom,
      })
    }
  } finally {
    await load.stop()
  }
  const figures = rounds.map(({ round, cpuMs, machineMs }) => {
    const landed = round.statuses.filter((s) => s === 'success').length
    return {
      landed,
      rate: landed / (round.elapsedMs / 1000),
      seconds: round.elapsedMs / 1000,
      cpuMs,
      machineMs,
    }
  })
  const [cold, steady] = figures as [(typeof figures)[0], (typeof figures)[0]]
  console.log(
    `  supertransactions: ${steady.rate.toFixed(1)} landed/s with ${CLIENTS} clients in another process (${steady.landed}/${SUPERTXS} success in ${steady.seconds.toFixed(1)} s; one- and two-chain runs mixed; the first, cold round: ${cold.rate.toFixed(1)} landed/s, ${cold.landed}/${SUPERTXS})`,
  )
  console.log(
    `  the devnet's CPU per landed supertransaction: ${(steady.cpuMs / steady.landed).toFixed(1)} ms (its one thread and Node's helpers; ${(steady.cpuMs / 1000 / steady.seconds).toFixed(2)} of a core); the machine's, every process (devnet, clients, anvils): ${(steady.machineMs / steady.landed).toFixed(1)} ms, ${(steady.machineMs / 1000 / steady.seconds).toFixed(2)} of its ${cpus().length} cores`,
  )
  console.log(
    `  ratio: ${(steady.rate / anvilRate).toFixed(2)} supertransactions per plain anvil transaction (goal ≥ 0.5; first round ${(cold.rate / anvilRate).toFixed(2)})`,
  )

  // Receipt polls from a child process, 8 in flight, over the landed runs' hashes: as a script
  // polls (no Origin) and as a page does (Origin: the CORS headers are added).
  const hashes = rounds.flatMap(({ round }) => round.supertxHashes)
  await new Promise((r) => setTimeout(r, 500))
  const idleFrom = process.cpuUsage()
  const idleStarted = performance.now()
  await new Promise((r) => setTimeout(r, 1_000))
  const idle = process.cpuUsage(idleFrom)
  const idlePerMs = (idle.user + idle.system) / 1000 / (performance.now() - idleStarted)
  for (const origin of ['', 'http://localhost:5173']) {
    const cpuFrom = process.cpuUsage()
    const pollStarted = performance.now()
    await pollFromChild(devnet.apiUrl, devnet.apiKey, origin, hashes)
    const wallMs = performance.now() - pollStarted
    const used = process.cpuUsage(cpuFrom)
    const perPoll = ((used.user + used.system) / 1000 - idlePerMs * wallMs) / POLLS
    console.log(
      `  the devnet's CPU per receipt poll, ${origin ? 'from a page (Origin sent)' : 'from a script'}: ${perPoll.toFixed(3)} ms (goal ≤ 0.3 ms; ${POLLS} polls in ${(wallMs / 1000).toFixed(1)} s, 8 in flight, idle CPU subtracted)`,
    )
  }
} finally {
  await devnet.stop()
}

/**
 * Milliseconds the machine's CPUs have been busy (user, nice, system, irq, softirq, steal) since
 * boot, from /proc/stat (Linux); NaN elsewhere. Differences of it count every process: the devnet,
 * the clients' process and the anvils, and anything else running.
 */
function machineBusyMs(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number)
    const ticks = [user, nice, system, irq, softirq, steal].reduce((a, b) => (a ?? 0) + (b ?? 0), 0)
    return ((ticks ?? 0) * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN
  }
}

/**
 * GET /v1/explorer/{hash} POLLS times, 8 at a time, from another process (with `origin` as its
 * Origin header when given); fails on any non-200.
 */
function pollFromChild(apiUrl: string, apiKey: string, origin: string, hashes: readonly string[]) {
  const script = `
    const [url, key, origin, count, ...hashes] = process.argv.slice(1)
    const headers = origin ? { 'x-api-key': key, origin } : { 'x-api-key': key }
    let next = 0
    const worker = async () => {
      for (let i = next++; i < Number(count); i = next++) {
        const res = await fetch(url + '/v1/explorer/' + hashes[i % hashes.length], { headers })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error('poll ' + i + ' answered ' + res.status)
      }
    }
    Promise.all(Array.from({ length: 8 }, worker)).catch((e) => { console.error(e.message); process.exit(1) })
  `
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', script, apiUrl, apiKey, origin, String(POLLS), ...hashes],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the polling process exited ${code}`)),
    )
  })
}
